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

    // MARK: Timing

    /// How long the badge takes to fade.
    @objc dynamic open var fadeDuration: TimeInterval = 0.2
    @objc @IBInspectable private var firstColor: UIColor?

    @objc(refreshBadge)
    func refresh() {
        label?.text = "\(count)"
    }

    @objc public enum Shape: Int {
        case round, square
    }

    @nonobjc func plainSwift() {}

    /// Interface Builder's action for the badge's button.
    @IBAction func tapped(_ sender: Any) {
        count += 1
    }
}

/// A layer with a property Core Animation animates by key.
final class AttributesProgressLayer: CALayer {
    @NSManaged var progress: CGFloat
    @objc @NSManaged public var tint: UIColor?
    @NSManaged var isSpinning: Bool
}
