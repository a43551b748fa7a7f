/// How a preview is cut out and backed.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The part of the view the preview shows; nil for all of it.
    open var visiblePath: UIBezierPath?
    /// What shows behind the view's transparent parts; nil for white, as on iOS.
    open var backgroundColor: UIColor?

    public override init() {
        super.init()
    }
}

/// The parameters of a drag preview.
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// Where a targeted preview sits: a point in a container view.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}

/// The target of a drag preview.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}

/// The picture that follows the pointer while an item is dragged: a view, drawn in a window of its own.
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    public let view: UIView
    public let parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}

/// A drag preview tied to a place in a view: what the lift shows.
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    public let parameters: UIDragPreviewParameters
    public let target: UIDragPreviewTarget

    /// A preview of `view` at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        self.parameters = parameters
        self.target = target
        super.init(view: view)
    }

    /// A preview of `view`, which must be in a window, where it is.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        guard let container = view.superview else {
            preconditionFailure("UITargetedDragPreview(view:) needs a view in a window, or a target")
        }
        self.init(
            view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: view.center))
    }

    public override convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
