/// Settings for a PDF renderer: the document's information dictionary. Its `bounds` is the
/// renderer's default page rectangle.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// Document metadata under the `kCGPDFContext…` keys (title, author, subject, keywords,
    /// creator), as strings.
    open var documentInfo: [String: Any] = [:]

    public required init() {
        super.init()
    }

    open override class func `default`() -> UIGraphicsPDFRendererFormat {
        UIGraphicsPDFRendererFormat()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsPDFRendererFormat
        copy.documentInfo = documentInfo
        return copy
    }
}

/// What a PDF renderer's drawing actions draw with: the PDF context and page control.
///
/// Each page's user space is UIKit's: origin at the top-left of the page bounds, y down, in
/// points; shadow offsets follow it too (positive heights go down). The context is UIKit's current
/// context while the actions run.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    open override var format: UIGraphicsPDFRendererFormat {
        rendererFormat as! UIGraphicsPDFRendererFormat
    }

    /// The current page's bounds (the renderer's bounds until a page says otherwise).
    public private(set) var pdfContextBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsPDFRendererFormat, bounds: CGRect) {
        pdfContextBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// Ends the current page, if any, and starts one of the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: format.bounds, pageInfo: [:])
    }

    /// Ends the current page, if any, and starts one of `bounds`: its origin is the top-left
    /// corner of the page in user space.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var box = bounds.standardized
        if box.isEmpty { box = format.bounds }
        pdfContextBounds = box
        cgContext.beginPage(mediaBox: &box)
    }
}

/// Draws PDF documents: each call runs drawing actions against a fresh PDF context, pages begun
/// with the context's `beginPage` methods.
///
/// Rendering pushes the PDF context as UIKit's current context, so it runs on the main actor.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    /// A copy of the format given at creation, with the renderer's bounds.
    open override var format: UIGraphicsPDFRendererFormat {
        rendererFormat as! UIGraphicsPDFRendererFormat
    }

    /// A renderer whose pages are `bounds` by default (points; the origin is each page's
    /// top-left corner in user space).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// The document `actions` draw, as PDF bytes.
    open func pdfData(actions: DrawingActions) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        render(to: consumer, actions: actions)
        return data as Data
    }

    /// Writes the document `actions` draw to the file at `url`; throws when it cannot be written.
    open func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        guard url.isFileURL else {
            throw CocoaError(.fileWriteUnsupportedScheme, userInfo: [NSURLErrorKey: url])
        }
        try pdfData(actions: actions).write(to: url)
    }

    private func render(to consumer: CGDataConsumer, actions: DrawingActions) {
        let bounds = format.bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : format.bounds
        guard
            let cgContext = CGContext(
                pdfConsumer: consumer, mediaBox: bounds, auxiliaryInfo: format.documentInfo, flipped: true)
        else { return }
        let context = UIGraphicsPDFRendererContext(cgContext: cgContext, format: format, bounds: bounds)
        UIGraphicsPushContext(cgContext)
        actions(context)
        UIGraphicsPopContext()
        cgContext.closePDF()
    }
}
