/// Drawing text at the size it was measured at without laying it out again.
///
/// Views measure their text unbounded (an intrinsic size, `sizeThatFits`) and then draw it in
/// bounds of that size, a container with a width and a height: a second Pango layout of the same
/// text, which breaks its lines where the first did when every line already fits. Such a layout
/// is the measured one's paragraphs placed again in the new container.
extension TextLayout {
    /// Whether Pango would lay the text out in `container` exactly as this layout has it, so that
    /// `init(placing:in:)` can place these paragraphs there: this layout is unbounded in both
    /// directions, nothing in it is cut, `container` differs from its container only in width and
    /// height, and in `container` every line fits its width (no wrapping, no ellipsis) and every
    /// row its height. Paragraphs with indents, justification or pieces are laid out again, as
    /// Pango's own breaking depends on them.
    func canBePlaced(in container: TextContainer) -> Bool {
        guard self.container.width == nil, self.container.height == nil, !isTruncated else { return false }
        var unbounded = container
        unbounded.width = nil
        unbounded.height = nil
        guard unbounded == self.container else { return false }
        if let height = container.height, let last = lines.last, last.usedRect.maxY > height + 0.001 { return false }
        return paragraphs.allSatisfy { paragraph in
            let style = paragraph.style
            guard paragraph.continuation == .none, style.alignment != .justified, style.firstLineHeadIndent == 0,
                style.headIndent == 0, style.lineEnd(containerWidth: nil) == nil
            else { return false }
            guard let lineEnd = style.lineEnd(containerWidth: container.width) else { return true }
            return paragraph.fitsUnbroken(lineEnd: lineEnd)
        }
    }
}
