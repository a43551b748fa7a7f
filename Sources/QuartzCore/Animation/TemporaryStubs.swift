// TEMPORARY: replaced by the `values` and `timing` branches at merge.
import Foundation

package enum AnimationValue: Equatable {
    case scalar(Double)
    case point(CGPoint)
    case transform(CATransform3D)
    case array([AnimationValue])

    package init?(_ any: Any?, like: AnimationValue) {
        switch (any, like) {
        case (let v as Double, .scalar): self = .scalar(v)
        case (let v as CGFloat, .scalar): self = .scalar(Double(v))
        case (let v as Float, .scalar): self = .scalar(Double(v))
        case (let v as Int, .scalar): self = .scalar(Double(v))
        case (let v as CGPoint, .point): self = .point(v)
        default: return nil
        }
    }

    package var anyValue: Any? {
        switch self {
        case .scalar(let v): v
        case .point(let p): p
        case .transform(let t): t
        case .array: nil
        }
    }

    package static func interpolate(_ a: AnimationValue, _ b: AnimationValue, fraction f: Double) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): .scalar(x + (y - x) * f)
        case (.point(let p), .point(let q)):
            .point(CGPoint(x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f))
        default: f < 0.5 ? a : b
        }
    }

    package static func adding(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): .scalar(x + y)
        case (.point(let p), .point(let q)): .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        default: b
        }
    }

    package func distance(to other: AnimationValue) -> Double {
        switch (self, other) {
        case (.scalar(let x), .scalar(let y)): abs(y - x)
        case (.point(let p), .point(let q)): Double(hypot(q.x - p.x, q.y - p.y))
        default: 0
        }
    }

    package static func subtracting(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): .scalar(x - y)
        case (.point(let p), .point(let q)): .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        default: a
        }
    }
}

extension CALayer {
    package func animationValue(forKeyPath keyPath: String) -> AnimationValue? {
        switch keyPath {
        case "opacity": .scalar(Double(opacity))
        case "position": .point(position)
        case "position.x": .scalar(Double(position.x))
        case "cornerRadius": .scalar(Double(cornerRadius))
        default: nil
        }
    }

    package func setAnimationValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("opacity", .scalar(let v)): opacity = Float(v)
        case ("position", .point(let p)): position = p
        case ("position.x", .scalar(let v)): position.x = CGFloat(v)
        case ("cornerRadius", .scalar(let v)): cornerRadius = CGFloat(v)
        default: break
        }
    }

    package static func isAnimatable(keyPath: String) -> Bool {
        ["opacity", "position", "position.x", "cornerRadius"].contains(keyPath)
    }
}
