import CoreGraphics
import Foundation

extension CAShapeLayer {
    /// The shape layer's properties by key-value coding name; the path, colours, stroke range,
    /// line width, miter limit and dash phase are animatable, as on iOS.
    static let shapeProperties: [String: LayerProperty] = [
        "path": .path(\CAShapeLayer.path),
        "fillColor": .color(\CAShapeLayer.fillColor),
        "fillRule": .name(\CAShapeLayer.fillRule),
        "strokeColor": .color(\CAShapeLayer.strokeColor),
        "strokeStart": .number(\CAShapeLayer.strokeStart),
        "strokeEnd": .number(\CAShapeLayer.strokeEnd),
        "lineWidth": .number(\CAShapeLayer.lineWidth),
        "miterLimit": .number(\CAShapeLayer.miterLimit),
        "lineCap": .name(\CAShapeLayer.lineCap),
        "lineJoin": .name(\CAShapeLayer.lineJoin),
        "lineDashPhase": .number(\CAShapeLayer.lineDashPhase),
        "lineDashPattern": .value(\CAShapeLayer.lineDashPattern) { LayerProperty.numbers($0).map { .some($0) } },
    ]
}
