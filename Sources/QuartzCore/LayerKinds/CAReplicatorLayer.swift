/// A layer whose sublayers are painted `instanceCount` times, each copy transformed and tinted a
/// step further than the one before.
///
/// The layer draws no content of its own; the compositor paints its sublayers once per entry of
/// `replicaInstances`, in order. Every property change asks for a recomposite.
open class CAReplicatorLayer: CALayer, SublayerReplicating {
    /// How many copies of the sublayers are painted, the original included; 1 by default, and 0 or
    /// less paints none.
    open var instanceCount = 1 { didSet { if instanceCount != oldValue { changed() } } }
    /// Applied once more to each copy than to the one before, about the layer's anchor point (as
    /// `sublayerTransform` is); the identity by default.
    open var instanceTransform = CATransform3DIdentity { didSet { if instanceTransform != oldValue { changed() } } }
    /// The delay between the animations of successive copies, in seconds; 0 by default. Stored for
    /// animations; nothing uses it yet.
    open var instanceDelay: CFTimeInterval = 0
    /// Multiplies the colours of the first copy; opaque white (no change) by default, and nil means
    /// the same.
    open var instanceColor: CGColor? = .white { didSet { if instanceColor != oldValue { changed() } } }
    /// Added to the red multiplier once more for each copy after the first; 0 by default.
    open var instanceRedOffset: Float = 0 { didSet { if instanceRedOffset != oldValue { changed() } } }
    open var instanceGreenOffset: Float = 0 { didSet { if instanceGreenOffset != oldValue { changed() } } }
    open var instanceBlueOffset: Float = 0 { didSet { if instanceBlueOffset != oldValue { changed() } } }
    open var instanceAlphaOffset: Float = 0 { didSet { if instanceAlphaOffset != oldValue { changed() } } }
    /// Whether the copies are flattened into the layer's plane (false, the default) or keep their
    /// depth like a transform layer. Stored; copies are always flattened.
    open var preservesDepth = false

    /// Copies another layer's model values, replication included when it is a replicator layer.
    override func takeModelValues(of layer: CALayer) {
        super.takeModelValues(of: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// One entry per copy: copy `i` has `instanceTransform` applied `i` times and the colour
    /// multiplier `instanceColor` plus `i` times the offsets, each component clamped to 0...1.
    package var replicaInstances: [ReplicaInstance] {
        guard instanceCount > 0 else { return [] }
        let (red, green, blue, alpha) = (instanceColor ?? .white).rgba
        let offsets = (
            CGFloat(instanceRedOffset), CGFloat(instanceGreenOffset), CGFloat(instanceBlueOffset),
            CGFloat(instanceAlphaOffset)
        )
        func clamp(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }
        var instances: [ReplicaInstance] = []
        instances.reserveCapacity(instanceCount)
        var transform = CATransform3DIdentity
        for index in 0..<instanceCount {
            let step = CGFloat(index)
            let multiplier = (
                clamp(red + step * offsets.0), clamp(green + step * offsets.1), clamp(blue + step * offsets.2),
                clamp(alpha + step * offsets.3)
            )
            instances.append(ReplicaInstance(transform: transform, colorMultiplier: multiplier))
            transform = CATransform3DConcat(transform, instanceTransform)
        }
        return instances
    }
}
