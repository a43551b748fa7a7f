import Foundation
import XCTest

@testable import UIKit

/// A container (300×200) holding views `a`, `b` and `c` that take constraints, for visual formats.
@MainActor
struct VisualFormatFixture {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = UIView()
    let b = UIView()
    let c = UIView()

    init() {
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
    }

    var views: [String: Any] { ["a": a, "b": b, "c": c] }

    /// The constraints of `format` over `a`, `b` and `c`, written as `summary(_:)` writes them.
    func summaries(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [String] {
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        return constraints.map { summary($0, names: ["a": a, "b": b, "c": c, "super": container]) }
    }

    /// Activates the constraints of each format and solves the container's layout.
    func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        container.layoutIfNeeded()
    }
}

/// A constraint as a line of text naming its items by the keys of `names`:
/// `b.leading == a.trailing + 8`, `a.width >= 50 @750`.
@MainActor
func summary(_ constraint: NSLayoutConstraint, names: [String: AnyObject]) -> String {
    let name = { (item: AnyObject?) -> String in
        names.first { $0.value === item }?.key ?? "?"
    }
    let number = { (value: CGFloat) -> String in
        value == value.rounded() ? String(Int(value)) : String(describing: value)
    }
    var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
    if constraint.secondItem == nil {
        text += number(constraint.constant)
    } else {
        if constraint.multiplier != 1 { text += "\(number(constraint.multiplier))*" }
        text += "\(name(constraint.secondItem)).\(constraint.secondAttribute.name)"
        if constraint.constant > 0 { text += " + \(number(constraint.constant))" }
        if constraint.constant < 0 { text += " - \(number(-constraint.constant))" }
    }
    if constraint.priority != .required { text += " @\(constraint.priority)" }
    return text
}
