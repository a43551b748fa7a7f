import Foundation

/// Text items: links (text with a `.link` attribute, and web addresses found when
/// `dataDetectorTypes` has `.link`, drawn with `linkTextAttributes`) and tagged text
/// (`.textItemTag`). While the view is not editable, a click on one performs its primary action
/// (a link's opens it, after the delegate's `shouldInteractWith`) and a secondary click shows its
/// menu, each as the delegate's iOS 17 methods decide.
extension UITextView {
    /// Web addresses as data detection finds them: a scheme or `www.`, up to a space.
    private static let addressPattern = try? NSRegularExpression(
        pattern: "(?:https?://|www\\.)[^\\s<>\"]+", options: [.caseInsensitive])

    /// Paragraph `index`'s text items, in the paragraph's UTF-16 offsets.
    func textItems(inParagraph index: Int) -> [(range: NSRange, content: UITextItem.Content)] {
        let paragraph = storage.paragraphs[index]
        var items: [(NSRange, UITextItem.Content)] = (paragraph.runs?.values(of: .link) ?? []).compactMap {
            value, range in
            let url = value as? URL ?? (value as? String).flatMap(URL.init(string:))
            return url.map { (range, .link($0)) }
        }
        items += (paragraph.runs?.values(of: .textItemTag) ?? []).compactMap { value, range in
            (value as? String).map { (range, .tag($0)) }
        }
        guard dataDetectorTypes.contains(.link), !isEditable, let pattern = Self.addressPattern else { return items }
        let text = paragraph.text as NSString
        for match in pattern.matches(in: paragraph.text, range: NSRange(location: 0, length: text.length)) {
            var range = match.range
            while range.length > 0, ".,;:!?)".utf16.contains(text.character(at: NSMaxRange(range) - 1)) {
                range.length -= 1
            }
            let address = text.substring(with: range)
            if let url = URL(string: address.lowercased().hasPrefix("www.") ? "http://" + address : address) {
                items.append((range, .link(url)))
            }
        }
        return items
    }

    /// Paragraph `index`'s links, for tests and drawing.
    func links(inParagraph index: Int) -> [(range: NSRange, url: URL)] {
        textItems(inParagraph: index).compactMap { range, content in
            if case .link(let url) = content { return (range, url) }
            return nil
        }
    }

    /// Paragraph `index`'s runs with the link attributes over its links; nil when it has no links.
    func linkStyledRuns(ofParagraph index: Int) -> AttributedRuns? {
        let links = links(inParagraph: index)
        guard !links.isEmpty else { return nil }
        let paragraph = storage.paragraphs[index]
        var runs = paragraph.runs ?? AttributedRuns(string: paragraph.text, attributes: [:])
        for (range, _) in links { runs.addAttributes(linkTextAttributes ?? [:], range: range) }
        return runs
    }

    /// The text item under `point`, while the view is not editable.
    func textItem(at point: CGPoint) -> UITextItem? {
        guard !isEditable, !storage.paragraphs.isEmpty else { return nil }
        let offset = editorOffset(closestTo: point)
        let index = storage.paragraphIndex(at: offset)
        let start = storage.starts[index]
        for (range, content) in textItems(inParagraph: index)
        where offset - start >= range.location && offset - start <= NSMaxRange(range) {
            let whole = NSRange(location: start + range.location, length: range.length)
            if editorSelectionRects(for: whole).contains(where: { $0.insetBy(dx: -2, dy: 0).contains(point) }) {
                return UITextItem(content: content, range: whole)
            }
        }
        return nil
    }

    /// A click at `point`: performs the primary action of the text item there (or, when the
    /// delegate gives none, shows its menu); false when there is no item.
    func performTextItem(at point: CGPoint) -> Bool {
        guard let item = textItem(at: point) else { return false }
        let fallback = defaultAction(for: item)
        let action: UIAction? =
            textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: fallback) } ?? fallback
        if let action {
            action.perform(sender: self)
        } else {
            _ = showMenu(for: item, at: point)
        }
        return true
    }

    /// A secondary click at `point`: shows the menu of the text item there; false when there is none.
    func showTextItemMenu(at point: CGPoint) -> Bool {
        guard let item = textItem(at: point) else { return false }
        _ = showMenu(for: item, at: point)
        return true
    }

    /// Opens a link (after the delegate's `shouldInteractWith`); does nothing for a tag.
    private func defaultAction(for item: UITextItem) -> UIAction {
        UIAction(title: "Open Link") { [weak self] _ in
            guard let self, let url = item.link,
                textViewDelegate?.textView(
                    self, shouldInteractWith: url, in: item.range, interaction: .invokeDefaultAction)
                    ?? true
            else { return }
            UIApplication.shared.open(url)
        }
    }

    private func showMenu(for item: UITextItem, at point: CGPoint) -> Bool {
        var actions: [UIMenuElement] = []
        if let url = item.link {
            actions = [
                defaultAction(for: item),
                UIAction(title: "Copy Link") { _ in UIPasteboard.general.url = url },
            ]
        }
        let defaultMenu = UIMenu(children: actions)
        let configuration =
            textViewDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: defaultMenu) }
            ?? (actions.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu))
        guard let menu = configuration?.menu, !menu.children.isEmpty else { return false }
        let animator = ContextMenuAnimator()
        textViewDelegate?.textView(self, textItemMenuWillDisplayFor: item, animator: animator)
        MenuPopup.show(menu, from: self, anchor: CGRect(origin: point, size: .zero)) { [weak self] in
            guard let self else { return }
            let closing = ContextMenuAnimator()
            textViewDelegate?.textView(self, textItemMenuWillEndFor: item, animator: closing)
            closing.run()
        } choose: { action in
            action.perform(sender: nil)
        }
        animator.run()
        return true
    }
}
