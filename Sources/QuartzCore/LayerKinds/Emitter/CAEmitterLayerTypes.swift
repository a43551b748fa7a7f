/// The shape particles are born on, centred on `emitterPosition` and sized by `emitterSize`.
///
/// The layer is drawn flat: `.cuboid` emits as `.rectangle` and `.sphere` as `.circle` in the
/// layer's plane, and `emitterZPosition` and `emitterDepth` are not used.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The single point `emitterPosition` (the default).
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal segment `emitterSize.width` long, centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth`; drawn flat, it emits as `.rectangle`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width` centred on the position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`; drawn flat, it emits as `.circle`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the emitter shape particles are born on.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Points of the shape; here anywhere on it, as `.surface`.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's outline: a rectangle's edges, a circle's circumference.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Anywhere inside the shape.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape (the default); drawn flat, the same as `.surface`.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order and blending particles are drawn with.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// In no promised order (the default); here oldest first.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, so the newest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particles first, so the oldest are on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Farthest first by depth; drawn flat, every particle is at the same depth, so oldest first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles add their colour to what is beneath them (`CGBlendMode.plusLighter`).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
