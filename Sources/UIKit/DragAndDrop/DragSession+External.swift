import WindowSystem

/// The app's drag beyond its windows: offered to other apps through the backend (XDND on X11) as
/// the first item's text, URLs (`text/uri-list`) and PNG image, whichever it has.
extension DragSession {
    /// What the other app under the pointer would do with a drop now.
    var otherAppResponse: DragOperation {
        UIApplication.shared.backend?.dragAndDrop?.dragResponse ?? .none
    }

    func offerToOtherApps() {
        guard let service = UIApplication.shared.backend?.dragAndDrop else { return }
        offeredToOtherApps = service.beginDrag(Self.selectionItem(for: items))
    }

    /// Reports the pointer to the backend, which talks to the other app's window beneath it; over a
    /// target of the app's own, no other app is there.
    func moveOverOtherApps(isOverOwnTarget: Bool) {
        guard let service = UIApplication.shared.backend?.dragAndDrop, let window = sourceWindow,
            let platform = window.platformWindow
        else { return }
        let point = window.convert(screenLocation, from: nil as UIWindow?)
        let scale = window.screen.scale
        service.moveDrag(
            in: platform.id, to: PixelPoint(x: Int((point.x * scale).rounded()), y: Int((point.y * scale).rounded())))
    }

    func endOnOtherApp(dropping: Bool, completion: @escaping @MainActor (DragOperation) -> Void) {
        guard let service = UIApplication.shared.backend?.dragAndDrop else { return completion(.none) }
        service.endDrag(dropping: dropping, completion: completion)
    }

    /// The representations other apps get: made when they ask, from the items' providers' data, which
    /// the providers hand over asynchronously, so each is loaded once at the start and served from then.
    static func selectionItem(for items: [UIDragItem]) -> SelectionItem {
        var selection = SelectionItem()
        let providers = items.map(\.itemProvider)
        let text = providers.first { $0.canLoadObject(ofClass: NSString.self) }
        if let text {
            let loaded = LoadedData()
            text.loadDataRepresentation(forTypeIdentifier: "public.plain-text") { data, _ in loaded.set(data) }
            selection.add(SelectionType.utf8Text) { loaded.value }
        }
        let urls = providers.filter { $0.canLoadObject(ofClass: NSURL.self) }
        if !urls.isEmpty {
            let list = LoadedData()
            let lines = LoadedLines()
            for provider in urls {
                provider.loadObject(ofClass: URL.self) { url, _ in
                    lines.append(url?.absoluteString)
                    if lines.count == urls.count { list.set(Data(lines.joined(ending: "\r\n").utf8)) }
                }
            }
            selection.add(SelectionType.uriList) { list.value }
            // Links alone go as text too, one a line, for apps that take only text.
            if text == nil {
                selection.add(SelectionType.utf8Text) {
                    list.value.map {
                        Data(String(decoding: $0, as: UTF8.self).split(separator: "\r\n").joined(separator: "\n").utf8)
                    }
                }
            }
        }
        if let image = providers.first(where: { $0.hasItemConformingToTypeIdentifier("public.image") }) {
            let png = LoadedData()
            image.loadObject(ofClass: UIImage.self) { object, _ in png.set((object as? UIImage)?.pngData()) }
            selection.add(SelectionType.png) { png.value }
        }
        return selection
    }
}

/// Data an item provider handed over, kept for the other app's requests.
private final class LoadedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    var value: Data? { lock.withLock { data } }
    func set(_ data: Data?) { lock.withLock { self.data = data } }
}

/// URL strings an item provider handed over, one per item.
private final class LoadedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String?] = []
    var count: Int { lock.withLock { lines.count } }
    func append(_ line: String?) { lock.withLock { lines.append(line) } }
    func joined(ending: String) -> String { lock.withLock { lines.compactMap { $0 }.map { $0 + ending }.joined() } }
}
