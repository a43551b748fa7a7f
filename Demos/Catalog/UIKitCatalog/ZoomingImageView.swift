import UIKit

/// A picture far larger than the view in a zooming scroll view, as Photos shows one: it opens
/// whole (the minimum zoom scale fits it in the view), zooms up to 4× with a pinch or Ctrl+wheel,
/// and stays centred while it is smaller than the view (through the content inset). A double-tap
/// zooms 2.5× closer around the tap with `zoom(to:animated:)`; at 4× it zooms back out to the whole
/// picture. The delegate's zoom callbacks are written to the log.
final class ZoomingImageView: UIView, UIScrollViewDelegate {
    private static let maximumZoomScale: CGFloat = 4
    /// How much closer each double-tap zooms.
    private static let doubleTapZoomFactor: CGFloat = 2.5

    let scrollView = UIScrollView()
    private let imageView: UIImageView
    private let log: DemoLog

    /// A view showing `image` on `backdrop` where the picture does not reach.
    init(image: UIImage, backdrop: UIColor, log: DemoLog) {
        imageView = UIImageView(image: image)
        self.log = log
        super.init(frame: .zero)
        scrollView.delegate = self
        scrollView.backgroundColor = backdrop
        scrollView.addSubview(imageView)
        scrollView.contentSize = image.size
        addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: ZoomingImageView.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Fits the picture in the view when the view's size changes, unless the user zoomed in.
    override func layoutSubviews() {
        super.layoutSubviews()
        scrollView.frame = bounds
        guard let size = imageView.image?.size, size.width > 0, size.height > 0, bounds.width > 0 else { return }
        let fit = min(bounds.width / size.width, bounds.height / size.height)
        guard fit != scrollView.minimumZoomScale else { return }
        let wasFitted = scrollView.zoomScale <= scrollView.minimumZoomScale
        scrollView.minimumZoomScale = fit
        scrollView.maximumZoomScale = Self.maximumZoomScale
        if wasFitted || scrollView.zoomScale < fit { scrollView.zoomScale = fit }
        centre()
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    /// Keeps the picture centred at every step of a zoom, animated ones included.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        centre()
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        log.write(String(format: "map · scrollViewDidEndZooming: %.2f×", scale))
    }

    private func doubleTapped(_ tap: UITapGestureRecognizer) {
        guard scrollView.zoomScale < scrollView.maximumZoomScale - 0.001 else {
            log.write("map · double-tap: back to the whole picture")
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let scale = min(scrollView.zoomScale * Self.doubleTapZoomFactor, scrollView.maximumZoomScale)
        let point = tap.location(in: imageView)
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        let rect = CGRect(
            x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        log.write(String(format: "map · double-tap: zoom(to:) %.0f, %.0f at %.2f×", point.x, point.y, scale))
        scrollView.zoom(to: rect, animated: true)
    }

    /// Centres content smaller than the view with the content inset, and brings the offset back
    /// inside the range the new inset allows.
    private func centre() {
        let visible = scrollView.bounds.size
        let content = scrollView.contentSize
        let x = max(0, (visible.width - content.width) / 2)
        let y = max(0, (visible.height - content.height) / 2)
        scrollView.contentInset = UIEdgeInsets(top: y, left: x, bottom: y, right: x)
        guard !scrollView.isZooming else { return }
        let inset = scrollView.adjustedContentInset
        let offset = scrollView.contentOffset
        let clamped = CGPoint(
            x: min(max(offset.x, -inset.left), max(-inset.left, content.width + inset.right - visible.width)),
            y: min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - visible.height)))
        if clamped != offset { scrollView.contentOffset = clamped }
    }
}
