import UIKitTesting
import XCTest

@testable import UIKit

/// Rows, headers and footers stacked down a canvas the way a table of `style` places them (inset
/// grouped sections, their headers and footers 16 points in, rows with rounded ends; separators
/// under all but an inset grouped section's last row, edge to edge under a grouped one's), for
/// reference images of what cells draw before there is a `UITableView`.
@MainActor
struct ListMockup {
    let style: ListStyle
    /// A headless app on a screen of scale 2, launched first so the views draw at its scale.
    let app = HeadlessApp(delegate: LoggingAppDelegate(), screen: ListTestSupport.retinaScreen)
    let canvas: UIView
    private var y: CGFloat = 0

    init(style: ListStyle, width: CGFloat) {
        self.style = style
        canvas = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        canvas.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    private var sectionInset: CGFloat { style == .insetGrouped ? ListMetrics.horizontalMargin : 0 }

    /// Adds a header or footer view showing `text` (or `configuration` with `text`).
    mutating func headerFooter(
        _ text: String, footer: Bool = false, configuration: UIListContentConfiguration? = nil, first: Bool = false
    ) {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.tableStyle = style
        view.isFooter = footer
        view.isInFirstSection = first
        let margin = ListMetrics.horizontalMargin
        view.layoutMargins = UIEdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
        if var configuration {
            configuration.text = text
            view.contentConfiguration = configuration
        } else {
            view.textLabel?.text = text
        }
        add(view, inset: sectionInset)
    }

    /// Adds `cells` as one section's rows.
    mutating func section(_ cells: [UITableViewCell]) {
        for (index, cell) in cells.enumerated() {
            cell.tableStyle = style
            let last = index == cells.count - 1
            var corners: CACornerMask = []
            if index == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.roundedCorners = corners
            cell.separatorColor = last && style == .insetGrouped ? nil : .separator
            cell.separatorSpansWidth = last && style == .grouped
            add(cell, inset: sectionInset)
        }
    }

    /// Adds empty space.
    mutating func space(_ height: CGFloat) {
        y += height
    }

    private mutating func add(_ view: UIView, inset: CGFloat) {
        let width = canvas.bounds.width - 2 * inset
        let height = view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        view.frame = CGRect(x: inset, y: y, width: width, height: height)
        canvas.addSubview(view)
        y += height
        canvas.frame.size.height = y
    }

    /// Shows the canvas in a window of its size and returns the window and what it drew.
    func render() -> (UIWindow, CGImage?) {
        let window = UIWindow(frame: canvas.bounds)
        window.makeKeyAndVisible()
        window.addSubview(canvas)
        app.runUntilIdle()
        return (window, app.presentedImage(of: window))
    }
}
