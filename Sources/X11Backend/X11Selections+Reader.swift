import CX11
import Foundation
import WindowSystem

/// The reader's side: asking the owner for a target and reading the answer from the selection
/// window's property, in pieces when the owner sends INCR (ICCCM 2.4, 2.7.2).
extension X11Selections {
    /// A property's type and format with its items: bytes for format 8 and 16, C longs for format 32.
    struct PropertyValue {
        var type: Atom
        var format: Int32
        var data: Data

        /// The items of a format-32 property.
        var longs: [Int] {
            data.withUnsafeBytes { Array($0.bindMemory(to: Int.self)) }
        }
    }

    /// What asking the owner for a target gave.
    enum Conversion {
        case converted(PropertyValue)
        case refused
        /// No answer within the deadline: asking again would only wait again.
        case unanswered

        var value: PropertyValue? {
            if case .converted(let value) = self { return value }
            return nil
        }
    }

    func types(in selection: SelectionName) -> [String] {
        if let ownership = ownerships[selection] { return ownership.items.first?.types ?? [] }
        return X11SelectionTargets.types(fromTargets: targetNames(of: selection) ?? [])
    }

    func data(in selection: SelectionName, type: String) -> Data? {
        if let ownership = ownerships[selection] { return ownership.items.first?.data(for: type) }
        guard let offered = targetNames(of: selection) else { return nil }
        for target in X11SelectionTargets.targets(forReading: type, offered: offered) {
            let conversion = convert(selection, to: atom(named: target))
            if case .unanswered = conversion { return nil }
            guard let reply = conversion.value,
                let data = X11SelectionTargets.data(fromReply: reply.data, type: name(of: reply.type) ?? "", as: type)
            else { continue }
            return data
        }
        return nil
    }

    /// The targets the owner lists for TARGETS: empty when it refused (then the usual names are tried),
    /// nil when there is no owner or it did not answer in time.
    private func targetNames(of selection: SelectionName) -> [String]? {
        guard XGetSelectionOwner(display, atom(of: selection)) != 0 else { return nil }
        switch convert(selection, to: atoms[.targets]) {
        case .converted(let reply) where reply.format == 32: return reply.longs.compactMap { name(of: Atom($0)) }
        case .converted, .refused: return []
        case .unanswered: return nil
        }
    }

    /// Asks the owner to convert the selection to `target` and waits for the answer, up to the
    /// deadline for each step.
    private func convert(_ selection: SelectionName, to target: Atom) -> Conversion {
        let selectionAtom = atom(of: selection)
        let property = atoms[.casementSelection]
        XDeleteProperty(display, window, property)
        XConvertSelection(display, selectionAtom, target, property, window, Time(CurrentTime))
        let notify = waitForEvent { event in
            event.type == SelectionNotify && event.xselection.selection == selectionAtom
                && event.xselection.target == target
        }
        guard let notify else { return .unanswered }
        guard notify.xselection.property != 0,
            let value = readProperty(notify.xselection.property, of: window, deleting: true)
        else { return .refused }
        guard value.type == atoms[.incr] else { return .converted(value) }
        return readPieces(of: notify.xselection.property).map(Conversion.converted) ?? .unanswered
    }

    /// Reads an INCR answer: each new value of the property is a piece, deleted once read to ask for
    /// the next, until an empty one.
    private func readPieces(of property: Atom) -> PropertyValue? {
        var whole = PropertyValue(type: 0, format: 8, data: Data())
        while true {
            let newValue = waitForEvent { event in
                event.type == PropertyNotify && event.xproperty.atom == property
                    && event.xproperty.state == PropertyNewValue
            }
            guard newValue != nil, let piece = readProperty(property, of: window, deleting: true) else { return nil }
            if piece.data.isEmpty { return whole }
            whole.type = piece.type
            whole.format = piece.format
            whole.data.append(piece.data)
        }
    }

    /// A property's whole value, deleted after reading when `deleting`; nil when the window lacks it.
    func readProperty(_ property: Atom, of window: Window, deleting: Bool) -> PropertyValue? {
        Self.readProperty(property, of: window, on: display, deleting: deleting)
    }

    /// A property's whole value on `display`, deleted after reading when `deleting`; nil when the
    /// window lacks it.
    static func readProperty(
        _ property: Atom, of window: Window, on display: OpaquePointer, deleting: Bool
    ) -> PropertyValue? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var items: UnsafeMutablePointer<UInt8>?
        // The length is in 4-byte units: as much as there is.
        guard
            XGetWindowProperty(
                display, window, property, 0, Int(Int32.max) / 4, deleting ? 1 : 0, 0, &type, &format, &count,
                &remaining, &items) == Success, type != 0
        else { return nil }
        defer { if let items { XFree(items) } }
        let itemSize = format == 32 ? MemoryLayout<Int>.size : Int(format) / 8
        let data = items.map { Data(bytes: $0, count: Int(count) * itemSize) } ?? Data()
        return PropertyValue(type: type, format: format, data: data)
    }
}
