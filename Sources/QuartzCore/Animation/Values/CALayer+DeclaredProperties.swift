import CoreGraphics
import Foundation

extension CALayer {
    /// CALayer's own properties by key-value coding name: the Objective-C names iOS uses
    /// (`hidden`, `doubleSided`, `opaque`) and, where they differ, the Swift ones (`isHidden`).
    /// Animatable as iOS marks them; `mask` and `sublayers` (animatable there, by transitions) are
    /// not, since a presentation copy must not adopt another layer's mask or sublayers.
    static let layerProperties: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [
            "bounds": .structure(\CALayer.bounds) { .rect($0) },
            "position": .structure(\CALayer.position) { .point($0) },
            "zPosition": .number(\CALayer.zPosition),
            "anchorPoint": .structure(\CALayer.anchorPoint) { .point($0) },
            "anchorPointZ": .number(\CALayer.anchorPointZ),
            "transform": .structure(\CALayer.transform) { .transform($0) },
            "sublayerTransform": .structure(\CALayer.sublayerTransform) { .transform($0) },
            "frame": .structure(\CALayer.frame, animatable: false) { .rect($0) },
            "opacity": .number(\CALayer.opacity),
            "masksToBounds": .flag(\CALayer.masksToBounds, animatable: true),
            "backgroundColor": .color(\CALayer.backgroundColor),
            "cornerRadius": .number(\CALayer.cornerRadius),
            "maskedCorners": .value(\CALayer.maskedCorners) {
                ($0 as? CACornerMask) ?? AnimationValue.number($0).flatMap(UInt.init(exactly:)).map(CACornerMask.init)
            },
            "cornerCurve": .name(\CALayer.cornerCurve),
            "borderWidth": .number(\CALayer.borderWidth),
            "borderColor": .color(\CALayer.borderColor),
            "contents": .value(\CALayer.contents, animatable: true),
            "contentsGravity": .name(\CALayer.contentsGravity),
            "contentsRect": .structure(\CALayer.contentsRect) { .rect($0) },
            "contentsCenter": .structure(\CALayer.contentsCenter) { .rect($0) },
            "contentsScale": .number(\CALayer.contentsScale, animatable: false),
            "shadowColor": .color(\CALayer.shadowColor),
            "shadowOpacity": .number(\CALayer.shadowOpacity),
            "shadowOffset": .structure(\CALayer.shadowOffset) { .size($0) },
            "shadowRadius": .number(\CALayer.shadowRadius),
            "shadowPath": .path(\CALayer.shadowPath),
            "mask": .value(\CALayer.mask),
            "allowsGroupOpacity": .flag(\CALayer.allowsGroupOpacity),
            "shouldRasterize": .flag(\CALayer.shouldRasterize),
            "rasterizationScale": .number(\CALayer.rasterizationScale, animatable: false),
            "needsDisplayOnBoundsChange": .flag(\CALayer.needsDisplayOnBoundsChange),
            "name": .value(\CALayer.name),
            "delegate": .value(\CALayer.delegate) { $0 as? CALayerDelegate },
            "superlayer": .readOnly(\CALayer.superlayer),
            "sublayers": .sublayers,
            "beginTime": .number(\CALayer.beginTime, animatable: false),
            "duration": .number(\CALayer.duration, animatable: false),
            "speed": .number(\CALayer.speed, animatable: false),
            "timeOffset": .number(\CALayer.timeOffset, animatable: false),
            "repeatCount": .number(\CALayer.repeatCount, animatable: false),
            "repeatDuration": .number(\CALayer.repeatDuration, animatable: false),
            "autoreverses": .flag(\CALayer.autoreverses),
            "fillMode": .value(\CALayer.fillMode),
            "actions": .value(\CALayer.actions),
            "style": .value(\CALayer.style),
        ]
        let renamedFlags: [(String, String, ReferenceWritableKeyPath<CALayer, Bool>, Bool)] = [
            ("hidden", "isHidden", \CALayer.isHidden, true),
            ("doubleSided", "isDoubleSided", \CALayer.isDoubleSided, true),
            ("opaque", "isOpaque", \CALayer.isOpaque, false),
        ]
        for (objectiveCName, swiftName, keyPath, animatable) in renamedFlags {
            table[objectiveCName] = .flag(keyPath, animatable: animatable)
            table[swiftName] = table[objectiveCName]
        }
        return table
    }()
}

extension LayerProperty {
    /// `sublayers`, set by removing the current sublayers and adding the given ones in order.
    fileprivate static var sublayers: LayerProperty {
        LayerProperty(
            isAnimatable: false, defaultValue: nil, kind: .discrete(.init(nil)),
            read: { $0.sublayers },
            write: { layer, any in
                guard let any = AnimationValue.unwrapped(any) else {
                    layer.sublayers = nil
                    return true
                }
                guard let list = any as? [CALayer] else { return false }
                layer.sublayers = list
                return true
            },
            readAnimation: { .discrete(.init($0.sublayers)) },
            writeAnimation: { _, _ in })
    }

    /// A property key-value coding can read but not set.
    fileprivate static func readOnly<V>(_ keyPath: KeyPath<CALayer, V>) -> LayerProperty {
        LayerProperty(
            isAnimatable: false, defaultValue: nil, kind: .discrete(.init(nil)),
            read: { AnimationValue.unwrapped($0[keyPath: keyPath]) },
            write: { _, _ in false },
            readAnimation: { .discrete(.init($0[keyPath: keyPath])) },
            writeAnimation: { _, _ in })
    }
}
