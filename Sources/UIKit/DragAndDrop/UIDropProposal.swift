/// What a drop would do, as the drop target proposes it.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: the session is cancelled if the user drops here.
    case cancel = 0
    /// A drop here is not allowed (shown, but dropping cancels).
    case forbidden = 1
    case copy = 2
    case move = 3
}

/// How a drop session shows the progress of loading its items.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0
    case `default` = 1
}

/// A drop target's answer to where the drag is now: the operation a drop there would perform.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the target wants the drag's precise location (iOS offsets the touch); the pointer is precise.
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
