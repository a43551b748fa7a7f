import CoreGraphics
import Foundation

/// The fields Core Animation's key-value coding extensions name inside a structure: `x`, `y` of
/// points; `width`, `height` of sizes; `origin`, `size` and their fields of rectangles; and the
/// taken-apart parts of transforms (`rotation`, `scale`, `translation` and their axes).
extension AnimationValue {
    /// The field `path` names inside this value (`"x"`, `"size.width"`, `"rotation.z"`); nil when
    /// this kind has no such field.
    package func field(_ path: Substring) -> AnimationValue? {
        switch self {
        case .point(let point):
            switch path {
            case "x": return .scalar(Double(point.x))
            case "y": return .scalar(Double(point.y))
            default: return nil
            }
        case .size(let size):
            switch path {
            case "width": return .scalar(Double(size.width))
            case "height": return .scalar(Double(size.height))
            default: return nil
            }
        case .rect(let rect):
            let (head, rest) = Self.split(path)
            let part: AnimationValue
            switch head {
            case "origin": part = .point(rect.origin)
            case "size": part = .size(rect.size)
            default: return nil
            }
            return rest.map { part.field($0) } ?? part
        case .transform(let transform):
            return TransformField(rawValue: String(path))?.read(TransformComponents(transform))
        default:
            return nil
        }
    }

    /// This value with the field `path` names set to `value`; nil when there is no such field or
    /// `value` is not of its kind. A transform is taken apart, changed and put together again, so
    /// its other parts keep their values.
    package func setting(_ path: Substring, to value: AnimationValue) -> AnimationValue? {
        switch (self, value) {
        case (.point(var point), .scalar(let number)):
            switch path {
            case "x": point.x = CGFloat(number)
            case "y": point.y = CGFloat(number)
            default: return nil
            }
            return .point(point)
        case (.size(var size), .scalar(let number)):
            switch path {
            case "width": size.width = CGFloat(number)
            case "height": size.height = CGFloat(number)
            default: return nil
            }
            return .size(size)
        case (.rect(var rect), _):
            let (head, rest) = Self.split(path)
            switch head {
            case "origin":
                guard
                    case .point(let origin)? = rest.map({ AnimationValue.point(rect.origin).setting($0, to: value) })
                        ?? value
                else { return nil }
                rect.origin = origin
            case "size":
                guard
                    case .size(let size)? = rest.map({ AnimationValue.size(rect.size).setting($0, to: value) }) ?? value
                else { return nil }
                rect.size = size
            default:
                return nil
            }
            return .rect(rect)
        case (.transform(let transform), _):
            var components = TransformComponents(transform)
            guard let field = TransformField(rawValue: String(path)), field.write(value, into: &components) else {
                return nil
            }
            return .transform(components.transform)
        default:
            return nil
        }
    }

    /// The first component of a dotted path and the rest, if any.
    static func split<S: StringProtocol>(_ path: S) -> (head: S.SubSequence, rest: S.SubSequence?) {
        guard let dot = path.firstIndex(of: ".") else { return (path[...], nil) }
        return (path[..<dot], path[path.index(after: dot)...])
    }
}

/// A key-path field of a `CATransform3D`, as Core Animation's key-value coding extensions list them.
enum TransformField: String {
    case rotation, rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z"
    case scale, scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z"
    case translation, translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"

    /// `scale` reads as the mean of the three axes' scales (as on iOS, where a (0.5, 0.5, 1) scale
    /// reads 0.667); `rotation` is `rotation.z`; `translation` is a size (x, y).
    func read(_ c: TransformComponents) -> AnimationValue {
        switch self {
        case .rotationX: .scalar(c.eulerAngles.x)
        case .rotationY: .scalar(c.eulerAngles.y)
        case .rotation, .rotationZ: .scalar(c.eulerAngles.z)
        case .scale: .scalar(c.scale.sum() / 3)
        case .scaleX: .scalar(c.scale.x)
        case .scaleY: .scalar(c.scale.y)
        case .scaleZ: .scalar(c.scale.z)
        case .translation: .size(CGSize(width: c.translation.x, height: c.translation.y))
        case .translationX: .scalar(c.translation.x)
        case .translationY: .scalar(c.translation.y)
        case .translationZ: .scalar(c.translation.z)
        }
    }

    /// Sets the field; `scale` sets all three axes. False when `value` is not of the field's kind.
    func write(_ value: AnimationValue, into c: inout TransformComponents) -> Bool {
        if self == .translation {
            guard case .size(let size) = value else { return false }
            (c.translation.x, c.translation.y) = (Double(size.width), Double(size.height))
            return true
        }
        guard case .scalar(let number) = value else { return false }
        switch self {
        case .rotationX: c.eulerAngles.x = number
        case .rotationY: c.eulerAngles.y = number
        case .rotation, .rotationZ: c.eulerAngles.z = number
        case .scale: c.scale = SIMD3(repeating: number)
        case .scaleX: c.scale.x = number
        case .scaleY: c.scale.y = number
        case .scaleZ: c.scale.z = number
        case .translationX: c.translation.x = number
        case .translationY: c.translation.y = number
        case .translationZ: c.translation.z = number
        case .translation: break
        }
        return true
    }
}
