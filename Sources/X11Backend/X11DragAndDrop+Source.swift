import CX11
import Foundation
import WindowSystem

/// The app's drags to other clients: owning `XdndSelection` with the selection owner code (which
/// then answers the target's conversions), finding the aware window under the pointer, and the
/// `XdndEnter`/`XdndPosition`/`XdndLeave`/`XdndDrop` messages, one position at a time as the
/// protocol asks (the next waits for the target's `XdndStatus`).
extension X11DragAndDrop {
    /// How long a target may take to say it has finished with a drop.
    static let finishTimeout = 5.0

    var dragResponse: DragOperation { outgoing?.response ?? .none }

    func beginDrag(_ item: SelectionItem) -> Bool {
        if let outgoing, let target = outgoing.target { send(.xdndLeave, to: target, [Int(selections.window)]) }
        outgoing = nil
        guard selections.own(.drag, items: [item]), let time = selections.ownerships[.drag]?.time else { return false }
        outgoing = Outgoing(time: time)
        // Targets read the types from the source window when there are more than three.
        let types = X11SelectionTargets.targets(offering: item.types).map { Int(selections.atom(named: $0)) }
        selections.writeProperty(atoms[.xdndTypeList], of: selections.window, type: atoms[.atom], values: types)
        return true
    }

    func moveDrag(in window: WindowID, to location: PixelPoint) {
        guard var drag = outgoing, drag.completion == nil else { return }
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(
            display, Window(window.rawValue), backend.root, Int32(location.x), Int32(location.y), &rootX, &rootY,
            &child)
        let (target, version) = awareWindow(at: rootX, rootY)
        if target != drag.target {
            if let old = drag.target { send(.xdndLeave, to: old, [Int(selections.window)]) }
            drag.target = target
            drag.targetVersion = version
            drag.response = .none
            drag.awaitingStatus = false
            drag.pendingPosition = nil
            if let target { sendEnter(to: target, version: version) }
        }
        outgoing = drag
        guard target != nil else { return }
        if drag.awaitingStatus {
            outgoing?.pendingPosition = (rootX, rootY)
        } else {
            sendPosition(rootX, rootY)
        }
    }

    func endDrag(dropping: Bool, completion: @escaping @MainActor (DragOperation) -> Void) {
        guard var drag = outgoing else {
            backend.scheduler.scheduleAtEndOfTurn { completion(.none) }
            return
        }
        guard dropping, let target = drag.target, drag.response != .none else {
            if let target = drag.target { send(.xdndLeave, to: target, [Int(selections.window)]) }
            finishOutgoing(with: .none, completion: completion)
            return
        }
        drag.completion = completion
        drag.timeout = backend.scheduler.schedule(at: backend.scheduler.now + Self.finishTimeout) { [weak self] in
            guard let self, let completion = outgoing?.completion else { return }
            finishOutgoing(with: .none, completion: completion)
        }
        outgoing = drag
        send(.xdndDrop, to: target, [Int(selections.window), 0, Int(drag.time)])
    }

    /// The target's answer to a position: whether it takes the drop, and how.
    func statusArrived(_ message: XClientMessageEvent) {
        let data = message.data.l
        guard var drag = outgoing, drag.target == Window(UInt(bitPattern: data.0)) else { return }
        let accepts = data.1 & 1 != 0
        drag.response = accepts ? (Atom(UInt(bitPattern: data.4)) == atoms[.xdndActionMove] ? .move : .copy) : .none
        drag.awaitingStatus = false
        let pending = drag.pendingPosition
        drag.pendingPosition = nil
        outgoing = drag
        if let pending, drag.completion == nil { sendPosition(pending.x, pending.y) }
    }

    /// The target has taken the drop's data (or refused it).
    func finishedArrived(_ message: XClientMessageEvent) {
        let data = message.data.l
        guard let drag = outgoing, drag.target == Window(UInt(bitPattern: data.0)), let completion = drag.completion
        else { return }
        // Version 5 says whether the target accepted, and what it did; older targets say nothing.
        let accepted = drag.targetVersion < 5 || data.1 & 1 != 0
        let operation: DragOperation =
            accepted ? (Atom(UInt(bitPattern: data.2)) == atoms[.xdndActionMove] ? .move : drag.response) : .none
        finishOutgoing(with: operation, completion: completion)
    }

    private func finishOutgoing(with operation: DragOperation, completion: @escaping @MainActor (DragOperation) -> Void)
    {
        outgoing?.timeout?.cancel()
        outgoing = nil
        selections.disown(.drag)
        backend.scheduler.scheduleAtEndOfTurn { completion(operation) }
    }

    private func sendEnter(to target: Window, version: Int) {
        let types = X11SelectionTargets.targets(offering: selections.ownerships[.drag]?.items.first?.types ?? [])
            .map { Int(selections.atom(named: $0)) }
        let first = types.prefix(3) + Array(repeating: 0, count: max(0, 3 - types.count))
        send(
            .xdndEnter, to: target,
            [Int(selections.window), (min(version, Self.version) << 24) | (types.count > 3 ? 1 : 0)] + first)
    }

    private func sendPosition(_ x: Int32, _ y: Int32) {
        guard let drag = outgoing, let target = drag.target else { return }
        outgoing?.awaitingStatus = true
        send(
            .xdndPosition, to: target,
            [Int(selections.window), 0, (Int(x) << 16) | Int(y & 0xFFFF), Int(drag.time), Int(atoms[.xdndActionCopy])])
    }

    /// The `XdndAware` window under the root point, with its protocol version: the top-level there or
    /// one of its descendants (a window manager's frame holds the client's window). None over the
    /// app's own windows, whose drops UIKit handles itself, and over windows of older protocol versions
    /// than 3.
    private func awareWindow(at x: Int32, _ y: Int32) -> (Window?, Int) {
        var window = backend.root
        while true {
            var childX: Int32 = 0
            var childY: Int32 = 0
            var child: Window = 0
            guard XTranslateCoordinates(display, backend.root, window, x, y, &childX, &childY, &child) != 0,
                child != 0
            else { return (nil, 0) }
            if backend.windows[child] != nil { return (nil, 0) }
            if let aware = X11Selections.readProperty(atoms[.xdndAware], of: child, on: display, deleting: false),
                aware.format == 32, let version = aware.longs.first, version >= 3
            {
                return (child, version)
            }
            window = child
        }
    }
}
