import CoreGraphics
import Foundation

extension CATiledLayer {
    /// The tiled layer's properties by key-value coding name (none is animatable).
    static let tiledProperties: [String: LayerProperty] = [
        "levelsOfDetail": .integer(\CATiledLayer.levelsOfDetail),
        "levelsOfDetailBias": .integer(\CATiledLayer.levelsOfDetailBias),
        "tileSize": .structure(\CATiledLayer.tileSize, animatable: false) { .size($0) },
    ]
}
