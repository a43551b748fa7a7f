import ObjectiveC
import UIKit
import UIKit.UIColor
import UIKit.UIGestureRecognizerSubclass

private var badgeKey: UInt8 = 0

/// What Apple's overlays add to Foundation: boxed geometry in animations, `HUGE`, associated objects.
func checkFoundationExtensions() {
    let dot = CALayer()
    let path = CAKeyframeAnimation(keyPath: "position")
    path.values = [CGPoint.zero, CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)].map { NSValue(cgPoint: $0) }
    path.keyTimes = [0, 0.5, 1]
    path.duration = 2
    path.repeatCount = HUGE
    dot.add(path, forKey: "walk")
    check("boxed keyframes", (dot.animation(forKey: "walk") as? CAKeyframeAnimation)?.values?.count == 3)

    dot.setValue(NSValue(cgPoint: CGPoint(x: 3, y: 4)), forKeyPath: "position")
    dot.setValue(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)), forKey: "transform")
    check("boxed values set", dot.position == CGPoint(x: 3, y: 4) && dot.transform.m11 == 2)
    check("geometry strings", NSStringFromCGRect(CGRect(x: 0, y: 0, width: 3, height: 4)) == "{{0, 0}, {3, 4}}")

    objc_setAssociatedObject(dot, &badgeKey, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    check("associated objects", objc_getAssociatedObject(dot, &badgeKey) as? String == "new")
    check("index paths", IndexPath(row: 2, section: 1).row == 2)

    let accent = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
    var red: CGFloat = 0, green: CGFloat = 0
    accent.getRed(&red, green: &green, blue: nil, alpha: nil)
    check("colour literals", red == 1 && green == 0.5)
}
