import Foundation

// UIKit's C-style helpers for insets, kept for ported code.

public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIEdgeInsets, _ insets2: UIEdgeInsets) -> Bool {
    insets1 == insets2
}

public func NSDirectionalEdgeInsetsMake(_ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat, _ trailing: CGFloat)
    -> NSDirectionalEdgeInsets
{
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// `{top, left, bottom, right}`, as UIKit writes insets.
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))}"
}

/// Insets from `{top, left, bottom, right}`; zero for a string of another form.
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    let values = string.trimmingCharacters(in: CharacterSet(charactersIn: "{} "))
        .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard values.count == 4 else { return .zero }
    return UIEdgeInsets(
        top: CGFloat(values[0]), left: CGFloat(values[1]), bottom: CGFloat(values[2]), right: CGFloat(values[3]))
}

public func NSStringFromDirectionalEdgeInsets(_ insets: NSDirectionalEdgeInsets) -> String {
    "{\(number(insets.top)), \(number(insets.leading)), \(number(insets.bottom)), \(number(insets.trailing))}"
}

private func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
}
