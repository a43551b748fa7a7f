import Foundation

/// Which way a popover's arrow points (toward its source).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation of `.popover`: in a regular-width window, a rounded box beside its source (a
/// view and rectangle, or a bar button item) with an arrow pointing at it, on the side among the
/// permitted ones where the content fits best; a click outside it (but on a passthrough view)
/// dismisses it. In a compact window it adapts, as iOS does, to a sheet attached to the bottom edge
/// (unless the delegate's `adaptivePresentationStyle` answers `.none`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var sourceView: UIView?
    /// In `sourceView`'s coordinates; its bounds when left empty.
    open var sourceRect: CGRect = .null
    open var barButtonItem: UIBarButtonItem?
    /// Views that keep taking clicks while the popover shows.
    open var passthroughViews: [UIView]?
    /// The box's and the arrow's colour; the presented view's background by default.
    open var backgroundColor: UIColor?
    /// How close to the container's edges the box comes.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect = false
    /// The direction the arrow points now; `.unknown` before the popover is placed or when adapted.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    let arrowView = PopoverArrowView()
    /// A soft shadow under the box, which clips its content to its rounded corners.
    private let shadowView: UIView = {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.18
        view.layer.shadowRadius = 14
        view.layer.shadowOffset = CGSize(width: 0, height: 4)
        return view
    }()
    private lazy var outsideClicks = PopoverOutsideClickView(self)
    /// The sheet's dimming, when adapted.
    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        return view
    }()

    /// The arrow's length and the width of its base, and the box's corner radius, as iOS draws them.
    static let arrowLength: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13
    /// A popover's size when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// Whether the popover shows as a sheet: in a compact-width container, unless the delegate keeps
    /// it a popover.
    var isAdapted: Bool {
        guard let containerView, containerView.bounds.width < 600 else { return false }
        let style =
            delegate?.adaptivePresentationStyle(for: self, traitCollection: containerView.traitCollection)
            ?? adaptivePresentationStyle
        return style != UIModalPresentationStyle.none
    }

    /// A popover fades in and out; adapted, it slides as a sheet does.
    override var builtInTransitionStyle: UIModalTransitionStyle? { isAdapted ? nil : .crossDissolve }

    /// A sheet, in a compact container.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .pageSheet }

    open override var shouldPresentInFullscreen: Bool { false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        if isAdapted {
            let top = 10 + containerView.safeAreaInsets.top
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
        return placement(in: bounds).frame
    }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        (containerView as? PresentationContainerView)?.passesTouchesThrough = true
        outsideClicks.frame = containerView.bounds
        containerView.insertSubview(outsideClicks, at: 0)
        presentedView?.clipsToBounds = true
        place()
        fade([dimmingView, arrowView, shadowView], from: 0, to: 1)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    open override func dismissalTransitionWillBegin() {
        fade([dimmingView, arrowView, shadowView], from: 1, to: 0)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() }
    }

    open override func containerViewWillLayoutSubviews() {
        place()
    }

    private func tearDown() {
        for view in [outsideClicks, arrowView, dimmingView, shadowView] { view.removeFromSuperview() }
    }

    /// The presented view, its arrow (or, adapted, the sheet's dimming) where they go now.
    private func place() {
        guard let containerView, let presentedView else { return }
        outsideClicks.frame = containerView.bounds
        if isAdapted {
            arrowView.removeFromSuperview()
            shadowView.removeFromSuperview()
            arrowDirection = .unknown
            dimmingView.frame = containerView.bounds
            if dimmingView.superview == nil { containerView.insertSubview(dimmingView, aboveSubview: outsideClicks) }
            presentedView.frame = frameOfPresentedViewInContainerView
            presentedView.layer.cornerRadius = 10
            presentedView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            return
        }
        dimmingView.removeFromSuperview()
        let placed = placement(in: containerView.bounds)
        arrowDirection = placed.direction
        presentedView.frame = placed.frame
        presentedView.layer.cornerRadius = Self.cornerRadius
        presentedView.layer.maskedCorners = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        if arrowView.superview !== containerView { containerView.addSubview(arrowView) }
        if shadowView.superview !== containerView {
            containerView.insertSubview(shadowView, belowSubview: presentedView)
        }
        let fill = backgroundColor ?? presentedView.backgroundColor ?? .systemBackground
        shadowView.frame = placed.frame
        shadowView.backgroundColor = fill
        shadowView.layer.cornerRadius = Self.cornerRadius
        arrowView.fill = fill
        arrowView.place(pointing: placed.direction, at: placed.tip, besides: placed.frame)
    }

    /// A click outside the popover: dismissed unless the delegate refuses.
    func clickedOutside() {
        guard presentedViewController.activeTransition == nil, !presentedViewController.isModalInPresentation else {
            return
        }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        guard delegate?.presentationControllerShouldDismiss(self) != false,
            popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) != false
        else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        presentedViewController.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }

    /// Whether a click at `point` (in the container) goes to a passthrough view.
    func passesThrough(at point: CGPoint) -> Bool {
        guard let containerView else { return false }
        return (passthroughViews ?? []).contains { view in
            view.window != nil && view.bounds.contains(view.convert(point, from: containerView))
        }
    }

    // MARK: - Placement

    /// The source rectangle in the container: the bar button item's view, else `sourceRect` (or
    /// the bounds) of `sourceView`, else the container's centre.
    func sourceFrame(in container: UIView) -> CGRect {
        if let item = barButtonItem, let itemView = Self.view(showing: item, in: container.window) {
            return itemView.convert(itemView.bounds, to: container)
        }
        guard let sourceView else {
            return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
        }
        let rect =
            sourceRect.isNull || sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    private static func view(showing item: UIBarButtonItem, in root: UIView?) -> UIView? {
        guard let root else { return nil }
        if let customView = item.customView, customView.window != nil { return customView }
        if let itemView = root as? BarButtonItemView, itemView.item === item { return itemView }
        for subview in root.subviews {
            if let found = view(showing: item, in: subview) { return found }
        }
        return nil
    }

    /// Where the box goes: for each permitted direction (up, down, left, right in turn), the box of
    /// the content's size beside the source within the margins; the first whose content fits
    /// whole, else the one showing most of it.
    private func placement(in bounds: CGRect) -> (frame: CGRect, direction: UIPopoverArrowDirection, tip: CGPoint) {
        let container = containerView!
        let source = sourceFrame(in: container)
        let safe = container.safeAreaInsets
        let area = bounds.inset(by: popoverLayoutMargins).inset(by: safe)
        let preferred = presentedViewController.preferredContentSize
        let content = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let permitted = permittedArrowDirections == .unknown ? .any : permittedArrowDirections
        var best: (frame: CGRect, direction: UIPopoverArrowDirection, tip: CGPoint, shown: CGFloat)?
        for direction in [UIPopoverArrowDirection.up, .down, .left, .right] where permitted.contains(direction) {
            let room = Self.room(beside: source, pointing: direction, in: area)
            let size = CGSize(width: min(content.width, room.width), height: min(content.height, room.height))
            guard size.width > 0, size.height > 0 else { continue }
            let frame = Self.box(of: size, in: room, facing: source, pointing: direction)
            let tip = Self.tip(of: source, pointing: direction)
            let shown = size.width * size.height
            if best == nil || shown > best!.shown { best = (frame, direction, tip, shown) }
            if size == content { break }
        }
        if let best { return (best.frame, best.direction, best.tip) }
        let size = CGSize(width: min(content.width, area.width), height: min(content.height, area.height))
        return (
            CGRect(origin: CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2), size: size),
            .unknown, .zero
        )
    }

    /// The room on the side of `source` the arrow points away from, less the arrow.
    private static func room(beside source: CGRect, pointing direction: UIPopoverArrowDirection, in area: CGRect)
        -> CGRect
    {
        switch direction {
        case .up:
            CGRect(
                x: area.minX, y: source.maxY + arrowLength, width: area.width,
                height: area.maxY - source.maxY - arrowLength)
        case .down: CGRect(x: area.minX, y: area.minY, width: area.width, height: source.minY - arrowLength - area.minY)
        case .left:
            CGRect(
                x: source.maxX + arrowLength, y: area.minY, width: area.maxX - source.maxX - arrowLength,
                height: area.height)
        default: CGRect(x: area.minX, y: area.minY, width: source.minX - arrowLength - area.minX, height: area.height)
        }
    }

    /// A box of `size` in `room` against the source's side, centred on the source along that side
    /// as far as the room allows.
    private static func box(
        of size: CGSize, in room: CGRect, facing source: CGRect, pointing direction: UIPopoverArrowDirection
    ) -> CGRect {
        func centred(_ middle: CGFloat, _ length: CGFloat, within low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(middle - length / 2, low), high - length)
        }
        switch direction {
        case .up:
            return CGRect(
                x: centred(source.midX, size.width, within: room.minX, room.maxX), y: room.minY, width: size.width,
                height: size.height)
        case .down:
            return CGRect(
                x: centred(source.midX, size.width, within: room.minX, room.maxX), y: room.maxY - size.height,
                width: size.width, height: size.height)
        case .left:
            return CGRect(
                x: room.minX, y: centred(source.midY, size.height, within: room.minY, room.maxY), width: size.width,
                height: size.height)
        default:
            return CGRect(
                x: room.maxX - size.width, y: centred(source.midY, size.height, within: room.minY, room.maxY),
                width: size.width, height: size.height)
        }
    }

    /// Where the arrow's tip touches the source.
    private static func tip(of source: CGRect, pointing direction: UIPopoverArrowDirection) -> CGPoint {
        switch direction {
        case .up: CGPoint(x: source.midX, y: source.maxY)
        case .down: CGPoint(x: source.midX, y: source.minY)
        case .left: CGPoint(x: source.maxX, y: source.midY)
        default: CGPoint(x: source.minX, y: source.midY)
        }
    }
}

/// Told before a popover shows and when a click outside dismisses it.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    )
        -> Bool
    func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController
    ) {}
}

extension UIViewController {
    /// The popover presentation controller of a controller presented (or to be presented) as a
    /// popover; nil for the other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
