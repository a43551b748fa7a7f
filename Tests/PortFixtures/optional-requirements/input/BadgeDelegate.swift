import UIKit

@objc public protocol BadgeListDelegate {
    @objc optional func badgeTapped(_ title: String, sender: BadgeList)
    @objc optional func badgeRemoved(_ title: String, sender: BadgeList) -> Void
    @objc optional func badgeColor(for title: String) -> UIColor?
    func badgeCount() -> Int
}

@objc protocol BadgeAppearance: NSObjectProtocol {
    @objc optional var highlightColor: UIColor? { get }
}
