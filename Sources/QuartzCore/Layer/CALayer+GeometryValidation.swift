import Foundation

/// Geometry that is not a number stops at the setter, as Core Animation's `CALayerInvalidGeometry`
/// exception does on iOS, so the trace shows the line that set it and nothing non-finite reaches
/// layout, display or the compositor. Infinite values stop the same way: no layer can be drawn there.
extension CALayer {
    /// Stops with "CALayer position contains NaN: [nan 20]" when `point` is not finite.
    static func requireFinite(_ point: CGPoint, _ name: String) {
        guard !(point.x.isFinite && point.y.isFinite) else { return }
        invalidGeometry(name, [point.x, point.y], "[\(number(point.x)) \(number(point.y))]")
    }

    /// Stops with "CALayer bounds contains NaN: [0 0; nan 20]" when `rect` is not finite.
    static func requireFinite(_ rect: CGRect, _ name: String) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard !values.allSatisfy(\.isFinite) else { return }
        invalidGeometry(
            name, values, "[\(number(values[0])) \(number(values[1])); \(number(values[2])) \(number(values[3]))]")
    }

    private static func invalidGeometry(_ name: String, _ values: [CGFloat], _ shown: String) -> Never {
        let kind = values.contains(where: \.isNaN) ? "NaN" : "an infinite value"
        fatalError("CALayerInvalidGeometry: CALayer \(name) contains \(kind): \(shown)")
    }

    /// A number as Core Animation prints it: `%g`, with `nan` and `inf`.
    private static func number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
