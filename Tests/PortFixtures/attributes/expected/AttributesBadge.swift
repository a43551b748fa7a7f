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

    // MARK: Timing

    /// How long the badge takes to fade.
    open var fadeDuration: TimeInterval = 0.2
    @IBInspectable private var firstColor: UIColor?

    func refresh() {
        label?.text = "\(count)"
    }

    public enum Shape: Int {
        case round, square
    }

    func plainSwift() {}

    /// Interface Builder's action for the badge's button.
    func tapped(_ sender: Any) {
        count += 1
    }
}

/// A layer with a property Core Animation animates by key.
final class AttributesProgressLayer: CALayer {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    public var tint: UIColor? {
        get { value(forKey: "tint") as? UIColor }
        set { setValue(newValue, forKey: "tint") }
    }
    var isSpinning: Bool {
        get { value(forKey: "isSpinning") as? Bool ?? false }
        set { setValue(newValue, forKey: "isSpinning") }
    }
}
