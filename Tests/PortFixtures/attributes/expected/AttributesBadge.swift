import UIKit

/// A badge whose properties Interface Builder and key-value observing could see.
open class AttributesBadge: UIView {
    weak var label: UILabel!

    /// The badge's colour.
    @IBInspectable open var badgeColor: UIColor = .red {
        didSet { setNeedsDisplay() }
    }

    @IBInspectable
    var count: Int = 0

    func refresh() {
        label?.text = "\(count)"
    }

    public enum Shape: Int {
        case round, square
    }

    func plainSwift() {}
}
