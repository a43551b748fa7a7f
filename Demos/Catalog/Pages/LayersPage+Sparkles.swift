import UIKit

extension LayersPage {
    /// A sparkle fountain in the page's free corner: a `CAEmitterLayer` with one cell of soft
    /// white dots tinted gold to orange, spreading from a small circle, falling a little and fading.
    static func makeSparkles(in frame: CGRect) -> CAEmitterLayer {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            let colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor] as CFArray
            let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1])!
            context.cgContext.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 6, y: 6), startRadius: 0, endCenter: CGPoint(x: 6, y: 6),
                endRadius: 6, options: [])
        }
        let sparkle = CAEmitterCell()
        sparkle.name = "sparkle"
        sparkle.contents = dot.cgImage
        sparkle.contentsScale = dot.scale
        sparkle.birthRate = 60
        sparkle.lifetime = 1.4
        sparkle.lifetimeRange = 0.6
        sparkle.velocity = 45
        sparkle.velocityRange = 30
        sparkle.emissionRange = 2 * .pi
        sparkle.yAcceleration = 25
        sparkle.scale = 1.2
        sparkle.scaleRange = 0.6
        sparkle.scaleSpeed = -0.4
        sparkle.spin = 2
        sparkle.color = UIColor(red: 1, green: 0.75, blue: 0.2, alpha: 1).cgColor
        sparkle.greenRange = 0.4
        sparkle.alphaSpeed = -0.6

        let emitter = CAEmitterLayer()
        emitter.frame = frame
        emitter.emitterPosition = CGPoint(x: frame.width / 2, y: frame.height / 2)
        emitter.emitterShape = .circle
        emitter.emitterSize = CGSize(width: 8, height: 8)
        emitter.seed = 2024
        // Still until clicked (see `burstSparkles`).
        emitter.birthRate = 0
        emitter.emitterCells = [sparkle]
        return emitter
    }
}
