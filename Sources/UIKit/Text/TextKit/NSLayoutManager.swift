/// TextKit 1's layout queries, answered from a text view's paragraph layouts. Glyph indexes are
/// character (UTF-16) indexes: Casement does not expose glyphs. Rectangles and points are in the
/// text container's coordinates (the view's, less `textContainerInset`).
@preconcurrency @MainActor
open class NSLayoutManager: NSObject {
    weak var textView: UITextView?

    public override init() {
        super.init()
    }

    /// The containers the text lays out in: the view's one.
    open var textContainers: [NSTextContainer] { textView.map { [$0.textContainer] } ?? [] }

    /// How many glyphs there are: the text's UTF-16 length.
    open var numberOfGlyphs: Int { textView?.storage.length ?? 0 }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?)
        -> NSRange
    {
        actualCharacterRange?.pointee = charRange
        return charRange
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?)
        -> NSRange
    {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    /// Lays out the text up to the end of `container`; the view lays out as needed anyway.
    open func ensureLayout(for container: NSTextContainer) {
        textView?.layoutIfNeeded()
    }

    /// The smallest rectangle around the lines of `glyphRange`.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let textView else { return .zero }
        let range = textView.clamped(glyphRange)
        let rects =
            range.length > 0
            ? textView.editorSelectionRects(for: range) : [textView.caretFrame(at: range.location)]
        let union = rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) }
        return union.offsetBy(dx: -textView.textContainerInset.left, dy: -textView.textContainerInset.top)
    }

    /// The rectangle the text uses in `container`: as wide as the lines may be, as tall as the text.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let textView else { return .zero }
        textView.layoutIfNeeded()
        return CGRect(
            x: container.lineFragmentPadding, y: 0, width: textView.lineWidth,
            height: textView.paragraphLayout.totalHeight)
    }

    /// The glyph nearest `point`.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }

    /// The character whose box holds `point`, or the nearest; `fraction` says how far across it.
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints fraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        guard let textView else { return 0 }
        let inView = CGPoint(
            x: point.x + textView.textContainerInset.left, y: point.y + textView.textContainerInset.top)
        let boundary = textView.editorOffset(closestTo: inView)
        let caret = textView.caretFrame(at: boundary)
        let index = inView.x < caret.minX ? max(0, boundary - 1) : min(boundary, max(0, numberOfGlyphs - 1))
        if let fraction {
            let start = textView.caretFrame(at: index).minX
            let end = textView.caretFrame(at: min(numberOfGlyphs, index + 1)).minX
            fraction.pointee = end > start ? max(0, min(1, (inView.x - start) / (end - start))) : 0
        }
        return index
    }

    /// The line (its box across the container) holding the glyph at `glyphIndex`.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange: UnsafeMutablePointer<NSRange>?) -> CGRect {
        guard let textView else { return .zero }
        let caret = textView.caretFrame(at: glyphIndex)
        let start = textView.editor.lineEdge(of: glyphIndex, forward: false)
        let end = textView.editor.lineEdge(of: glyphIndex, forward: true)
        effectiveRange?.pointee = NSRange(location: start, length: end - start)
        return CGRect(
            x: 0, y: caret.minY - textView.textContainerInset.top,
            width: textView.lineWidth + 2 * textView.textContainer.lineFragmentPadding, height: caret.height)
    }
}
