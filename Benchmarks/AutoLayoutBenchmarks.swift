import Foundation
import UIKit
import UIKitTesting

/// A form of 300 rows in three columns (a label right-aligned in a 130-point column, a field beside
/// it) in a headless 1280×1024 window: built from nothing and committed, then the window
/// narrowed and widened again, each change one commit.
///
/// The reference is the same views placed by frames: the rows laid out in `layoutSubviews` by code
/// that measures the labels (`sizeThatFits`) and sets every frame, as a program without Auto Layout
/// would. Both sides measure the same text, make the same views and draw the same pixels, so the
/// ratio is what constraints add.
@MainActor
func runAutoLayoutBenchmarks() {
    print("Auto Layout (headless 1280×1024 window, scale 1; a form of 300 rows in 3 columns: label + field;")
    print("reference: the same views placed by frames in layoutSubviews)")
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 1024))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    app.runUntilIdle()

    var shown: UIView?
    if let only = ProcessInfo.processInfo.environment["AL_ONLY"] {
        for _ in 0..<(Int(ProcessInfo.processInfo.environment["AL_N"] ?? "") ?? 300) {
            alStep(only, &shown, window, app)
        }
        exit(0)
    }
    // Measured in turn, so a machine whose speed drifts during the run moves both alike.
    let builds = measureInterleaved(
        budget: 3,
        [
            {
                shown?.removeFromSuperview()
                shown = FramedForm(frame: window.bounds)
                window.addSubview(shown!)
                app.runUntilIdle()
            },
            {
                shown?.removeFromSuperview()
                shown = ConstrainedForm.make(in: window.bounds)
                window.addSubview(shown!)
                app.runUntilIdle()
            },
        ])
    let (framed, constrained) = (builds[0], builds[1])
    shown?.removeFromSuperview()
    shown = FramedForm(frame: window.bounds)
    window.addSubview(shown!)
    app.runUntilIdle()
    let resizeFramed = measureResize(window, app)
    shown?.removeFromSuperview()
    shown = ConstrainedForm.make(in: window.bounds)
    window.addSubview(shown!)
    app.runUntilIdle()
    let resizeConstrained = measureResize(window, app)
    shown?.removeFromSuperview()
    app.runUntilIdle()

    report("reference: build + commit, frames", seconds: framed, reference: framed)
    report("build + commit, constraints", seconds: constrained, ratio: builds.ratio(1, to: 0))
    goal("built with constraints ≤ 2.5× by frames", builds.ratio(1, to: 0) <= 2.5)
    report("reference: window resize + commit, frames", seconds: resizeFramed, reference: resizeFramed)
    report("window resize + commit, constraints", seconds: resizeConstrained, reference: resizeFramed)
    print("")
}

/// Seconds per window resize (narrowed by 200 points, then back) with its commit.
@MainActor
private func measureResize(_ window: UIWindow, _ app: HeadlessApp) -> Double {
    var narrow = false
    return measure(budget: 0.5) {
        narrow.toggle()
        window.frame.size.width = narrow ? 1080 : 1280
        app.runUntilIdle()
    }
}

private enum FormRows {
    static let count = 300
    static let rowHeight: CGFloat = 24
    static let font = UIFont.systemFont(ofSize: 12)
    static let labelColumn: CGFloat = 130

    static func title(_ index: Int) -> String {
        ["Name", "Email address", "City", "Postal code", "Phone"][index % 5] + " \(index)"
    }

    @MainActor
    static func label(_ index: Int) -> UILabel {
        let label = UILabel()
        label.font = font
        label.text = title(index)
        label.textAlignment = .right
        return label
    }

    @MainActor
    static func field() -> UIView {
        let field = UIView()
        field.backgroundColor = .systemGray6
        return field
    }
}

/// The form placed by code: labels measured and right-aligned in their column, fields filling the rest.
private final class FramedForm: UIView {
    private var labels: [UILabel] = []
    private var fields: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        for index in 0..<FormRows.count {
            let label = FormRows.label(index)
            let field = FormRows.field()
            labels.append(label)
            fields.append(field)
            addSubview(label)
            addSubview(field)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        let sizes = labels.map { $0.sizeThatFits(.zero) }
        let column = FormRows.labelColumn
        for (index, (label, field)) in zip(labels, fields).enumerated() {
            let y = 8 + CGFloat(index / 3) * (FormRows.rowHeight + 4)
            let x = 8 + CGFloat(index % 3) * (bounds.width - 16) / 3
            let cell = (bounds.width - 16) / 3
            label.frame = CGRect(
                x: x + column - sizes[index].width, y: y, width: sizes[index].width, height: sizes[index].height)
            field.frame = CGRect(x: x + column + 8, y: y, width: cell - column - 16, height: FormRows.rowHeight)
        }
    }
}

/// The same form in constraints.
private enum ConstrainedForm {
    @MainActor
    static func make(in bounds: CGRect) -> UIView {
        let form = UIView(frame: bounds)
        form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let columns = (0..<3).map { _ in UILayoutGuide() }
        var constraints: [NSLayoutConstraint] = []
        for (index, column) in columns.enumerated() {
            form.addLayoutGuide(column)
            constraints += [
                column.widthAnchor.constraint(equalTo: form.widthAnchor, multiplier: 1.0 / 3, constant: -16.0 / 3),
                column.leadingAnchor.constraint(
                    equalTo: index == 0 ? form.leadingAnchor : columns[index - 1].trailingAnchor,
                    constant: index == 0 ? 8 : 0),
            ]
        }
        for index in 0..<FormRows.count {
            let label = FormRows.label(index)
            let field = FormRows.field()
            for view in [label, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                form.addSubview(view)
            }
            let column = columns[index % 3]
            let y = 8 + CGFloat(index / 3) * (FormRows.rowHeight + 4)
            constraints += [
                label.leadingAnchor.constraint(greaterThanOrEqualTo: column.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: column.leadingAnchor, constant: FormRows.labelColumn),
                label.topAnchor.constraint(equalTo: form.topAnchor, constant: y),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: column.trailingAnchor, constant: -8),
                field.topAnchor.constraint(equalTo: label.topAnchor),
                field.heightAnchor.constraint(equalToConstant: FormRows.rowHeight),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        return form
    }
}

@MainActor @inline(never) func alStep(_ only: String, _ shown: inout UIView?, _ window: UIWindow, _ app: HeadlessApp) {
    shown?.removeFromSuperview()
    shown = only == "framed" ? FramedForm(frame: window.bounds) : ConstrainedForm.make(in: window.bounds)
    window.addSubview(shown!)
    app.runUntilIdle()
}
