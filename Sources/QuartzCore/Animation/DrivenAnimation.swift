/// A basic animation whose progress something else decides frame by frame (UIKit's property
/// animator, which scrubs, pauses and reverses): it never ends by itself, and shows
/// `progress()` of the way from `fromValue` to `toValue` (beyond both for springs).
@MainActor
package final class DrivenAnimation: CABasicAnimation {
    /// How far along the animation is now; 1 when nothing drives it any more.
    package var progress: @MainActor () -> Double = { 1 }

    package override init() {
        super.init()
        holdUntilDriven()
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
        holdUntilDriven()
    }

    /// Never ends by itself and shows its values before and after its time, whoever drives it.
    private func holdUntilDriven() {
        duration = .greatestFiniteMagnitude
        fillMode = .both
        isRemovedOnCompletion = false
    }

    override func copyAttributes(from other: CAAnimation) {
        super.copyAttributes(from: other)
        guard let other = other as? DrivenAnimation else { return }
        progress = other.progress
    }

    override func timed(_ fraction: Double) -> Double { fraction }

    override func progress(for fraction: Double) -> Double { progress() }
}
