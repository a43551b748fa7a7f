import CoreGraphics
import Foundation

extension CATextLayer {
    /// The text layer's properties by key-value coding name; the font size and foreground colour
    /// are animatable, as on iOS.
    static let textProperties: [String: LayerProperty] = [
        "string": .value(\CATextLayer.string),
        "font": .value(\CATextLayer.font),
        "fontSize": .number(\CATextLayer.fontSize),
        "foregroundColor": .color(\CATextLayer.foregroundColor),
        "wrapped": .flag(\CATextLayer.isWrapped),
        "isWrapped": .flag(\CATextLayer.isWrapped),
        "truncationMode": .name(\CATextLayer.truncationMode),
        "alignmentMode": .name(\CATextLayer.alignmentMode),
        "allowsFontSubpixelQuantization": .flag(\CATextLayer.allowsFontSubpixelQuantization),
    ]
}
