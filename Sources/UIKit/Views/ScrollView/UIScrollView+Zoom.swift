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
    func zoom(
        toScale scale: CGFloat, anchor: CGPoint, animated: Bool, clampOffset: Bool = true,
        completion: (@MainActor () -> Void)? = nil
    ) {
        guard let view = delegate?.viewForZooming(in: self), scale > 0, scale.isFinite else {
            zoomScaleStorage = scale
            completion?()
            return
        }
        let old = zoomScaleStorage
        let onScreen = CGPoint(x: anchor.x - contentOffset.x, y: anchor.y - contentOffset.y)
        applyZoomTransform(
            scale, to: view, animated: animated,
            placeContent: { [self] in
                let ratio = scale / old
                let offset = CGPoint(x: anchor.x * ratio - onScreen.x, y: anchor.y * ratio - onScreen.y)
                scrollOffset = clampOffset ? clampedContentOffset(offset) : offset
            }, completion: completion)
    }

    /// Scales `view`, keeping its frame at the origin, sets the content size to its frame, and
    /// runs `placeContent`; animated, the scale and offset move there along the ease-out curve over
    /// `ScrollMotion.animationDuration`, the delegate hearing `scrollViewDidZoom` at every frame,
    /// and `completion` runs at the end.
    private func applyZoomTransform(
        _ scale: CGFloat, to view: UIView, animated: Bool, placeContent: @escaping @MainActor () -> Void,
        completion: (@MainActor () -> Void)? = nil
    ) {
        stopMotion()
        zoomMotion?.cancel()
        zoomMotion = nil
        let start = (scale: zoomScaleStorage, offset: contentOffset)
        setZoom(scale, of: view)
        placeContent()
        guard animated, start.scale != scale else {
            delegate?.scrollViewDidZoom(self)
            completion?()
            return
        }
        let end = (scale: scale, offset: contentOffset)
        setZoom(start.scale, of: view)
        scrollOffset = start.offset
        zoomMotion = ZoomMotion(duration: ScrollMotion.animationDuration) { [weak self, weak view] fraction in
            guard let self, let view else { return }
            let eased = ScrollPhysics.easeOut(fraction)
            setZoom(start.scale + (end.scale - start.scale) * eased, of: view)
            scrollOffset = CGPoint(
                x: start.offset.x + (end.offset.x - start.offset.x) * eased,
                y: start.offset.y + (end.offset.y - start.offset.y) * eased)
            delegate?.scrollViewDidZoom(self)
            if fraction >= 1 {
                zoomMotion = nil
                completion?()
            }
        }
    }

    /// The zoom scale applied to `view`: its transform, its frame at the origin, the content size.
    private func setZoom(_ scale: CGFloat, of view: UIView) {
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        contentSize = view.frame.size
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
                // The end of the zoom is heard once it has sprung back inside its limits.
                isZoomBouncing = true
                zoom(toScale: settled, anchor: pinch.location(in: self), animated: true) { [weak self, weak view] in
                    guard let self else { return }
                    isZoomBouncing = false
                    delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
                }
                return
            }
            if contentOffset != clampedContentOffset(contentOffset) {
                setContentOffset(clampedContentOffset(contentOffset), animated: true)
            }
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
        default:
            break
        }
    }
}
