import QuartzCore

/// A `UIFont` as a text layer's `font`: its face, at the layer's `fontSize`.
extension UIFont: TextLayerFont {
    package var textLayerFont: FontDescription { textFont }
}

/// An attributed string in a text layer: read with UIKit's attributes, as string drawing reads it.
extension NSAttributedString: TextLayerAttributedString {
    package var textLayerText: AttributedText { AttributedText(self) }
}
