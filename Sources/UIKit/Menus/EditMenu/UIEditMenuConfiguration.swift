/// Where an edit menu shows and which one it is: the point it opens from, in the interaction's view.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    public let sourcePoint: CGPoint
    /// Which way the menu's arrow points; the popup list has none, so it is only stored.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// Which way an edit menu's arrow points.
public enum UIEditMenuArrowDirection: Int, Sendable {
    case automatic = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
}

/// What a delegate can add to an edit menu's appearing or closing.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

extension ContextMenuAnimator: UIEditMenuInteractionAnimating {}
