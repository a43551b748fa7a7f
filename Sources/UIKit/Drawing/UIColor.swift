/// A colour, stored as straight RGBA in device RGB, or a dynamic colour that resolves to one per
/// trait collection (the semantic and system colours, `init(dynamicProvider:)`). Immutable, usable on
/// any thread.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour of a plain colour; unused by a dynamic one.
    private let fixedColor: CGColor
    /// What a dynamic colour resolves through; nil for a plain colour.
    let dynamicSource: DynamicColorSource?

    /// The colour for Core Graphics: a dynamic colour resolves with `UITraitCollection.current`, and
    /// remembers where it came from, so a view's layer given it resolves it again when the view's
    /// appearance changes.
    public var cgColor: CGColor {
        guard let dynamicSource else { return fixedColor }
        return dynamicSource.resolvedCGColor(with: TraitCurrency.resolving)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        dynamicSource = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        fixedColor = CGColor(gray: white, alpha: alpha)
        dynamicSource = nil
        super.init()
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        fixedColor = CGColor(red: r, green: g, blue: b, alpha: alpha)
        dynamicSource = nil
        super.init()
    }

    public init(cgColor: CGColor) {
        fixedColor = cgColor
        dynamicSource = nil
        super.init()
    }

    /// A colour that `provider` picks per trait collection (light and dark appearance, elevation…);
    /// UIKit calls it whenever the colour is resolved, on any thread.
    public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedColor = .clear
        dynamicSource = ProviderColorSource(provider)
        super.init()
    }

    init(dynamicSource: DynamicColorSource) {
        fixedColor = .clear
        self.dynamicSource = dynamicSource
        super.init()
    }

    /// The plain colour this colour is for `traitCollection`; a plain colour is itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        dynamicSource?.resolvedColor(with: traitCollection) ?? self
    }

    /// `resolvedColor(with:)` as a Core Graphics colour that remembers this dynamic colour.
    func resolvedCGColor(with traits: UITraitCollection) -> CGColor {
        dynamicSource?.resolvedCGColor(with: traits) ?? fixedColor
    }

    /// A colour from a `#colorLiteral(red:green:blue:alpha:)` in source (`_ExpressibleByColorLiteral`,
    /// declared in `UIColor+Literals.swift`); required, as the literal protocol needs, so only here.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour with another alpha; a dynamic colour stays dynamic.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamicSource { return UIColor(dynamicSource: dynamicSource.withAlpha(alpha)) }
        return UIColor(cgColor: fixedColor.copy(alpha: alpha) ?? fixedColor)
    }

    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = cgColor.rgba
        red?.pointee = r
        green?.pointee = g
        blue?.pointee = b
        alpha?.pointee = a
        return true
    }

    /// The colour as gray and alpha; succeeds for gray colours and RGB colours whose components are equal.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b, a) = cgColor.rgba
        guard cgColor.colorSpace?.model == .monochrome || (r == g && g == b) else { return false }
        white?.pointee = r
        alpha?.pointee = a
        return true
    }

    /// The colour as hue, saturation and brightness (each 0...1) and alpha.
    @discardableResult
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (r, g, b, a) = cgColor.rgba
        let maximum = max(r, g, b)
        let delta = maximum - min(r, g, b)
        var h: CGFloat = 0
        if delta > 0 {
            switch maximum {
            case r: h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
            case g: h = (b - r) / delta + 2
            default: h = (r - g) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = a
        return true
    }

    /// Makes this colour the fill and stroke colour of the current graphics context.
    open func set() {
        setFill()
        setStroke()
    }

    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Plain colours are equal when their components are; dynamic colours when they are the same
    /// system colour (with the same alpha) or come from the same provider.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if let dynamicSource, let otherSource = other.dynamicSource { return dynamicSource.isEqual(to: otherSource) }
        if dynamicSource != nil || other.dynamicSource != nil { return false }
        return other.fixedColor == fixedColor
    }

    open override var hash: Int {
        if let dynamicSource { return dynamicSource.sourceHash }
        let (r, g, b, a) = fixedColor.rgba
        return [r, g, b, a].hashValue
    }

    open override var description: String {
        if let dynamicSource { return "<UIDynamicColor: \(dynamicSource.name)>" }
        let (r, g, b, a) = fixedColor.rgba
        return "UIExtendedSRGBColorSpace \(r) \(g) \(b) \(a)"
    }

    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
