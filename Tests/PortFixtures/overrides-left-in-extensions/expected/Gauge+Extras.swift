import UIKit

private let inset: CGFloat = 2

extension Gauge {
    fileprivate var clampedBounds: CGRect { bounds.insetBy(dx: inset, dy: inset) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay(clampedBounds)
    }
}

#if os(iOS) || os(Linux)
extension Gauge {
    override func didMoveToWindow() {
        super.didMoveToWindow()
    }
}
#endif

extension GaugeNeedle {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

extension GaugeScale where Unit == Int {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

extension UILabel {
    override open var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
}
