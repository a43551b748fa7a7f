import CoreGraphics
import Foundation

extension CAReplicatorLayer {
    /// The replicator layer's properties by key-value coding name; the delay, transform, colour
    /// and colour offsets are animatable, as on iOS (the count is not).
    static let replicatorProperties: [String: LayerProperty] = [
        "instanceCount": .integer(\CAReplicatorLayer.instanceCount),
        "instanceDelay": .number(\CAReplicatorLayer.instanceDelay),
        "instanceTransform": .structure(\CAReplicatorLayer.instanceTransform) { .transform($0) },
        "instanceColor": .color(\CAReplicatorLayer.instanceColor),
        "instanceRedOffset": .number(\CAReplicatorLayer.instanceRedOffset),
        "instanceGreenOffset": .number(\CAReplicatorLayer.instanceGreenOffset),
        "instanceBlueOffset": .number(\CAReplicatorLayer.instanceBlueOffset),
        "instanceAlphaOffset": .number(\CAReplicatorLayer.instanceAlphaOffset),
        "preservesDepth": .flag(\CAReplicatorLayer.preservesDepth),
    ]
}
