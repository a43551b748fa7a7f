import WindowSystem

/// The type identifiers (UTIs) a pasteboard's items are keyed by, as on iOS, and the MIME types they
/// travel as between apps on the desktop.
///
/// Types without a MIME counterpart here travel under their own name, so two Casement apps exchange
/// them unchanged and an app can offer or read any MIME type by using it as the pasteboard type.
enum PasteboardTypes {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let tiff = "public.tiff"
    static let gif = "com.compuserve.gif"
    static let image = "com.apple.uikit.image"
    static let color = "com.apple.uikit.color"
    static let html = "public.html"
    /// `UIPasteboard.typeAutomatic`: the key under which `setItems` takes a value whose types it picks.
    static let automatic = "com.apple.uikit.type-automatic"

    /// iOS's type lists (`UIPasteboard.typeListString` and the others).
    static let strings = [utf8PlainText, text]
    static let urls = [url]
    static let images = [png, tiff, jpeg, gif, image]
    static let colors = [color]

    /// Types whose data is UTF-8 text.
    static let textTypes: Set<String> = [utf8PlainText, plainText, text]
    static let urlTypes: Set<String> = [url, fileURL]
    static let imageTypes = Set(images)

    /// GTK's colour type: red, green, blue and alpha as 16-bit numbers in the machine's byte order.
    static let colorMIMEType = "application/x-color"

    /// The MIME type a pasteboard type is offered to other apps as.
    static func mimeType(for type: String) -> String {
        switch type {
        case _ where textTypes.contains(type): SelectionType.utf8Text
        case _ where urlTypes.contains(type): SelectionType.uriList
        case png, image: SelectionType.png
        case jpeg: "image/jpeg"
        case tiff: "image/tiff"
        case gif: "image/gif"
        case color: colorMIMEType
        case html: "text/html"
        default: type
        }
    }

    /// The pasteboard type another app's MIME type is read as.
    static func type(forMIMEType mimeType: String) -> String {
        switch mimeType {
        case SelectionType.utf8Text: utf8PlainText
        case SelectionType.uriList: url
        case SelectionType.png: png
        case "image/jpeg": jpeg
        case "image/tiff": tiff
        case "image/gif": gif
        case colorMIMEType: color
        case "text/html": html
        default: mimeType
        }
    }
}
