import CX11
import Foundation
import WindowSystem

/// Data too large for one property write, going to another client in pieces (ICCCM 2.7.2, INCR).
struct X11OutgoingTransfer {
    let requestor: Window
    let property: Atom
    let type: Atom
    let data: Data
    /// Bytes sent so far; the transfer ends with an empty piece after the last.
    var sent = 0
    /// When the requestor last took a piece, on the monotonic clock.
    var lastProgress = monotonicSeconds()

    init(requestor: Window, property: Atom, type: Atom, data: Data) {
        self.requestor = requestor
        self.property = property
        self.type = type
        self.data = data
    }
}

extension X11Selections {
    /// How long a requestor may leave a piece unread before its transfer is dropped.
    private static let transferTimeout = 10.0

    /// Starts an INCR transfer: the property gets type INCR and the size, and each time the requestor
    /// deletes it the next piece follows (`continueTransfer`). Transfers left unread are dropped first.
    func startTransfer(_ transfer: X11OutgoingTransfer) {
        let now = monotonicSeconds()
        transfers.removeAll {
            now - $0.lastProgress > Self.transferTimeout
                || ($0.requestor == transfer.requestor && $0.property == transfer.property)
        }
        XSelectInput(display, transfer.requestor, PropertyChangeMask)
        writeProperty(transfer.property, of: transfer.requestor, type: atoms[.incr], values: [transfer.data.count])
        transfers.append(transfer)
    }

    /// The requestor deleted a property: the next piece goes in, or the empty piece that ends the
    /// transfer. A requestor that went away ends it too.
    func continueTransfer(_ event: XPropertyEvent) {
        guard event.state == PropertyDelete,
            let index = transfers.firstIndex(where: { $0.requestor == event.window && $0.property == event.atom })
        else { return }
        var transfer = transfers[index]
        let end = min(transfer.sent + chunkSize, transfer.data.count)
        let piece = transfer.data[transfer.sent..<end]
        let isLast = piece.isEmpty
        let failed = X11ErrorHandling.trappingErrors {
            writeProperty(transfer.property, of: transfer.requestor, type: transfer.type, bytes: Data(piece))
            if isLast,
                !transfers.contains(where: { $0.requestor == transfer.requestor && $0.property != transfer.property })
            {
                XSelectInput(display, transfer.requestor, NoEventMask)
            }
            XSync(display, 0)
        }
        transfer.sent = end
        transfer.lastProgress = monotonicSeconds()
        if isLast || failed {
            transfers.remove(at: index)
        } else {
            transfers[index] = transfer
        }
    }
}
