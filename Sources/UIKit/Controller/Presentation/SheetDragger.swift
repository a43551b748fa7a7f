import Foundation

/// Dragging an edge-attached sheet: the sheet follows the pointer (rubber-banding above its tallest
/// detent), and on release rests at the detent nearest where it was heading, or is dismissed when
/// flung or dragged well below its smallest detent (unless the presented controller is modal in
/// presentation or the delegate refuses, which it is told). Inside a scroll view the content scrolls,
/// except at its top edge, where the drag moves the sheet.
@MainActor
final class SheetDragger: UIGestureRecognizerDelegate {
    unowned let sheet: UISheetPresentationController
    private(set) var draggedHeight: CGFloat?
    private var startHeight: CGFloat = 0
    /// The scroll view the current touch began in, if any.
    private weak var scrollView: UIScrollView?
    private lazy var pan: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) }
        pan.delegate = self
        return pan
    }()
    /// How far ahead the release velocity carries the sheet when choosing its detent, in seconds.
    static let projection: CGFloat = 0.15

    init(_ sheet: UISheetPresentationController) {
        self.sheet = sheet
    }

    func attach(to view: UIView?) {
        view?.addGestureRecognizer(pan)
    }

    func detach() {
        pan.view?.removeGestureRecognizer(pan)
        draggedHeight = nil
    }

    /// Only an edge-attached sheet is dragged. A touch in a scroll view is the sheet's only when the
    /// drag goes the sheet's way (`gestureRecognizerShouldBegin`); the scroll view's pan waits for
    /// that decision.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard sheet.isEdgeAttached else { return false }
        scrollView = nil
        var view = touch.view
        while let current = view, current !== gestureRecognizer.view {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled {
                scrollView = scroll
                break
            }
            view = current.superview
        }
        return true
    }

    /// From a scroll view at its top edge, dragging down moves the sheet (down to its detents and
    /// to dismissal); dragging up grows the sheet to its next detent when
    /// `prefersScrollingExpandsWhenScrolledToEdge`, and scrolls once it is at its tallest.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView, let container = sheet.containerView else { return true }
        let translation = pan.translation(in: container)
        // A scroll view that only scrolls sideways leaves the sheet the vertical drags.
        guard scrollView.dragScrolls(along: .vertical) else { return abs(translation.y) > abs(translation.x) }
        guard scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5 else { return false }
        if translation.y > 0 { return true }
        let tallest = sheet.resolvedDetents.last!.detent.identifier
        return sheet.prefersScrollingExpandsWhenScrolledToEdge && sheet.selectedDetent.detent.identifier != tallest
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer === scrollView?.panGestureRecognizer
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        guard let container = sheet.containerView else { return }
        switch pan.state {
        case .began:
            startHeight = sheet.presentedView?.frame.height ?? sheet.sheetHeight(of: sheet.selectedDetent)
            draggedHeight = startHeight
        case .changed:
            draggedHeight = rubberBanded(startHeight - pan.translation(in: container).y)
            sheet.placeSheet()
        case .ended:
            release(velocity: pan.velocity(in: container).y)
        default:
            draggedHeight = nil
            settle()
        }
    }

    /// Above the tallest detent the sheet moves a third as far as the pointer.
    private func rubberBanded(_ height: CGFloat) -> CGFloat {
        let tallest = sheet.sheetHeight(of: sheet.resolvedDetents.last!)
        return height > tallest ? tallest + (height - tallest) / 3 : max(0, height)
    }

    private func release(velocity: CGFloat) {
        let height = draggedHeight ?? startHeight
        draggedHeight = nil
        let projected = height - velocity * Self.projection
        let available = sheet.resolvedDetents
        let smallest = sheet.sheetHeight(of: available[0])
        if projected < smallest / 2 {
            attemptDismissal()
            return
        }
        let nearest = available.min {
            abs(sheet.sheetHeight(of: $0) - projected) < abs(sheet.sheetHeight(of: $1) - projected)
        }!
        let changed = nearest.detent.identifier != sheet.selectedDetent.detent.identifier
        sheet.selectedDetentIdentifier = nearest.detent.identifier
        settle()
        if changed {
            (sheet.delegate as? UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        }
    }

    private func attemptDismissal() {
        let presented = sheet.presentedViewController
        let allowed =
            !presented.isModalInPresentation && sheet.delegate?.presentationControllerShouldDismiss(sheet) != false
        guard allowed else {
            settle()
            sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
            return
        }
        sheet.delegate?.presentationControllerWillDismiss(sheet)
        let presentation = sheet
        presented.dismiss(animated: true) {
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
    }

    /// Slides the sheet to its detent.
    private func settle() {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
            self.sheet.placeSheet()
        }
    }
}
