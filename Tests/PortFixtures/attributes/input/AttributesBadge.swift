import UIKit

/// A badge whose properties Interface Builder and key-value observing could see.
@objcMembers
open class AttributesBadge: UIView {
    @IBOutlet weak var label: UILabel!

    /// The badge's colour.
    @IBInspectable @objc dynamic open var badgeColor: UIColor = .red {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable
    @objc dynamic var count: Int = 0

    @objc(refreshBadge)
    func refresh() {
        label?.text = "\(count)"
    }

    @objc public enum Shape: Int {
        case round, square
    }

    @nonobjc func plainSwift() {}
}
