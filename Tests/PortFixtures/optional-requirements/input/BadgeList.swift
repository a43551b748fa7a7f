import UIKit

open class BadgeList: UIView {
    public weak var delegate: BadgeListDelegate?
    weak var appearance: BadgeAppearance?

    func tap(_ title: String) {
        delegate?.badgeTapped?(title, sender: self)
        delegate?.badgeRemoved?(title, sender: self)
        backgroundColor = delegate?.badgeColor?(for: title) ?? appearance?.highlightColor ?? .gray
        _ = delegate?.badgeCount()
    }
}

final class QuietBadgeListDelegate: NSObject, BadgeListDelegate {
    func badgeCount() -> Int { 0 }
}
