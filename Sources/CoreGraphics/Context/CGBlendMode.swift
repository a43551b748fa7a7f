import CCairo

/// How painted colour combines with what is already in the context; raw values are Apple's.
///
/// In the formulas, as in Apple's documentation, R is the premultiplied result, S the source colour
/// (including alpha) and D the destination; Sa and Da are their alphas. As in Core Graphics the
/// operation is bounded by the shape: pixels outside the filled path, stroke, glyphs or image
/// rectangle are never changed, whatever the mode, and partly covered (antialiased) pixels get a
/// proportional mix of the result and the old destination.
///
/// Every mode is drawn with the cairo operator of the same meaning (`normal` is `OVER`, `copy` is
/// `SOURCE`, `plusLighter` is `ADD`, the separable and non-separable blend modes are cairo's PDF blend
/// modes, which are also the ones Core Graphics follows). The differences:
///
/// - `sourceIn`, `sourceOut`, `destinationIn` and `destinationAtop` are unbounded in cairo (they
///   clear the destination everywhere outside the shape). Casement composites them through an
///   offscreen copy of the destination so that, as in Core Graphics, only the shape is affected.
///   In a PDF context that copy cannot be made and cairo's unbounded behaviour shows.
/// - `plusDarker` (`R = MAX(0, 1 - ((1 - D) + (1 - S)))`, a "linear burn") has no cairo operator;
///   it is drawn as `multiply`, which darkens the same way but less strongly (`S * D` instead of
///   `S + D - 1` for opaque colours).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply = 1
    case screen = 2
    case overlay = 3
    case darken = 4
    case lighten = 5
    case colorDodge = 6
    case colorBurn = 7
    case softLight = 8
    case hardLight = 9
    case difference = 10
    case exclusion = 11
    case hue = 12
    case saturation = 13
    case color = 14
    case luminosity = 15
    /// `R = 0`
    case clear = 16
    /// `R = S`
    case copy = 17
    /// `R = S*Da`
    case sourceIn = 18
    /// `R = S*(1 - Da)`
    case sourceOut = 19
    /// `R = S*Da + D*(1 - Sa)`
    case sourceAtop = 20
    /// `R = S*(1 - Da) + D`
    case destinationOver = 21
    /// `R = D*Sa`
    case destinationIn = 22
    /// `R = D*(1 - Sa)`
    case destinationOut = 23
    /// `R = S*(1 - Da) + D*Sa`
    case destinationAtop = 24
    /// `R = S*(1 - Da) + D*(1 - Sa)`
    case xor = 25
    /// `R = MAX(0, 1 - ((1 - D) + (1 - S)))`; drawn as `multiply` (see the type's notes).
    case plusDarker = 26
    /// `R = MIN(1, S + D)`
    case plusLighter = 27

    /// The cairo operator that draws this mode.
    package var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Whether cairo's operator changes pixels outside the shape, so it needs bounding by hand.
    package var isUnboundedInCairo: Bool {
        switch self {
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }
}
