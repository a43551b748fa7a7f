import UIKit
import UIKitTesting

/// One frame of a 300×300 layer in the middle of each kind of transition, committed and
/// presented as the frame clock would (headless), against a frame in which the same layer only
/// changes colour (the same damage, painted plainly).
@MainActor
func runTransitionBenchmarks() {
    print("Transitions (headless 800×600 window, a 300×300 layer with an image and two sublayers)")
    let (app, window, layer) = transitionScene()
    var flip = false
    let plain = measure {
        flip.toggle()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = flip ? UIColor.red.cgColor : UIColor.blue.cgColor
        app.runUntilIdle()
    }
    report("reference: the layer changes colour", seconds: plain, reference: plain)
    let kinds: [(String, CATransitionType, CATransitionSubtype?)] = [
        ("fade", .fade, nil), ("push from the right", .push, .fromRight),
        ("flip (oglFlip)", CATransitionType(rawValue: "oglFlip"), .fromLeft),
        ("page curl", CATransitionType(rawValue: "pageCurl"), nil),
    ]
    for (name, type, subtype) in kinds {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        // Long enough that the measurement stays in the middle: a quarter of the way through.
        transition.duration = 4000
        transition.timeOffset = 1000
        layer.add(transition, forKey: kCATransition)
        CATransaction.setDisableActions(true)
        layer.sublayers?.last?.isHidden.toggle()
        app.runUntilIdle()
        let frame = measure { app.advanceFrames(1) }
        report("one frame of a \(name)", seconds: frame, reference: plain)
        print("    offscreen passes per frame: \(app.offscreenPassesInLastFrame(in: window))")
        layer.removeAnimation(forKey: kCATransition)
        app.runUntilIdle()
    }
    withExtendedLifetime(window) {}
    print("")
}

@MainActor
private func transitionScene() -> (HeadlessApp, UIWindow, CALayer) {
    let app = HeadlessApp(delegate: BenchDelegate())
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let layer = CALayer()
    layer.frame = CGRect(x: 250, y: 150, width: 300, height: 300)
    layer.backgroundColor = UIColor.blue.cgColor
    let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 300)).image { context in
        for index in 0..<30 {
            UIColor(hue: CGFloat(index) / 30, saturation: 0.7, brightness: 0.9, alpha: 1).setFill()
            context.fill(CGRect(x: index * 10, y: 0, width: 10, height: 300))
        }
    }
    layer.contents = image.cgImage
    for (index, colour) in [UIColor.green, UIColor.orange].enumerated() {
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 40 + index * 120, y: 100, width: 100, height: 100)
        sublayer.backgroundColor = colour.cgColor
        sublayer.cornerRadius = 12
        layer.addSublayer(sublayer)
    }
    window.layer.addSublayer(layer)
    app.runUntilIdle()
    return (app, window, layer)
}
