import Foundation

extension CGPoint: GeometryComponents {
    package static let componentCount = 2
    package var components: [CGFloat] { [x, y] }
    package init(components n: [CGFloat]) { self.init(x: n[0], y: n[1]) }
}

extension CGSize: GeometryComponents {
    package static let componentCount = 2
    package var components: [CGFloat] { [width, height] }
    package init(components n: [CGFloat]) { self.init(width: n[0], height: n[1]) }
}

extension CGRect: GeometryComponents {
    package static let componentCount = 4
    package var components: [CGFloat] { [origin.x, origin.y, size.width, size.height] }
    package init(components n: [CGFloat]) { self.init(x: n[0], y: n[1], width: n[2], height: n[3]) }
    package var geometryText: String { "{\(origin.geometryText), \(size.geometryText)}" }
}

extension CGVector: GeometryComponents {
    package static let componentCount = 2
    package var components: [CGFloat] { [dx, dy] }
    package init(components n: [CGFloat]) { self.init(dx: n[0], dy: n[1]) }
}

extension CGAffineTransform: GeometryComponents {
    package static let componentCount = 6
    package var components: [CGFloat] { [a, b, c, d, tx, ty] }
    package init(components n: [CGFloat]) { self.init(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]) }
    package var geometryText: String { GeometryText.bracketed(components) }
}

/// `point` as `"{x, y}"`, as UIKit writes it (Swift on iOS spells it `NSCoder.string(for:)`).
public func NSStringFromCGPoint(_ point: CGPoint) -> String { point.geometryText }

/// The point in a string of the form `"{x, y}"`; zero where a number is missing.
public func CGPointFromString(_ string: String) -> CGPoint { CGPoint(geometryText: string) }

/// `size` as `"{width, height}"`.
public func NSStringFromCGSize(_ size: CGSize) -> String { size.geometryText }

/// The size in a string of the form `"{width, height}"`; zero where a number is missing.
public func CGSizeFromString(_ string: String) -> CGSize { CGSize(geometryText: string) }

/// `rect` as `"{{x, y}, {width, height}}"`.
public func NSStringFromCGRect(_ rect: CGRect) -> String { rect.geometryText }

/// The rectangle in a string of the form `"{{x, y}, {width, height}}"`; zero where a number is missing.
public func CGRectFromString(_ string: String) -> CGRect { CGRect(geometryText: string) }

/// `vector` as `"{dx, dy}"`.
public func NSStringFromCGVector(_ vector: CGVector) -> String { vector.geometryText }

/// The vector in a string of the form `"{dx, dy}"`; zero where a number is missing.
public func CGVectorFromString(_ string: String) -> CGVector { CGVector(geometryText: string) }

/// `transform` as `"[a, b, c, d, tx, ty]"`.
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { transform.geometryText }

/// The transform in a string of the form `"[a, b, c, d, tx, ty]"`; zero where a number is missing.
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    CGAffineTransform(geometryText: string)
}
