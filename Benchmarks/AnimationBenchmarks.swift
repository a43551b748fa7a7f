import UIKit
import UIKitTesting

/// 300 small layers, each with a repeating position animation and every third with an opacity
/// one, in an 800×600 window: what a frame costs (apply the animated values, composite, present,
/// put the model values back) against moving the same layers by hand, by fractions of a pixel as
/// animations do, with actions disabled: the least a frame showing the same motion can cost.
/// Goal: no dropped frames, with room to spare — at most half a 60 Hz frame of CPU.
@MainActor
func runAnimationBenchmarks(app: HeadlessApp) {
    print("Animation (headless 800×600 window; reference: the same 300 layers moved by hand each frame)")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let layers = (0..<300).map { index -> CALayer in
        let layer = CALayer()
        layer.frame = CGRect(x: CGFloat(index % 20) * 38, y: CGFloat(index / 20) * 38, width: 20, height: 20)
        layer.backgroundColor = CGColor(red: CGFloat(index % 7) / 7, green: 0.5, blue: CGFloat(index % 3) / 3, alpha: 1)
        window.layer.addSublayer(layer)
        return layer
    }
    app.runUntilIdle()

    var step: CGFloat = 0
    let byHand = measure {
        step = step == 0 ? 1 : 0
        CATransaction.setDisableActions(true)
        for layer in layers { layer.position.x += step == 0 ? -0.37 : 0.37 }
        app.advanceFrames(1)
    }

    for (index, layer) in layers.enumerated() {
        let move = CABasicAnimation(keyPath: "position.x")
        move.byValue = 16
        move.duration = 1
        move.autoreverses = true
        move.repeatCount = .infinity
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(move, forKey: "move")
        if index.isMultiple(of: 3) {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.3
            fade.duration = 0.7
            fade.autoreverses = true
            fade.repeatCount = .infinity
            layer.add(fade, forKey: "fade")
        }
    }
    app.runUntilIdle()
    let framesBefore = app.framesPresented(by: window)
    let animated = measure { app.advanceFrames(1) }
    let presented = app.framesPresented(by: window) - framesBefore
    report("frame with 300 animating layers (400 animations)", seconds: animated, reference: byHand)
    print(
        "    CPU per frame \(String(format: "%.2f", animated * 1000)) ms; a frame presented per tick: \(presented > 0 ? "yes" : "no")"
    )
    goal("≤ 8.3 ms per frame (half a 60 Hz frame)", animated <= 1.0 / 120)
    for layer in layers { layer.removeAllAnimations() }
    window.isHidden = true
    print("")
}
