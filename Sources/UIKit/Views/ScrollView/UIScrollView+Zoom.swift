/// Zooming: the view `viewForZooming(in:)` names is scaled by `zoomScale` (its transform), the
/// content size follows its scaled frame, and the content point under the pinch (or the pointer,
/// for Ctrl+wheel) stays where it is. A pinch past the limits resists and springs back when
/// `bouncesZoom`.
extension UIScrollView {
    /// How far past a limit a pinch can go: the scale beyond it grows as its square root.
    static let zoomBounceExponent: CGFloat = 0.5

    func zoomLimitsChanged() {
        if maximumZoomScale > minimumZoomScale {
            guard zoomPinch == nil else { return }
            let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.handlePinch(pinch) }
            zoomPinch = pinch
            addGestureRecognizer(pinch)
        } else if let pinch = zoomPinch {
            removeGestureRecognizer(pinch)
            zoomPinch = nil
        }
    }

    func applyZoom(_ scale: CGFloat, animated: Bool) {
        let visible = bounds
        let anchor = CGPoint(x: visible.midX, y: visible.midY)
        zoom(toScale: clampedZoomScale(scale), anchor: anchor, animated: animated)
    }

    func zoomToRect(_ rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        applyZoomTransform(scale, to: view, animated: animated) { [self] in
            let center = view.convert(CGPoint(x: rect.midX, y: rect.midY), to: self)
            let offset = CGPoint(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2)
            scrollOffset = clampedContentOffset(offset)
        }
    }

    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Zooms to `scale` keeping the content point at `anchor` (bounds space) where it is on screen.
    func zoom(toScale scale: CGFloat, anchor: CGPoint, animated: Bool, clampOffset: Bool = true) {
        guard let view = delegate?.viewForZooming(in: self), scale > 0, scale.isFinite else {
            zoomScaleStorage = scale
            return
        }
        let old = zoomScaleStorage
        let onScreen = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        applyZoomTransform(scale, to: view, animated: animated) { [self] in
            let ratio = scale / old
            let offset = CGPoint(x: anchor.x * ratio - onScreen.x, y: anchor.y * ratio - onScreen.y)
            scrollOffset = clampOffset ? clampedContentOffset(offset) : offset
        }
    }

    /// Scales `view`, keeping its frame at the origin, sets the content size to its frame, and
    /// runs `placeContent`; animated over `ScrollMotion.animationDuration` when asked.
    private func applyZoomTransform(
        _ scale: CGFloat, to view: UIView, animated: Bool, placeContent: @escaping @MainActor () -> Void
    ) {
        stopMotion()
        let change = { [self] in
            zoomScaleStorage = scale
            view.transform = CGAffineTransform(scaleX: scale, y: scale)
            view.frame.origin = .zero
            contentSize = view.frame.size
            placeContent()
        }
        if animated {
            UIView.animate(withDuration: ScrollMotion.animationDuration, animations: change)
        } else {
            change()
        }
        delegate?.scrollViewDidZoom(self)
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            isZooming = true
            zoomStart = zoomScaleStorage
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            var scale = zoomStart * pinch.scale
            if scale > maximumZoomScale {
                scale =
                    bouncesZoom
                    ? maximumZoomScale * pow(scale / maximumZoomScale, Self.zoomBounceExponent)
                    : maximumZoomScale
            } else if scale < minimumZoomScale {
                scale =
                    bouncesZoom
                    ? minimumZoomScale * pow(scale / minimumZoomScale, Self.zoomBounceExponent)
                    : minimumZoomScale
            }
            zoom(toScale: scale, anchor: pinch.location(in: self), animated: false, clampOffset: !bouncesZoom)
        case .ended, .cancelled:
            isZooming = false
            let settled = clampedZoomScale(zoomScaleStorage)
            if settled != zoomScaleStorage {
                isZoomBouncing = true
                zoom(toScale: settled, anchor: pinch.location(in: self), animated: true)
                isZoomBouncing = false
            } else if contentOffset != clampedContentOffset(contentOffset) {
                setContentOffset(clampedContentOffset(contentOffset), animated: true)
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
        default:
            break
        }
    }
}
