import CX11
import Foundation
import WindowSystem

/// The owner's side: answering other clients' requests for what the app offers (ICCCM 2.2, 2.6).
extension X11Selections {
    /// Converts the selection to the target asked for into the requestor's property and tells it so;
    /// a target the app cannot give, a selection it no longer owns, or a request from before it took
    /// the selection gets a refusal (property None). Errors from a requestor that went away meanwhile
    /// are expected and not reported.
    func answer(_ request: XSelectionRequestEvent) {
        // Clients older than ICCCM 2.0 leave the property None: the target's name is used.
        let property = request.property == 0 ? request.target : request.property
        var reply = XEvent()
        reply.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display, requestor: request.requestor,
            selection: request.selection, target: request.target, property: 0, time: request.time)
        let failed = X11ErrorHandling.trappingErrors {
            if let selection = selection(of: request.selection), let ownership = ownerships[selection],
                request.time == CurrentTime || request.time >= ownership.time,
                convert(to: request.target, from: ownership, into: property, of: request.requestor)
            {
                reply.xselection.property = property
            }
            XSendEvent(display, request.requestor, 0, 0, &reply)
            XSync(display, 0)
        }
        if failed { transfers.removeAll { $0.requestor == request.requestor } }
    }

    /// Writes the selection converted to `target` into the requestor's property; false when the app
    /// cannot give that target.
    private func convert(
        to target: Atom, from ownership: Ownership, into property: Atom, of requestor: Window,
        allowingMultiple: Bool = true
    ) -> Bool {
        let item = ownership.items.first ?? SelectionItem()
        switch target {
        case atoms[.targets]:
            let names = X11SelectionTargets.targets(offering: item.types)
            let values = [atoms[.targets], atoms[.timestamp], atoms[.multiple]] + names.map { atom(named: $0) }
            writeProperty(property, of: requestor, type: atoms[.atom], values: values.map { Int($0) })
        case atoms[.timestamp]:
            writeProperty(property, of: requestor, type: atoms[.integer], values: [Int(ownership.time)])
        case atoms[.multiple] where allowingMultiple:
            return convertMultiple(from: ownership, listedIn: property, of: requestor)
        default:
            guard let name = name(of: target), let reply = X11SelectionTargets.reply(to: name, from: item) else {
                return false
            }
            send(reply.data, type: atom(named: reply.type), into: property, of: requestor)
        }
        return true
    }

    /// MULTIPLE: the requestor's property lists target and property pairs; each is converted, and the
    /// target of each pair that could not be is replaced by None in the list written back (ICCCM 2.6.2).
    private func convertMultiple(from ownership: Ownership, listedIn property: Atom, of requestor: Window) -> Bool {
        guard let list = readProperty(property, of: requestor, deleting: false), list.format == 32 else {
            return false
        }
        var pairs = list.longs
        for index in stride(from: 0, to: pairs.count - 1, by: 2) {
            let (target, targetProperty) = (Atom(pairs[index]), Atom(pairs[index + 1]))
            let converted =
                targetProperty != 0
                && convert(
                    to: target, from: ownership, into: targetProperty, of: requestor, allowingMultiple: false)
            if !converted { pairs[index] = 0 }
        }
        writeProperty(property, of: requestor, type: atoms[.atomPair], values: pairs)
        return true
    }

    /// Writes bytes into a property of another client's window, in pieces when they are many (INCR).
    private func send(_ data: Data, type: Atom, into property: Atom, of requestor: Window) {
        guard data.count > chunkSize else {
            writeProperty(property, of: requestor, type: type, bytes: data)
            return
        }
        startTransfer(X11OutgoingTransfer(requestor: requestor, property: property, type: type, data: data))
    }

    func writeProperty(_ property: Atom, of window: Window, type: Atom, bytes: Data) {
        bytes.withUnsafeBytes { raw in
            _ = XChangeProperty(
                display, window, property, type, 8, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(raw.count))
        }
    }

    /// Writes a format-32 property; Xlib takes such data as C `long`s whatever their width.
    func writeProperty(_ property: Atom, of window: Window, type: Atom, values: [Int]) {
        _ = values.withUnsafeBytes { raw in
            XChangeProperty(
                display, window, property, type, 32, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(values.count))
        }
    }
}
