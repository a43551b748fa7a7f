@testable import CoreGraphics

/// Text in DejaVu Sans (installed by scripts/install-deps.sh) in one style.
func makeText(
    _ string: String, pointSize: CGFloat = 20, paragraph: TextParagraphStyle = TextParagraphStyle(),
    family: String = FontDescription.defaultFamily
) -> AttributedText {
    let font = FontDescription(family: family, pointSize: pointSize)
    return AttributedText(string: string, attributes: TextAttributes(font: font, paragraph: paragraph))
}

/// A paragraph style changed by `change`.
func makeParagraph(_ change: (inout TextParagraphStyle) -> Void) -> TextParagraphStyle {
    var style = TextParagraphStyle()
    change(&style)
    return style
}

/// Draws `layout` in black at `origin` on a transparent flipped context and returns the image.
func render(_ layout: TextLayout, at origin: CGPoint = .zero, width: Int = 320, height: Int = 120) -> CGImage {
    let context = makeFlippedContext(width: width, height: height)
    layout.draw(in: context, at: origin, color: .black)
    return context.makeImage()!
}

extension CGImage {
    /// The smallest rect of whole pixels holding every pixel `isInk` accepts (by default, any
    /// pixel more than a quarter opaque), optionally only within `region`; nil when there is none.
    func inkBox(
        in region: CGRect? = nil,
        where isInk: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool = { $0.alpha > 64 }
    ) -> CGRect? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = (region ?? bounds).intersection(bounds).integral
        guard !area.isEmpty else { return nil }
        var box: CGRect?
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where isInk(pixel(x: x, y: y)) {
                let cell = CGRect(x: x, y: y, width: 1, height: 1)
                box = box?.union(cell) ?? cell
            }
        }
        return box
    }

    /// How many pixels `isInk` accepts within `region` (whole image by default).
    func inkCount(
        in region: CGRect? = nil,
        where isInk: ((red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool = { $0.alpha > 64 }
    ) -> Int {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = (region ?? bounds).intersection(bounds).integral
        guard !area.isEmpty else { return 0 }
        var count = 0
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where isInk(pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }
}
