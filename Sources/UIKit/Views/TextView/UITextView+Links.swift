import Foundation

/// Links: text with a `.link` attribute, and web addresses found in the text when
/// `dataDetectorTypes` has `.link`, drawn with `linkTextAttributes` and opened by a click while
/// the view is not editable (after the delegate's `shouldInteractWith`).
extension UITextView {
    /// Web addresses as data detection finds them: a scheme or `www.`, up to a space.
    private static let addressPattern = try? NSRegularExpression(
        pattern: "(?:https?://|www\\.)[^\\s<>\"]+", options: [.caseInsensitive])

    /// Paragraph `index`'s links, in the paragraph's UTF-16 offsets.
    func links(inParagraph index: Int) -> [(range: NSRange, url: URL)] {
        let paragraph = storage.paragraphs[index]
        var links: [(NSRange, URL)] = (paragraph.runs?.values(of: .link) ?? []).compactMap { value, range in
            let url = value as? URL ?? (value as? String).flatMap(URL.init(string:))
            return url.map { (range, $0) }
        }
        if dataDetectorTypes.contains(.link), !isEditable, let pattern = Self.addressPattern {
            let text = paragraph.text as NSString
            for match in pattern.matches(in: paragraph.text, range: NSRange(location: 0, length: text.length)) {
                var range = match.range
                while range.length > 0, ".,;:!?)".utf16.contains(text.character(at: NSMaxRange(range) - 1)) {
                    range.length -= 1
                }
                let address = text.substring(with: range)
                if let url = URL(string: address.lowercased().hasPrefix("www.") ? "http://" + address : address) {
                    links.append((range, url))
                }
            }
        }
        return links
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

    /// Opens the link under a click at `point`, if any: true when the click was on a link.
    func openLink(at point: CGPoint) -> Bool {
        guard !isEditable else { return false }
        let offset = editorOffset(closestTo: point)
        let index = storage.paragraphIndex(at: offset)
        let local = offset - storage.starts[index]
        for (range, url) in links(inParagraph: index) where local >= range.location && local <= NSMaxRange(range) {
            let whole = NSRange(location: storage.starts[index] + range.location, length: range.length)
            guard editorSelectionRects(for: whole).contains(where: { $0.insetBy(dx: -2, dy: 0).contains(point) }) else {
                continue
            }
            if textViewDelegate?.textView(self, shouldInteractWith: url, in: whole, interaction: .invokeDefaultAction)
                ?? true
            {
                UIApplication.shared.open(url)
            }
            return true
        }
        return false
    }
}
