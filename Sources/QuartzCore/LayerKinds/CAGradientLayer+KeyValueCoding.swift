import CoreGraphics
import Foundation

extension CAGradientLayer {
    /// The gradient layer's properties by key-value coding name; colours, locations and the end
    /// points are animatable, as on iOS. Colours and locations animate element by element when
    /// both arrays have as many elements, else switch halfway.
    static let gradientProperties: [String: LayerProperty] = [
        "colors": LayerProperty(
            isAnimatable: true, defaultValue: nil, kind: .array([.color(nil)]),
            read: { ($0 as! CAGradientLayer).colors },
            write: { layer, any in
                guard let any = AnimationValue.unwrapped(any) else {
                    (layer as! CAGradientLayer).colors = nil
                    return true
                }
                guard let colors = any as? [Any] else { return false }
                (layer as! CAGradientLayer).colors = colors
                return true
            },
            readAnimation: { layer in
                .array(
                    ((layer as! CAGradientLayer).colors ?? []).map { AnimationValue(guessing: $0) ?? .color(nil) })
            },
            writeAnimation: { layer, value in
                guard case .array(let items) = value else { return }
                let colors = items.map { item -> Any in
                    guard case .color(let color?) = item else { return item.anyValue ?? NSNull() }
                    return ColorVector(color)?.clamped.color ?? color
                }
                (layer as! CAGradientLayer).colors = colors.isEmpty ? nil : colors
            }),
        "locations": LayerProperty(
            isAnimatable: true, defaultValue: nil, kind: .array([.scalar(0)]),
            read: { ($0 as! CAGradientLayer).locations },
            write: { layer, any in
                guard let any = AnimationValue.unwrapped(any) else {
                    (layer as! CAGradientLayer).locations = nil
                    return true
                }
                guard let locations = LayerProperty.numbers(any) else { return false }
                (layer as! CAGradientLayer).locations = locations
                return true
            },
            readAnimation: { layer in
                .array(((layer as! CAGradientLayer).locations ?? []).map { .scalar($0.doubleValue) })
            },
            writeAnimation: { layer, value in
                guard case .array(let items) = value else { return }
                let locations = items.compactMap { item -> NSNumber? in
                    guard case .scalar(let location) = item else { return nil }
                    return NSNumber(value: location)
                }
                (layer as! CAGradientLayer).locations = locations.isEmpty ? nil : locations
            }),
        "startPoint": .structure(\CAGradientLayer.startPoint) { .point($0) },
        "endPoint": .structure(\CAGradientLayer.endPoint) { .point($0) },
        "type": .name(\CAGradientLayer.type),
    ]
}
