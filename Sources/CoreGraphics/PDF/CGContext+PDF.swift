import CCairo

/// Keys of a PDF context's auxiliary info (document) and page info dictionaries.
public let kCGPDFContextMediaBox = "kCGPDFContextMediaBox"
public let kCGPDFContextTitle = "kCGPDFContextTitle"
public let kCGPDFContextAuthor = "kCGPDFContextAuthor"
public let kCGPDFContextSubject = "kCGPDFContextSubject"
public let kCGPDFContextKeywords = "kCGPDFContextKeywords"
public let kCGPDFContextCreator = "kCGPDFContextCreator"

/// A PDF context's document and page bookkeeping.
final class PDFPageState {
    /// Kept alive here because the cairo surface writes through it.
    let consumer: CGDataConsumer
    let defaultMediaBox: CGRect
    /// Whether pages get UIKit's top-left, y-down user space instead of Core Graphics' default.
    let flipped: Bool
    var pageOpen = false
    var closed = false

    init(consumer: CGDataConsumer, defaultMediaBox: CGRect, flipped: Bool) {
        self.consumer = consumer
        self.defaultMediaBox = defaultMediaBox
        self.flipped = flipped
    }
}

/// PDF contexts: drawing recorded as vector PDF pages through cairo's PDF surface.
///
/// As on iOS each page's user space starts with Core Graphics' default coordinates, in points:
/// origin at the bottom-left corner of the page's media box, y up. Every page begins with a fresh
/// graphics state. Shadows and image clip masks are rasterized at one pixel per point, and the
/// Porter-Duff blend modes PDF cannot express are rasterized by cairo; the four that need a copy
/// of the destination to stay bounded by the shape (see `CGBlendMode`) are not bounded here.
extension CGContext {
    /// A context writing a PDF document to `consumer`; `mediaBox` is the default page rectangle
    /// (nil: US Letter, 612 × 792 points). `auxiliaryInfo` may carry the document's title, author,
    /// subject, keywords and creator under the `kCGPDFContext…` keys. Nil when the destination
    /// cannot be written.
    public convenience init?(
        consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?
    ) {
        self.init(pdfConsumer: consumer, mediaBox: mediaBox?.pointee, auxiliaryInfo: auxiliaryInfo, flipped: false)
    }

    /// A context writing a PDF file at `url` (a file URL); see `init(consumer:mediaBox:_:)`.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(pdfConsumer: consumer, mediaBox: mediaBox?.pointee, auxiliaryInfo: auxiliaryInfo, flipped: false)
    }

    /// A PDF context; `flipped` gives every page UIKit's top-left, y-down user space (and base space).
    package convenience init?(
        pdfConsumer consumer: CGDataConsumer, mediaBox: CGRect?, auxiliaryInfo: [String: Any]?, flipped: Bool
    ) {
        let box = (mediaBox ?? CGRect(x: 0, y: 0, width: 612, height: 792)).standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite,
            let surface = consumer.makePDFSurface(width: Double(box.width), height: Double(box.height))
        else { return nil }
        self.init(
            owningSurface: surface, width: Int(box.width.rounded()), height: Int(box.height.rounded()),
            bytesPerRow: 0, flipped: flipped)
        pdf = PDFPageState(consumer: consumer, defaultMediaBox: box, flipped: flipped)
        let metadata: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
            (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
        ]
        for (key, field) in metadata {
            let value = auxiliaryInfo?[key]
            if let text = (value as? String) ?? (value as? [String])?.joined(separator: ", ") {
                cairo_pdf_surface_set_metadata(surface, field, text)
            }
        }
    }

    /// Starts a page of `mediaBox` (nil: the context's default), ending any open page first.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard let pdf, !pdf.closed else { return }
        if pdf.pageOpen { endPage() }
        var box = (mediaBox?.pointee ?? pdf.defaultMediaBox).standardized
        if !(box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite) {
            box = pdf.defaultMediaBox
        }
        cairo_pdf_surface_set_size(surface, Double(box.width), Double(box.height))
        width = Int(box.width.rounded())
        height = Int(box.height.rounded())
        resetGraphicsState(
            matrix: pdf.flipped
                ? cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -Double(box.minX), y0: -Double(box.minY))
                : cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: -Double(box.minX), y0: Double(box.maxY)))
        pdf.pageOpen = true
    }

    /// Ends the current page; nothing when no page is open.
    public func endPage() {
        guard let pdf, pdf.pageOpen else { return }
        cairo_show_page(cairo)
        pdf.pageOpen = false
    }

    /// Starts a page; `pageInfo` may give its media box under `kCGPDFContextMediaBox`, as a
    /// `CGRect` or as `Data` holding one.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        var box: CGRect?
        switch pageInfo?[kCGPDFContextMediaBox] {
        case let rect as CGRect: box = rect
        case let data as Data where data.count == MemoryLayout<CGRect>.size:
            box = data.withUnsafeBytes { $0.loadUnaligned(as: CGRect.self) }
        default: box = nil
        }
        if var box {
            beginPage(mediaBox: &box)
        } else {
            beginPage(mediaBox: nil)
        }
    }

    public func endPDFPage() {
        endPage()
    }

    /// Ends any open page and finishes the document; drawing afterwards does nothing. Called when
    /// the context goes away, if not before.
    public func closePDF() {
        guard let pdf, !pdf.closed else { return }
        endPage()
        cairo_surface_finish(surface)
        pdf.closed = true
    }

    /// Puts every part of the graphics state back to its default, with `matrix` as cairo's matrix.
    private func resetGraphicsState(matrix: cairo_matrix_t) {
        while !openTransparencyLayers.isEmpty { endTransparencyLayer() }
        while savedStateCount > 0 { restoreGState() }
        state = State()
        var matrix = matrix
        cairo_set_matrix(cairo, &matrix)
        cairo_reset_clip(cairo)
        cairo_new_path(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        cairo_set_tolerance(cairo, 0.1)
        applyAntialias()
    }
}
