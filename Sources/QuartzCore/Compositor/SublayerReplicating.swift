/// One copy of a layer's sublayers, as a replicator paints them.
package struct ReplicaInstance: Sendable, Equatable {
    /// Applied to the copy, in the replicating layer's bounds space (about its anchor point, as
    /// `sublayerTransform` is).
    package var transform: CATransform3D
    /// Multiplies the copy's colours, each component 0...1 (red, green, blue, alpha).
    package var colorMultiplier: (CGFloat, CGFloat, CGFloat, CGFloat)

    package init(transform: CATransform3D, colorMultiplier: (CGFloat, CGFloat, CGFloat, CGFloat)) {
        self.transform = transform
        self.colorMultiplier = colorMultiplier
    }

    package static func == (lhs: ReplicaInstance, rhs: ReplicaInstance) -> Bool {
        lhs.transform == rhs.transform && lhs.colorMultiplier == rhs.colorMultiplier
    }
}

/// A layer whose sublayers the compositor paints once per instance, in order (`CAReplicatorLayer`).
@MainActor
package protocol SublayerReplicating: AnyObject {
    /// The copies to paint, the first usually the identity with a multiplier of all ones.
    var replicaInstances: [ReplicaInstance] { get }
}
