extension UIView {
    /// The base `hitTest(_:with:)`, step by step:
    /// 1. a view that cannot take events (interaction disabled, hidden, alpha ≤ 0.01) returns nil;
    /// 2. a point outside `point(inside:with:)` returns nil, so subviews sticking out of the bounds are
    ///    missed even when `clipsToBounds` is false;
    /// 3. the subviews are asked last to first (topmost first), each with the point in its own space;
    /// 4. when none answers, the view itself is the hit.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, animationsBlockingTouches == 0 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = point.applying(subview.layer.transformToSuperlayer.inverted())
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
