/// Which points a shape layer's path fills: Core Animation's names for `CGPathFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Points the path winds around a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Points the path crosses an odd number of times to reach from outside.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// The Core Graphics rule; an unknown raw value means non-zero, as on iOS.
    var cgFillRule: CGPathFillRule { self == .evenOdd ? .evenOdd : .winding }
}

/// How a shape layer's stroke ends: Core Animation's names for `CGLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Squared off at the end point (the default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle beyond the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squared off half a line width beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// The Core Graphics cap; an unknown raw value means butt.
    var cgLineCap: CGLineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

/// How a shape layer's stroke turns corners: Core Animation's names for `CGLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A sharp corner, bevelled beyond `miterLimit` (the default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// The Core Graphics join; an unknown raw value means miter.
    var cgLineJoin: CGLineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
