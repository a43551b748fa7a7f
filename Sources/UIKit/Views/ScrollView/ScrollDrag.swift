/// A drag in progress: where it started, which axes it may move, and what drives it.
struct ScrollDrag {
    /// What moves the content.
    enum Source {
        /// Fingers or the mouse: the content follows them, rubber-banding past the edges.
        case touches
        /// Wheel notches: each steps the content a line, animated, stopping at the edges.
        case wheel
        /// A touchpad: its deltas move the content one to one, rubber-banding past the edges.
        case touchpad
    }

    var source: Source
    /// The offset the drag started from, before any rubber band: the content follows it plus the
    /// motion.
    var startOffset: CGPoint
    /// The pan's translation (the scroll view's space) when the drag began.
    var startTranslation: CGPoint
    /// The translation at the last change, to measure each wheel or touchpad step.
    var lastTranslation: CGPoint
    /// The only axis the drag moves, with directional lock.
    var lockedAxis: UIScrollView.Axis?
    /// Where the content would be without the rubber band (touchpad drags add up here).
    var unbandedOffset: CGPoint
}
