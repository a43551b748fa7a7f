/// A part of a scroll view that takes the mouse itself (a widened scroll indicator, a table's
/// section index): touches that begin on it neither drag the content nor wait for the content delay.
@MainActor
protocol ScrollViewControl: UIView {}

extension UITouch {
    /// Whether the touch began on a scroll view's own control.
    var beganOnScrollViewControl: Bool {
        view is ScrollViewControl
    }
}

extension UIScrollView {
    /// Keeps `control` above the content: moved to the front only when something other than the
    /// scroll view's own controls is above it, since each move asks for another layout and
    /// controls taking turns at the very top would never settle.
    func keepAboveContent(_ control: UIView) {
        guard let index = subviews.firstIndex(of: control),
            subviews[(index + 1)...].contains(where: { !($0 is ScrollViewControl) })
        else { return }
        bringSubviewToFront(control)
    }
}
