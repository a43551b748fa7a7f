import CoreGraphics
import Foundation

/// Where on an emitter layer's shape a particle is born, per `emitterShape` and `emitterMode`, in
/// the layer's plane: cuboids emit as rectangles and spheres as circles, depth is not used.
///
/// `.points` emits from the shape's defining points (a line's ends, a rectangle's corners, a
/// circle's centre), `.outline` from its edge, `.surface` and `.volume` from anywhere in it. Every
/// birth draws two random numbers, whatever the shape, so changing the shape does not change the
/// rest of the particles' values.
enum EmitterShapeSampler {
    @MainActor static func point(of layer: CAEmitterLayer, random: inout EmitterRandom) -> (Double, Double) {
        let u = random.unit()
        let v = random.unit()
        let cx = Double(layer.emitterPosition.x)
        let cy = Double(layer.emitterPosition.y)
        let w = Double(layer.emitterSize.width)
        let h = Double(layer.emitterSize.height)
        let mode = layer.emitterMode
        switch layer.emitterShape {
        case .line:
            if mode == .points { return (cx + (u < 0.5 ? -w / 2 : w / 2), cy) }
            return (cx + w * (u - 0.5), cy)
        case .rectangle, .cuboid:
            switch mode {
            case .points: return (cx + (u < 0.5 ? -w / 2 : w / 2), cy + (v < 0.5 ? -h / 2 : h / 2))
            case .outline: return onPerimeter(cx: cx, cy: cy, w: w, h: h, at: u)
            default: return (cx + w * (u - 0.5), cy + h * (v - 0.5))
            }
        case .circle, .sphere:
            let angle = 2 * Double.pi * v
            let radius: Double =
                switch mode {
                case .points: 0
                case .outline: w
                default: w * u.squareRoot()
                }
            return (cx + radius * cos(angle), cy + radius * sin(angle))
        default:
            return (cx, cy)
        }
    }

    /// The point a fraction `t` of the way round the rectangle's edge, clockwise from its top-left corner.
    private static func onPerimeter(cx: Double, cy: Double, w: Double, h: Double, at t: Double) -> (Double, Double) {
        let (left, top, right, bottom) = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
        let perimeter = 2 * (w + h)
        guard perimeter > 0 else { return (cx, cy) }
        var d = t * perimeter
        if d < w { return (left + d, top) }
        d -= w
        if d < h { return (right, top + d) }
        d -= h
        if d < w { return (right - d, bottom) }
        return (left, bottom - (d - w))
    }
}
