import UIKit

/// `UIScrollView` three ways: a 2000 × 1500 map to zoom (pinch, Ctrl+wheel, double-tap), a paged
/// gallery with a page control kept in step, and a form that scrolls and refreshes when pulled down.
/// The log prints where scrolls and zooms come to rest, and the form's events.
final class ScrollViewsViewController: ControlPageViewController {
    override class var pageTitle: String { "Scroll Views" }
    override class var controlClass: String { "UIScrollView" }

    /// The heights of the sections' rows: the map, the gallery's pages with its page control, the form.
    private static let mapHeight: CGFloat = 320
    private static let galleryHeight: CGFloat = 190 + PagedGalleryView.controlHeight
    private static let formHeight: CGFloat = 330

    override func viewDidLoad() {
        super.viewDidLoad()
        let map = ZoomingImageView(image: MapImage.make(), backdrop: MapImage.seaColor, log: log)
        addSection(
            "Zooming · double-tap, pinch or Ctrl+wheel",
            [StateRow(nil, map, placement: .edgeToEdge, height: Self.mapHeight)])

        let gallery = PagedGalleryView(log: log)
        logEvents(of: gallery.pageControl, as: "pageControl", [.valueChanged]) { "page \($0.currentPage + 1)" }
        addSection(
            "Paging · drag, fling or tap the dots",
            [StateRow(nil, gallery, placement: .edgeToEdge, height: Self.galleryHeight)])

        let form = ScrollingFormView(log: log)
        for (name, field) in form.fields {
            logEvents(of: field, as: name, [.editingDidEnd]) { "\"\($0.text ?? "")\"" }
        }
        for (name, toggle) in form.switches {
            logEvents(of: toggle, as: name, [.valueChanged]) { $0.isOn ? "on" : "off" }
        }
        addSection(
            "A form that scrolls · pull down to refresh",
            [StateRow(nil, form, placement: .edgeToEdge, height: Self.formHeight)])
    }
}
