/// Behaviour added to a view with `UIView.addInteraction(_:)`, such as `UIPointerInteraction`.
///
/// The view calls `willMove(to:)`, changes its `interactions`, then calls `didMove(to:)`, with itself
/// when adding and nil when removing; an interaction keeps `view` (weakly) from `didMove(to:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction belongs to, or nil when it is not added to one.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
