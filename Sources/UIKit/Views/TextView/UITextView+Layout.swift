/// Laying out the paragraphs near the screen, estimating the rest, and giving the paragraphs on
/// screen their views.
extension UITextView {
    /// How far above and below the visible rect paragraphs are laid out and given views.
    private static let layoutMargin: CGFloat = 256
    /// The most new paragraphs an edit measures at once: more than a screenful of lines.
    private static let paragraphsMeasuredPerEdit = 100

    /// Where the text container's lines start: the inset and the line fragment padding.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// How wide lines may be: the view's width less the insets and the padding on both sides.
    var lineWidth: CGFloat {
        let container =
            textContainer.widthTracksTextView
            ? bounds.width - textContainerInset.left - textContainerInset.right : textContainer.size.width
        return max(0, container - 2 * textContainer.lineFragmentPadding)
    }

    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    /// The view's own style: its font, colour and alignment.
    var textAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = textContainer.lineBreakMode
        return [.font: resolvedFont, .foregroundColor: textColor ?? .label, .paragraphStyle: style]
    }

    /// Paragraph `index` as layout takes it, in the view's style under its own.
    func layoutText(ofParagraph index: Int) -> AttributedText {
        let paragraph = storage.paragraphs[index]
        if let runs = linkStyledRuns(ofParagraph: index) ?? paragraph.runs {
            return runs.layoutText(defaults: textAttributes)
        }
        return AttributedText(paragraph.text, attributes: textAttributes)
    }

    /// Paragraph `index`'s layout at the current width, kept while it is near the screen.
    func layout(ofParagraph index: Int) -> ParagraphLayout {
        let id = storage.paragraphs[index].id
        if let layout = paragraphLayout.layouts[id] { return layout }
        let container = container(forParagraph: index)
        let text = container == nil ? AttributedText(string: "", runs: []) : layoutText(ofParagraph: index)
        let whole = TextLayout(text, in: container ?? TextContainer(width: lineWidth))
        let layout = flowedAroundExclusions(index, whole) ?? ParagraphLayout(whole)
        paragraphLayout.layouts[id] = layout
        return layout
    }

    /// Where paragraph `index` lays out: the line width, and under `maximumNumberOfLines` the
    /// lines the paragraphs before it left, the last one cut as `lineBreakMode` says; nil when
    /// none are left, and the paragraph shows nothing.
    private func container(forParagraph index: Int) -> TextContainer? {
        let limit = textContainer.maximumNumberOfLines
        guard limit > 0 else { return TextContainer(width: lineWidth) }
        var used = 0
        for earlier in 0..<index {
            used +=
                storage.paragraphs[earlier].length == 0 ? 1 : layout(ofParagraph: earlier).rowCount
        }
        guard used < limit else { return nil }
        let truncating: [NSLineBreakMode] = [.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead]
        return TextContainer(
            width: lineWidth, truncatesLastVisibleLine: truncating.contains(textContainer.lineBreakMode),
            maximumNumberOfLines: limit - used)
    }

    /// Whether paragraph `index` is past `maximumNumberOfLines` and shows nothing.
    func isPastLineLimit(_ index: Int) -> Bool {
        textContainer.maximumNumberOfLines > 0 && container(forParagraph: index) == nil
    }

    /// A guess at paragraph `index`'s height from its length, until it is measured.
    func estimatedHeight(ofParagraph index: Int) -> CGFloat {
        let lineHeight = ceil(resolvedFont.lineHeight)
        let perLine = max(1, lineWidth / max(1, resolvedFont.pointSize * 0.5))
        return lineHeight * max(1, ceil(CGFloat(storage.paragraphs[index].length) / perLine))
    }

    /// Lays out paragraph `index` if it is not yet, and moves the ones after it by the change.
    func ensureMeasured(_ index: Int) {
        guard index < paragraphLayout.heights.count, !paragraphLayout.isMeasured[index] else { return }
        paragraphLayout.setMeasuredHeight(measuredHeight(ofParagraph: index), of: index)
    }

    private func measuredHeight(ofParagraph index: Int) -> CGFloat {
        if isPastLineLimit(index) { return 0 }
        let layout = layout(ofParagraph: index)
        return max(ceil(layout.usedRect.maxY), storage.paragraphs[index].length == 0 ? emptyLineHeight(index) : 0)
    }

    /// The height of an empty paragraph: one line of its font.
    private func emptyLineHeight(_ index: Int) -> CGFloat {
        ceil(resolvedFont.lineHeight)
    }

    /// The text changed from paragraph `replaced` on (old indices) to `count` new ones. A few new
    /// paragraphs (typing, a short paste) are measured at once, so the text below stays where it
    /// is; many (a long paste) are estimated by their lengths and measured as they come near the
    /// screen, as a new text's are.
    func paragraphsReplaced(_ replaced: Range<Int>, count: Int) {
        // Under a line limit, or around exclusion paths, an edit changes where every later
        // paragraph's lines go.
        if textContainer.maximumNumberOfLines > 0 || !textContainer.exclusionPaths.isEmpty {
            return relayOutEverything()
        }
        let new = replaced.lowerBound..<(replaced.lowerBound + count)
        let measures = count <= Self.paragraphsMeasuredPerEdit
        let heights = new.map { measures ? measuredHeight(ofParagraph: $0) : estimatedHeight(ofParagraph: $0) }
        paragraphLayout.replace(replaced, heights: heights, measured: measures)
        setNeedsLayout()
    }

    /// Everything is to be laid out again (new text, style or width).
    func relayOutEverything() {
        resetParagraphLayout()
        for view in paragraphViews.values { view.layout = nil }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Starts the heights over when the width changed or the text was replaced since they were made.
    func prepareParagraphLayout() {
        guard paragraphLayout.width != lineWidth || paragraphLayout.heights.count != storage.paragraphs.count else {
            return
        }
        resetParagraphLayout()
    }

    /// Every paragraph estimated again; around exclusion paths, every paragraph measured at once,
    /// in order, since where a paragraph's lines go depends on where it starts.
    private func resetParagraphLayout() {
        paragraphLayout.reset(count: storage.paragraphs.count, estimate: estimatedHeight(ofParagraph:))
        paragraphLayout.width = lineWidth
        guard !textContainer.exclusionPaths.isEmpty else { return }
        for index in storage.paragraphs.indices { ensureMeasured(index) }
    }

    /// Measures the paragraphs near the visible rect, sizes the content, and gives the paragraphs
    /// on screen their views; then places the caret and the selection.
    func layOutText() {
        prepareParagraphLayout()
        let visible = nearbyParagraphs()
        updateContentSize()
        placeParagraphViews(visible)
        dropFarLayouts(keeping: visible)
        placeCaretAndSelection()
    }

    /// The content is as tall as the paragraphs (measured or estimated) with the insets.
    func updateContentSize() {
        prepareParagraphLayout()
        let size = CGSize(
            width: bounds.width,
            height: ceil(textContainerInset.top + paragraphLayout.totalHeight + textContainerInset.bottom))
        if contentSize != size { contentSize = size }
    }

    /// The paragraphs within the layout margin of the visible rect, measured.
    private func nearbyParagraphs() -> Range<Int> {
        guard !storage.paragraphs.isEmpty else { return 0..<0 }
        let top = bounds.minY - textOrigin.y - Self.layoutMargin
        let bottom = bounds.maxY - textOrigin.y + Self.layoutMargin
        let first = paragraphLayout.paragraph(atY: max(0, top))
        var index = first
        while index < storage.paragraphs.count {
            ensureMeasured(index)
            if paragraphLayout.tops[index] + paragraphLayout.heights[index] >= bottom { break }
            index += 1
        }
        return first..<min(storage.paragraphs.count, index + 1)
    }

    private func placeParagraphViews(_ visible: Range<Int>) {
        let shown = Set(visible.map { storage.paragraphs[$0].id })
        for (id, view) in paragraphViews where !shown.contains(id) {
            view.isHidden = true
            view.layout = nil
            spareParagraphViews.append(view)
            paragraphViews[id] = nil
        }
        let origin = textOrigin
        for index in visible {
            let id = storage.paragraphs[index].id
            let view = paragraphViews[id] ?? takeParagraphView()
            paragraphViews[id] = view
            view.frame = CGRect(
                x: origin.x, y: origin.y + paragraphLayout.tops[index], width: lineWidth,
                height: paragraphLayout.heights[index])
            view.layout = layout(ofParagraph: index)
        }
    }

    private func takeParagraphView() -> TextParagraphView {
        if let view = spareParagraphViews.popLast() {
            view.isHidden = false
            return view
        }
        let view = TextParagraphView()
        insertSubview(view, belowSubview: caretView)
        return view
    }

    /// Frees the layouts of paragraphs well away from the screen once many are kept.
    private func dropFarLayouts(keeping visible: Range<Int>) {
        guard paragraphLayout.layouts.count > 2 * visible.count + 64 else { return }
        let kept = Set(visible.map { storage.paragraphs[$0].id })
        paragraphLayout.layouts = paragraphLayout.layouts.filter { kept.contains($0.key) }
    }

    /// The height the text takes at `width`, with the insets: what self-sizing asks for.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let lines = max(
            0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        var height: CGFloat = 0
        for index in storage.paragraphs.indices {
            let layout =
                lines == lineWidth
                ? self.layout(ofParagraph: index)
                : ParagraphLayout(TextLayout(layoutText(ofParagraph: index), in: TextContainer(width: lines)))
            if lines == lineWidth, isPastLineLimit(index) { continue }
            height += max(
                ceil(layout.usedRect.maxY), storage.paragraphs[index].length == 0 ? emptyLineHeight(index) : 0)
        }
        return ceil(height + textContainerInset.top + textContainerInset.bottom)
    }
}
