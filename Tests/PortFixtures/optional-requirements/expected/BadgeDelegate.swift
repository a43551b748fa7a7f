import UIKit

public protocol BadgeListDelegate: AnyObject {
    func badgeTapped(_ title: String, sender: BadgeList)
    func badgeRemoved(_ title: String, sender: BadgeList) -> Void
    func badgeColor(for title: String) -> UIColor?
    func badgeCount() -> Int
}

extension BadgeListDelegate {
    public func badgeTapped(_ title: String, sender: BadgeList) {}
    public func badgeRemoved(_ title: String, sender: BadgeList) -> Void {}
    public func badgeColor(for title: String) -> UIColor? { nil }
}

protocol BadgeAppearance: NSObjectProtocol {
    var highlightColor: UIColor? { get }
}

extension BadgeAppearance {
    var highlightColor: UIColor? { nil }
}
