extension UIView {
    /// Gives a control that keeps one size (a switch, a stepper) that size back after its frame
    /// was set to `requested`, keeping the requested origin: call it from a `frame` override,
    /// after setting `super.frame`.
    func keepSize(_ size: CGSize, afterSettingFrame requested: CGRect) {
        guard bounds.size != size else { return }
        bounds = CGRect(origin: bounds.origin, size: size)
        let placed = frame
        center = CGPoint(x: center.x + requested.minX - placed.minX, y: center.y + requested.minY - placed.minY)
    }
}
