import WindowSystem

/// Other apps' drags over the app's windows (XDND on X11), delivered to drop interactions like the
/// app's own drags, with `localDragSession` nil.
///
/// Until the drop, each item's provider reads the other app's data when asked. At the drop the data of
/// every type is read at once (the other app may forget it once told the drop is finished) and becomes
/// the items: one per URL of a `text/uri-list` (a file's provider as `NSItemProvider(contentsOf:)`
/// makes it), else one for the text, and one for a PNG image.
extension UIApplication {
    func handleExternalDrag(_ event: ExternalDragEvent, in id: WindowID) {
        guard let service = backend?.dragAndDrop, let window = window(for: id) else { return }
        let scale = window.screen.scale
        func screenPoint(_ location: PixelPoint) -> CGPoint {
            window.convert(
                CGPoint(x: CGFloat(location.x) / scale, y: CGFloat(location.y) / scale), to: nil as UIWindow?)
        }
        let session = DragSession.current.flatMap { $0.source == nil ? $0 : nil }
        switch event {
        case .entered(let types, let location):
            guard DragSession.current == nil else { return service.setExternalDragResponse(.none) }
            let incoming = DragSession(
                items: Self.itemsReading(types), source: nil, at: screenPoint(location))
            DragSession.current = incoming
            incoming.move(to: screenPoint(location))
            service.setExternalDragResponse(incoming.externalResponse)
        case .moved(let location):
            guard let session else { return service.setExternalDragResponse(.none) }
            session.move(to: screenPoint(location))
            service.setExternalDragResponse(session.externalResponse)
        case .exited:
            session?.cancel()
        case .dropped(let location):
            guard let session else { return service.finishExternalDrop(.none) }
            session.move(to: screenPoint(location))
            let response = session.externalResponse
            if response != .none { session.items = Self.itemsRead(from: service, replacing: session.items) }
            session.drop()
            service.finishExternalDrop(response)
        }
    }

    /// Items whose providers read the other app's data when asked, one per kind of data it offers.
    private static func itemsReading(_ types: [String]) -> [UIDragItem] {
        var items: [UIDragItem] = []
        for mime in [SelectionType.uriList, SelectionType.utf8Text, SelectionType.png] where types.contains(mime) {
            if mime == SelectionType.utf8Text, types.contains(SelectionType.uriList) { continue }
            let provider = NSItemProvider()
            let type = PasteboardTypes.type(forMIMEType: mime)
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                let data = MainActor.assumeIsolated {
                    UIApplication.shared.backend?.dragAndDrop?.externalDragData(type: mime)
                }
                guard mime == SelectionType.uriList else {
                    completion(data, nil)
                    return nil
                }
                completion(data.flatMap { uris(in: $0).first }.map { Data($0.absoluteString.utf8) }, nil)
                return nil
            }
            items.append(UIDragItem(itemProvider: provider))
        }
        return items
    }

    /// The dropped data, read now, as final items in the order of `placeholders`' kinds.
    private static func itemsRead(from service: DragAndDropService, replacing placeholders: [UIDragItem])
        -> [UIDragItem]
    {
        var providers: [NSItemProvider] = []
        for item in placeholders {
            let type = item.itemProvider.registeredTypeIdentifiers.first
            if type == PasteboardTypes.url, let data = service.externalDragData(type: SelectionType.uriList) {
                for url in uris(in: data) {
                    providers.append(
                        url.isFileURL
                            ? NSItemProvider(contentsOf: url) ?? NSItemProvider(object: url as NSURL)
                            : NSItemProvider(object: url as NSURL))
                }
            } else if type == PasteboardTypes.utf8PlainText,
                let data = service.externalDragData(type: SelectionType.utf8Text)
            {
                providers.append(NSItemProvider(object: String(decoding: data, as: UTF8.self) as NSString))
            } else if type == PasteboardTypes.png, let data = service.externalDragData(type: SelectionType.png) {
                providers.append(NSItemProvider(item: data as NSData, typeIdentifier: PasteboardTypes.png))
            }
        }
        return providers.map(UIDragItem.init(itemProvider:))
    }

    /// The URLs of a `text/uri-list`: one a line, comments (`#`) and blank lines skipped.
    nonisolated static func uris(in data: Data) -> [URL] {
        String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
            return URL(string: text)
        }
    }
}

extension DragSession {
    /// What the proposal under the pointer means to the other app.
    var externalResponse: DragOperation {
        switch proposal.operation {
        case .copy: .copy
        case .move: .move
        case .cancel, .forbidden: .none
        }
    }
}
