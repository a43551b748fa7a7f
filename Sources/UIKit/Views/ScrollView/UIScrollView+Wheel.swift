/// The mouse wheel: each notch scrolls a line step — GTK's, the visible length to the power 2/3 —
/// sliding there in `ScrollMotion.wheelStepDuration`, and notches that come faster add up. A wheel
/// stops exactly at the edges: there is no rubber band for it.
extension UIScrollView {
    /// How far one notch scrolls a view `length` points long along an axis.
    static func wheelLineStep(length: CGFloat) -> CGFloat {
        max(1, pow(max(length, 0), 2.0 / 3.0))
    }

    /// Steps the content by `notches` (positive: onto content further right or down).
    func stepByWheel(notches: CGPoint) {
        let visible = bounds.inset(by: adjustedContentInset)
        var axes = ScrollMotion.Axes(x: .rest, y: .rest)
        var moved = false
        for axis in Axis.allCases where notches[axis] != 0 && contentExceedsBounds(along: axis) {
            let length = axis == .horizontal ? visible.width : visible.height
            let from = slideTarget[axis]
            var target = contentOffset
            target[axis] = from + notches[axis] * Self.wheelLineStep(length: length)
            let to = clampedContentOffset(target)[axis]
            axes[axis] = .curve(from: contentOffset[axis], to: to, duration: ScrollMotion.wheelStepDuration)
            moved = true
        }
        guard moved else { return }
        if let motion, motion.kind == .wheel {
            for axis in Axis.allCases {
                if case .rest = axes[axis] { continue }
                motion.restart(axis, with: axes[axis])
            }
        } else {
            stopMotion()
            motion = ScrollMotion(scrollView: self, kind: .wheel, axes: axes)
        }
    }
}
