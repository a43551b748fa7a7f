import UIKit

/// The common pattern of a nonisolated "animation" object that builds layers into a host layer.
final class PulseAnimation {
    func setUp(in layer: CALayer, size: CGSize, color: UIColor) {
        let circle = CAShapeLayer()
        circle.frame = CGRect(origin: .zero, size: size)
        circle.path = UIBezierPath(ovalIn: circle.bounds).cgPath
        circle.fillColor = color.cgColor

        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0
        scale.toValue = 1

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.5, 0]
        fade.keyTimes = [0, 0.5, 1]

        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 1
        group.repeatCount = .infinity
        group.isRemovedOnCompletion = false
        circle.add(group, forKey: "pulse")
        layer.addSublayer(circle)
    }
}

/// A nonisolated function that touches views, as Swift 5 code does everywhere.
func layOut(_ view: UIView, in frame: CGRect) -> CGRect {
    view.frame = frame
    view.layoutIfNeeded()
    return view.bounds
}

func checkAnimationHelpers() {
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    PulseAnimation().setUp(in: host.layer, size: CGSize(width: 20, height: 20), color: .green)
    let circle = host.layer.sublayers?.first
    check("animation helper", circle?.animation(forKey: "pulse") is CAAnimationGroup)
    check("nonisolated view code", layOut(host, in: CGRect(x: 5, y: 5, width: 30, height: 30)).size.width == 30)
}
