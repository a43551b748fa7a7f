import Foundation

/// Constraint descriptions in UIKit's form, for logs:
/// `<NSLayoutConstraint:0x… 'name' UILabel:0x…'Title'.leading == UIView:0x….leadingMargin + 8   (active)>`.
extension NSLayoutConstraint {
    var layoutDescription: String {
        let className = (self as? SystemConstraint)?.className ?? String(describing: type(of: self))
        var text = "<\(className):\(layoutAddress(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstAnchor.name) \(relation.symbol) "
        if let secondAnchor {
            var right = secondAnchor.name
            if multiplier != 1 { right = "\(formatted(multiplier))*\(right)" }
            if constant > 0 { right += " + \(formatted(constant))" }
            if constant < 0 { right += " - \(formatted(-constant))" }
            text += right
        } else {
            text += formatted(constant)
        }
        if let (hugging, resistance) = contentSizePriorities {
            text += " Hug:\(hugging) CompressionResistance:\(resistance)"
        } else if priority != .required {
            text += " @\(priority)"
        }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    private func formatted(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
