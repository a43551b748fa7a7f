import CX11
import Foundation
import WindowSystem

/// Drag and drop with other X clients: the XDND protocol, version 5
/// (freedesktop.org's "Drag-and-Drop Protocol for the X Window System").
///
/// Every normal top-level window of the app is `XdndAware`. As a target (this file), another client's
/// `XdndEnter`, `XdndPosition`, `XdndLeave` and `XdndDrop` messages become `.externalDrag` events;
/// each position is answered with `XdndStatus` right after the app handled it, and the drop with
/// `XdndFinished`. The dragged data is read from `XdndSelection` by the selection reader. As a source
/// (`X11DragAndDrop+Source.swift`), the app owns `XdndSelection` through the selection owner code and
/// talks to the aware window under the pointer.
///
/// `XdndProxy` and `XdndActionAsk` are not supported: a proxied target is sent to directly, and only
/// copy and move are offered and taken.
@MainActor
final class X11DragAndDrop: DragAndDropService {
    /// The protocol version the app speaks.
    static let version = 5

    /// Another client's drag over a window of the app.
    struct Incoming {
        var source: Window
        var window: X11Window
        var types: [String]
        var location: PixelPoint?
        var response = DragOperation.none
        var finished = false
    }

    /// The app's drag: the aware window beneath the pointer and what it last said.
    struct Outgoing {
        var time: Time
        var target: Window?
        var targetVersion = 0
        var awaitingStatus = false
        /// A position to send once the target has answered the last one.
        var pendingPosition: (x: Int32, y: Int32)?
        var response = DragOperation.none
        var completion: (@MainActor (DragOperation) -> Void)?
        var timeout: ScheduledWork?
    }

    unowned let backend: X11Backend
    var incoming: Incoming?
    var outgoing: Outgoing?

    init(backend: X11Backend) {
        self.backend = backend
    }

    var display: OpaquePointer { backend.display }
    var atoms: X11Atoms { backend.atoms }
    var selections: X11Selections { backend.x11Selections }

    /// Makes a top-level window a drop target for other clients.
    func markAware(_ window: Window) {
        var version = Self.version
        XChangeProperty(display, window, atoms[.xdndAware], atoms[.atom], 32, PropModeReplace, &version, 1)
    }

    /// Handles an XDND client message; false for any other message.
    func handle(_ message: XClientMessageEvent) -> Bool {
        guard message.format == 32 else { return false }
        switch message.message_type {
        case atoms[.xdndEnter]: entered(message)
        case atoms[.xdndPosition]: positioned(message)
        case atoms[.xdndLeave]: left(message)
        case atoms[.xdndDrop]: dropped(message)
        case atoms[.xdndStatus]: statusArrived(message)
        case atoms[.xdndFinished]: finishedArrived(message)
        default: return false
        }
        return true
    }

    // MARK: - Target

    func setExternalDragResponse(_ operation: DragOperation) {
        incoming?.response = operation
    }

    func externalDragData(type: String) -> Data? {
        guard incoming != nil else { return nil }
        return selections.data(in: .drag, type: type)
    }

    func finishExternalDrop(_ operation: DragOperation) {
        guard let drop = incoming, !drop.finished else { return }
        incoming?.finished = true
        send(
            .xdndFinished, to: drop.source,
            [Int(drop.window.xid), operation == .none ? 0 : 1, operation == .none ? 0 : Int(action(for: operation))])
    }

    private func entered(_ message: XClientMessageEvent) {
        let data = message.data.l
        guard let window = backend.windows[message.window] else { return }
        let source = Window(UInt(bitPattern: data.0))
        var atomsOffered = [data.2, data.3, data.4].filter { $0 != 0 }.map { Atom(UInt(bitPattern: $0)) }
        if data.1 & 1 != 0,
            let list = X11Selections.readProperty(atoms[.xdndTypeList], of: source, on: display, deleting: false),
            list.format == 32
        {
            atomsOffered = list.longs.map { Atom(UInt(bitPattern: $0)) }
        }
        let names = atomsOffered.compactMap { selections.name(of: $0) }
        if let previous = incoming, previous.location != nil {
            backend.eventHandler?(.externalDrag(previous.window.id, .exited))
        }
        incoming = Incoming(source: source, window: window, types: X11SelectionTargets.types(fromTargets: names))
    }

    private func positioned(_ message: XClientMessageEvent) {
        let data = message.data.l
        guard var drag = incoming, drag.source == Window(UInt(bitPattern: data.0)) else { return }
        let rootX = Int32((data.2 >> 16) & 0xFFFF)
        let rootY = Int32(data.2 & 0xFFFF)
        var x: Int32 = 0
        var y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, backend.root, drag.window.xid, rootX, rootY, &x, &y, &child)
        let location = PixelPoint(x: Int(x), y: Int(y))
        let first = drag.location == nil
        drag.location = location
        drag.response = .none
        incoming = drag
        backend.eventHandler?(
            .externalDrag(
                drag.window.id, first ? .entered(types: drag.types, location: location) : .moved(location: location)))
        let response = incoming?.response ?? .none
        // Bit 1: send a position at every move (the empty rectangle asks for no quiet zone).
        send(
            .xdndStatus, to: drag.source,
            [Int(drag.window.xid), response == .none ? 2 : 3, 0, 0, response == .none ? 0 : Int(action(for: response))])
    }

    private func left(_ message: XClientMessageEvent) {
        guard let drag = incoming, drag.source == Window(UInt(bitPattern: message.data.l.0)) else { return }
        incoming = nil
        if drag.location != nil { backend.eventHandler?(.externalDrag(drag.window.id, .exited)) }
    }

    private func dropped(_ message: XClientMessageEvent) {
        let source = Window(UInt(bitPattern: message.data.l.0))
        guard let drag = incoming, drag.source == source, let location = drag.location else {
            // A drop without a position first: nothing was accepted.
            send(.xdndFinished, to: source, [Int(message.window), 0, 0])
            return
        }
        backend.eventHandler?(.externalDrag(drag.window.id, .dropped(location: location)))
        // An app that did not say what it did has taken nothing.
        finishExternalDrop(.none)
        incoming = nil
    }

    // MARK: - Messages

    func action(for operation: DragOperation) -> Atom {
        operation == .move ? atoms[.xdndActionMove] : atoms[.xdndActionCopy]
    }

    /// Sends an XDND message of five longs to another client's window; errors from a window that went
    /// away meanwhile are expected and not reported.
    func send(_ type: X11Atoms.Name, to window: Window, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display
        event.xclient.window = window
        event.xclient.message_type = atoms[type]
        event.xclient.format = 32
        let padded = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (padded[0], padded[1], padded[2], padded[3], padded[4])
        _ = X11ErrorHandling.trappingErrors {
            XSendEvent(display, window, 0, 0, &event)
            XSync(display, 0)
        }
        backend.setNeedsFlush()
    }
}
