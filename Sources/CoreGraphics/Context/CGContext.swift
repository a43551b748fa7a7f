import CCairo

/// A Core Graphics drawing context backed by a cairo context.
///
/// Not thread-safe: use one context per thread, as on iOS. A bitmap context made with the public
/// initializer has Core Graphics' default coordinates (origin bottom-left, y up); the contexts UIKit
/// hands to `draw(_:)` are flipped to UIKit's (origin top-left, y down).
public final class CGContext {
    package let cairo: OpaquePointer
    package let surface: OpaquePointer
    /// The bitmap's size in pixels; for a PDF context, the current page's size in points.
    public internal(set) var width: Int
    public internal(set) var height: Int
    /// Bytes between rows of the bitmap; 0 for a PDF context.
    public let bytesPerRow: Int
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public let colorSpace: CGColorSpace? = CGColorSpaceCreateDeviceRGB()
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }

    /// The Core Graphics state cairo does not keep itself; saved and restored with the cairo state.
    package struct State {
        /// The fill and stroke colours as plain values, so setting one allocates nothing.
        package var fill = PaintColor.black
        package var stroke = PaintColor.black
        package var fillColor: CGColor {
            get { fill.cgColor }
            set { fill = PaintColor(newValue) }
        }
        package var strokeColor: CGColor {
            get { stroke.cgColor }
            set { stroke = PaintColor(newValue) }
        }
        package var alpha: CGFloat = 1
        package var interpolationQuality = CGInterpolationQuality.default
        package var shouldAntialias = true
        package var blendMode = CGBlendMode.normal
        /// Nil when painting casts no shadow.
        package var shadow: Shadow?
        /// The image mask `clip(to:mask:)` added to the clip, in device pixels; nil when none.
        package var clipMask: ClipMask?
        /// The text state that belongs to the graphics state (see CGContext+Text.swift).
        package var font: CGFont?
        package var fontSize: CGFloat = 12
        package var characterSpacing: CGFloat = 0
        package var textDrawingMode = CGTextDrawingMode.fill
    }

    package var state = State()

    /// A straight (unpremultiplied) RGBA colour value.
    package struct PaintColor: Equatable {
        package var red, green, blue, alpha: Double
        /// The tile a pattern colour repeats; nil for plain colours.
        package var pattern: PatternTile?

        package static let black = PaintColor(red: 0, green: 0, blue: 0, alpha: 1)

        package init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        package init(_ color: CGColor) {
            let (r, g, b, a) = color.rgba
            self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
            pattern = color.pattern
        }

        package var cgColor: CGColor {
            if let pattern { return CGColor(pattern: pattern, alpha: CGFloat(alpha)) }
            return CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }

        package static func == (lhs: PaintColor, rhs: PaintColor) -> Bool {
            (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
                && lhs.pattern?.image === rhs.pattern?.image && lhs.pattern?.scale == rhs.pattern?.scale
        }
    }
    /// The graphics states `saveGState` pushed: the first held inline, since most drawing saves
    /// one level (a view's draw does), and a stack that would otherwise be allocated per drawing.
    private var firstSavedState: State?
    private var deeperSavedStates: [State] = []
    /// How many graphics states `saveGState` has pushed and not yet popped.
    var savedStateCount: Int { firstSavedState == nil ? 0 : 1 + deeperSavedStates.count }
    /// Whether antialiasing may be used at all; not part of the graphics state, as on iOS.
    var allowsAntialiasing = true
    /// Where text goes and how it is transformed; not part of the graphics state, as on iOS.
    public var textMatrix = CGAffineTransform.identity
    public var textPosition = CGPoint.zero
    /// For each open transparency layer, `savedStateCount` just after it began.
    var openTransparencyLayers: [Int] = []
    /// Maps vectors in base space, where shadow offsets and blur are given, to cairo's device space
    /// (pixels, y down); only its linear part is used. Base space is the user space the context was
    /// created with: y-up for bitmap and PDF contexts, y-down for UIKit's, as on iOS. UIKit sets a
    /// scale here when its points are larger than pixels.
    package var baseSpaceToDevice: CGAffineTransform
    /// The page state of a PDF context; nil for bitmap contexts.
    var pdf: PDFPageState?

    /// Creates a bitmap context over `data`, or over memory it allocates when `data` is nil.
    ///
    /// Only 8-bit premultiplied-first little-endian RGB (cairo's ARGB32) and its no-alpha variant are
    /// supported; other layouts return nil with a message on standard error.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue)
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        let format: cairo_format_t
        switch (alpha, order) {
        case (.premultipliedFirst, CGBitmapInfo.byteOrder32Little.rawValue): format = CAIRO_FORMAT_ARGB32
        case (.noneSkipFirst, CGBitmapInfo.byteOrder32Little.rawValue): format = CAIRO_FORMAT_RGB24
        default:
            FileHandle.standardError.write(
                Data(
                    "CGBitmapContextCreate: unsupported bitmap info 0x\(String(bitmapInfo, radix: 16)); use premultipliedFirst | byteOrder32Little\n"
                        .utf8))
            return nil
        }
        guard bitsPerComponent == 8, width > 0, height > 0, space.model == .rgb else { return nil }
        let surface: OpaquePointer?
        if let data {
            let stride = bytesPerRow > 0 ? bytesPerRow : Int(cairo_format_stride_for_width(format, Int32(width)))
            surface = cairo_image_surface_create_for_data(
                data.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))
        } else {
            surface = cairo_image_surface_create(format, Int32(width), Int32(height))
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        self.init(owningSurface: surface, flipped: false)
    }

    /// Takes ownership of a cairo image surface reference; `flipped` gives UIKit's top-left, y-down space.
    package convenience init(owningSurface surface: OpaquePointer, flipped: Bool) {
        self.init(
            owningSurface: surface, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)),
            bytesPerRow: Int(cairo_image_surface_get_stride(surface)), flipped: flipped)
    }

    /// Takes ownership of a reference to a cairo surface of any type, `width` by `height` device units.
    package init(owningSurface surface: OpaquePointer, width: Int, height: Int, bytesPerRow: Int, flipped: Bool) {
        self.surface = surface
        cairo = cairo_create(surface)
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        baseSpaceToDevice = flipped ? .identity : CGAffineTransform(scaleX: 1, y: -1)
        if !flipped {
            var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: Double(height))
            cairo_set_matrix(cairo, &flip)
        }
        // Core Graphics' defaults where cairo's differ (cairo's line width is 2).
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
    }

    /// Creates a flipped (UIKit-space) context over a new transparent ARGB32 surface in pixels.
    package convenience init(pixelWidth: Int, pixelHeight: Int) {
        self.init(
            owningSurface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
            flipped: true)
    }

    deinit {
        if pdf != nil { closePDF() }
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The memory the pixels live in; nil for a PDF context.
    public var data: UnsafeMutableRawPointer? {
        guard isBitmap else { return nil }
        cairo_surface_flush(surface)
        return cairo_image_surface_get_data(surface).map(UnsafeMutableRawPointer.init)
    }

    /// Whether the context draws into a bitmap (rather than, say, a PDF document).
    package var isBitmap: Bool {
        cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    }

    /// A copy of the pixels drawn so far; nil for a PDF context.
    public func makeImage() -> CGImage? {
        guard isBitmap else { return nil }
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cr = cairo_create(copy)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return CGImage(owningSurface: copy)
    }

    public func flush() {
        cairo_surface_flush(surface)
    }

    /// Pushes a copy of the graphics state: CTM, clip (and clip mask), colours, alpha, line style,
    /// antialiasing, interpolation quality, blend mode, shadow. The current path is not part of it,
    /// as on iOS.
    public func saveGState() {
        cairo_save(cairo)
        if firstSavedState == nil { firstSavedState = state } else { deeperSavedStates.append(state) }
    }

    /// Pops the graphics state pushed by the matching `saveGState`; unbalanced calls do nothing.
    public func restoreGState() {
        let saved: State
        if let deeper = deeperSavedStates.popLast() {
            saved = deeper
        } else if let first = firstSavedState.take() {
            saved = first
        } else {
            return
        }
        cairo_restore(cairo)
        state = saved
        applyAntialias()
    }
}
