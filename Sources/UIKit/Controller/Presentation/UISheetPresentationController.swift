import Foundation

/// The presentation of `.pageSheet` and `.formSheet` (and `.automatic`): in a window of compact
/// width, a sheet attached to the bottom edge that rests at its detents, dragged between them (and
/// down to dismiss) by its grabber or any part of it outside a scroll view; in a wider window, a
/// card with rounded corners in the middle, as on an iPad, where detents do not apply. A dimming
/// view covers what is behind the sheet above `largestUndimmedDetentIdentifier`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// Black at 40 %, fading in and out with the transition and with the detent.
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.4)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }()
    /// The pill at the top of an edge-attached sheet.
    let grabber: UIView = {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 5))
        view.backgroundColor = .tertiaryLabel
        view.layer.cornerRadius = 2.5
        view.isUserInteractionEnabled = false
        return view
    }()
    lazy var dragger = SheetDragger(self)

    /// The heights the sheet rests at, smallest first; `[.large()]` by default. At least one.
    open var detents: [Detent] = [.large()] {
        didSet {
            preconditionAlways(!detents.isEmpty, "UISheetPresentationController: detents must not be empty")
            invalidateDetents()
        }
    }

    /// The detent the sheet rests at; nil for the smallest. Setting it moves the sheet (animated
    /// inside `animateChanges(_:)`) without telling the delegate, which hears of the user's drags.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { invalidateDetents() }
    }

    /// The largest detent the sheet does not dim what is behind it at (which then takes touches);
    /// nil: it always dims.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { invalidateDetents() }
    }

    open var prefersGrabberVisible = false {
        didSet { invalidateDetents() }
    }

    /// Whether dragging up a scroll view in the sheet whose content is at its top edge grows the
    /// sheet to its next detent before the content scrolls.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The corner radius of the sheet; nil: 10 points, as iOS 17 sheets have.
    open var preferredCornerRadius: CGFloat? {
        didSet { invalidateDetents() }
    }

    /// Whether the sheet is attached to the container's bottom edge: in a window of compact width.
    var isEdgeAttached: Bool {
        (containerView?.bounds.width ?? 0) < 600
    }

    /// Makes the changes to the sheet's properties in `changes` and moves the sheet to match, animated.
    open func animateChanges(_ changes: () -> Void) {
        changes()
        guard containerView != nil else { return }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            self.placeSheet()
        }
    }

    /// The detents' values may have changed (a custom resolver's inputs): the sheet is placed again.
    open func invalidateDetents() {
        containerView?.setNeedsLayout()
    }

    /// An edge-attached sheet's frame at its detent (or where the user is dragging it); a centred
    /// card otherwise.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        guard isEdgeAttached else { return cardFrame(in: bounds) }
        let height = dragger.draggedHeight ?? sheetHeight(of: selectedDetent)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    open override var shouldPresentInFullscreen: Bool { false }

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.clipsToBounds = true
        dragger.attach(to: presentedView)
        fade([dimmingView], from: 0, to: dimmingAlpha)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { tearDown() }
    }

    open override func dismissalTransitionWillBegin() {
        grabber.removeFromSuperview()
        fade([dimmingView], from: dimmingView.alpha, to: 0)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { tearDown() }
    }

    open override func containerViewWillLayoutSubviews() {
        dimmingView.frame = containerView?.bounds ?? .zero
        placeSheet()
    }

    private func tearDown() {
        dimmingView.removeFromSuperview()
        grabber.removeFromSuperview()
        dragger.detach()
    }

    /// Puts the sheet, its grabber and the dimming where the detent (or the drag) says.
    func placeSheet() {
        guard let containerView, let presentedView else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        presentedView.layer.cornerRadius = preferredCornerRadius ?? 10
        presentedView.layer.maskedCorners =
            isEdgeAttached
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        if isEdgeAttached && prefersGrabberVisible && presentedViewController.isBeingDismissed == false {
            if grabber.superview !== containerView { containerView.addSubview(grabber) }
            grabber.center = CGPoint(x: presentedView.frame.midX, y: presentedView.frame.minY + 7.5)
        } else {
            grabber.removeFromSuperview()
        }
        if dimmingView.superview != nil, presentedViewController.transitionCoordinator == nil {
            dimmingView.alpha = dimmingAlpha
        }
        let dims = dimmingAlpha > 0
        dimmingView.isUserInteractionEnabled = dims
        (containerView as? PresentationContainerView)?.passesTouchesThrough = !dims
    }

    // MARK: - Detents

    /// The context detents resolve in: the container's traits, and the tallest a sheet gets (10
    /// points under the top of the safe area).
    var detentContext: SheetDetentContext {
        let bounds = containerView?.bounds ?? .zero
        let insets = containerView?.safeAreaInsets ?? .zero
        return SheetDetentContext(
            containerTraitCollection: traitCollection,
            maximumDetentValue: max(0, bounds.height - insets.top - 10 - insets.bottom))
    }

    /// The detents available now with their values, smallest first.
    var resolvedDetents: [(detent: Detent, value: CGFloat)] {
        let context = detentContext
        var resolved: [(detent: Detent, value: CGFloat)] = []
        for detent in detents {
            if let value = detent.resolvedValue(in: context) { resolved.append((detent, value)) }
        }
        resolved.sort { $0.value < $1.value }
        return resolved.isEmpty ? [(.large(), context.maximumDetentValue)] : resolved
    }

    /// The selected detent when it is available, else the smallest.
    var selectedDetent: (detent: Detent, value: CGFloat) {
        let available = resolvedDetents
        return available.first { $0.detent.identifier == selectedDetentIdentifier } ?? available[0]
    }

    /// The sheet's frame height for a detent: its value and the bottom safe area.
    func sheetHeight(of detent: (detent: Detent, value: CGFloat)) -> CGFloat {
        detent.value + (containerView?.safeAreaInsets.bottom ?? 0)
    }

    /// The dimming's alpha for the sheet's height: none up to the largest undimmed detent, full
    /// from the next detent up, in between while dragged.
    var dimmingAlpha: CGFloat {
        guard isEdgeAttached, let undimmed = largestUndimmedDetentIdentifier else { return 1 }
        let available = resolvedDetents
        guard let limit = available.firstIndex(where: { $0.detent.identifier == undimmed }) else { return 1 }
        guard limit + 1 < available.count else { return 0 }
        let low = sheetHeight(of: available[limit])
        let high = sheetHeight(of: available[limit + 1])
        let height = dragger.draggedHeight ?? sheetHeight(of: selectedDetent)
        return max(0, min(1, (height - low) / max(high - low, 1)))
    }

    /// A form sheet is 540 × 620 points (or the presented controller's preferred size); a page sheet
    /// is up to 704 points wide and nearly the window's height; both fit inside 20-point margins.
    private func cardFrame(in bounds: CGRect) -> CGRect {
        let limit = CGSize(width: max(bounds.width - 40, 0), height: max(bounds.height - 40, 0))
        var size: CGSize
        if style == .formSheet {
            let preferred = presentedViewController.preferredContentSize
            size = preferred.width > 0 && preferred.height > 0 ? preferred : CGSize(width: 540, height: 620)
        } else {
            size = CGSize(width: 704, height: limit.height)
        }
        size = CGSize(width: min(size.width, limit.width), height: min(size.height, limit.height))
        return CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }
}

extension UIViewController {
    /// The sheet presentation controller of a controller presented (or to be presented) as a page
    /// or form sheet; nil for the other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        let style = modalPresentationStyle.resolved
        guard style == .pageSheet || style == .formSheet else { return nil }
        return presentationController as? UISheetPresentationController
    }
}
