extension UIView {
    /// Animates a control's own parts (a thumb sliding, a fill growing, a track changing colour)
    /// from what is on screen now, touches still allowed, so that a quick second change takes over
    /// smoothly; on a spring with `springDamping`, else eased.
    static func animateControlParts(
        withDuration duration: TimeInterval, springDamping: CGFloat? = nil, _ changes: @escaping () -> Void
    ) {
        let options: AnimationOptions = [.beginFromCurrentState, .allowUserInteraction]
        guard let springDamping else {
            animate(withDuration: duration, delay: 0, options: options, animations: changes)
            return
        }
        animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: springDamping, initialSpringVelocity: 0,
            options: options, animations: changes)
    }
}
