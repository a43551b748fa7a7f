import UIKit

/// `UIPageControl` as it comes, prominent, tinted and disabled; each prints `valueChanged` with the
/// current page.
final class PageControlsViewController: ControlPageViewController {
    override class var pageTitle: String { "Page Controls" }
    override class var controlClass: String { "UIPageControl" }

    override func viewDidLoad() {
        super.viewDidLoad()
        addSection(
            "Page controls",
            [
                row("Five pages", "Default"),
                row("Prominent", "Prominent") { $0.backgroundStyle = .prominent },
                row("Tinted", "Tinted") {
                    $0.pageIndicatorTintColor = .systemTeal.withAlphaComponent(0.3)
                    $0.currentPageIndicatorTintColor = .systemTeal
                },
                row("Disabled", "Disabled") { $0.isEnabled = false },
            ])
    }

    private func row(_ name: String, _ logName: String, configure: (UIPageControl) -> Void = { _ in }) -> StateRow {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        configure(pages)
        pages.sizeToFit()
        logEvents(of: pages, as: logName, [.valueChanged]) { "page \($0.currentPage)" }
        return StateRow(name, pages)
    }
}
