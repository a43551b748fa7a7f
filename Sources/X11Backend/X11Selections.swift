import CX11
import Foundation
import WindowSystem

/// The clipboard and primary selections on an X server (ICCCM section 2).
///
/// An unmapped window of the app owns the selections the app offers and receives the conversions it
/// asks for, so every selection event names it. Owning and answering other clients is in
/// `X11Selections+Owner.swift` (INCR for large data in `+Transfers`), reading in `+Reader`, and the
/// wait for an answer, which keeps every other event queued in order, in `+Wait`. XFixes reports each
/// change of owner, so the change count follows copies in other apps too.
@MainActor
final class X11Selections: SelectionService {
    /// What the app offers on a selection it owns, and the server time it took the selection at.
    struct Ownership {
        var items: [SelectionItem]
        var time: Time
    }

    let display: OpaquePointer
    let atoms: X11Atoms
    let window: Window
    /// XFixes' first event code, when the server has XFixes.
    let fixesEventBase: Int32?
    /// The most bytes one property write carries; more goes in pieces (INCR).
    let chunkSize: Int
    /// Delivers `.selectionChanged` and asks for the end-of-turn drain after a wait read events.
    weak var backend: X11Backend?
    var ownerships: [SelectionName: Ownership] = [:]
    var changeCounts: [SelectionName: Int] = [:]
    /// The last owner XFixes reported, or the app's own giving up, with its selection time.
    var lastKnownOwners: [SelectionName: (owner: Window, time: Time)] = [:]
    /// Data going to other clients in pieces.
    var transfers: [X11OutgoingTransfer] = []
    private var atomsByName: [String: Atom] = [:]
    private var namesByAtom: [Atom: String] = [:]

    init(display: OpaquePointer, root: Window, atoms: X11Atoms) {
        self.display = display
        self.atoms = atoms
        window = XCreateSimpleWindow(display, root, -1, -1, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        // The server's largest request, in 4-byte units; pieces stay well below it, and at most 256 KiB
        // so that one large paste never holds up the connection (or the server) for long.
        let extended = XExtendedMaxRequestSize(display)
        let units = extended > 0 ? extended : XMaxRequestSize(display)
        chunkSize = min(units * 4 - 1024, 256 * 1024)
        fixesEventBase = Self.selectSelectionChanges(display: display, window: window, atoms: atoms)
    }

    /// Destroys the selection window, which leaves the selections the app owns empty, at once.
    func close() {
        XDestroyWindow(display, window)
        XFlush(display)
    }

    func atom(of selection: SelectionName) -> Atom {
        switch selection {
        case .clipboard: atoms[.clipboard]
        case .primary: atoms[.primary]
        case .drag: atoms[.xdndSelection]
        }
    }

    func selection(of atom: Atom) -> SelectionName? {
        SelectionName.allCases.first { self.atom(of: $0) == atom }
    }

    func own(_ selection: SelectionName, items: [SelectionItem]) -> Bool {
        let time = serverTime()
        XSetSelectionOwner(display, atom(of: selection), window, time)
        guard XGetSelectionOwner(display, atom(of: selection)) == window else {
            ownerships[selection] = nil
            return false
        }
        ownerships[selection] = Ownership(items: items, time: time)
        changeCounts[selection, default: 0] += 1
        return true
    }

    func disown(_ selection: SelectionName) {
        guard let ownership = ownerships.removeValue(forKey: selection) else { return }
        // Given up with the time it was taken at (ICCCM 2.1), which XFixes then reports back.
        XSetSelectionOwner(display, atom(of: selection), 0, ownership.time)
        lastKnownOwners[selection] = (0, ownership.time)
        changeCounts[selection, default: 0] += 1
        backend?.setNeedsFlush()
    }

    func isOwned(_ selection: SelectionName) -> Bool {
        ownerships[selection] != nil
    }

    func changeCount(of selection: SelectionName) -> Int {
        changeCounts[selection, default: 0]
    }

    /// Whether the event is for the selection machinery rather than a window of the app: anything
    /// sent to the selection window (requests, answers, property changes, XFixes' reports) but the
    /// drag and drop messages other clients send it, and property deletions on windows that data is
    /// going to in pieces.
    func isForSelections(_ event: XEvent) -> Bool {
        guard event.type != GenericEvent, event.type != ClientMessage else { return false }
        if event.xany.window == window { return true }
        return event.type == PropertyNotify && transfers.contains { $0.requestor == event.xproperty.window }
    }

    /// Handles an event `isForSelections` accepted.
    func handle(_ event: inout XEvent) {
        if let base = fixesEventBase, event.type == base + XFixesSelectionNotify {
            let notify = withUnsafePointer(to: &event) {
                UnsafeRawPointer($0).load(as: XFixesSelectionNotifyEvent.self)
            }
            ownerChanged(notify)
            return
        }
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
        case SelectionClear:
            lost(event.xselectionclear)
        case PropertyNotify where event.xproperty.window != window:
            continueTransfer(event.xproperty)
        default:
            // Answers that came after their read gave up, and the app's own property changes.
            break
        }
    }

    /// The atom of a target or type name, interned once.
    func atom(named name: String) -> Atom {
        if let atom = atomsByName[name] { return atom }
        let atom = XInternAtom(display, name, 0)
        atomsByName[name] = atom
        namesByAtom[atom] = name
        return atom
    }

    /// The name of an atom another client sent, asked of the server once.
    func name(of atom: Atom) -> String? {
        guard atom != 0 else { return nil }
        if let name = namesByAtom[atom] { return name }
        guard let cName = XGetAtomName(display, atom) else { return nil }
        defer { XFree(cName) }
        let name = String(cString: cName)
        namesByAtom[atom] = name
        atomsByName[name] = atom
        return name
    }

    /// A server time for taking a selection (ICCCM 2.1 forbids `CurrentTime` there): appending nothing to
    /// a property of the selection window makes the server report its time in a PropertyNotify.
    private func serverTime() -> Time {
        let property = atoms[.casementTimestamp]
        XChangeProperty(display, window, property, atoms[.integer], 8, PropModeAppend, nil, 0)
        let notify = waitForEvent { $0.type == PropertyNotify && $0.xproperty.atom == property }
        return notify?.xproperty.time ?? Time(CurrentTime)
    }

    /// Another client took a selection the app owned. With XFixes its report counts the change.
    private func lost(_ clear: XSelectionClearEvent) {
        guard let selection = selection(of: clear.selection), let ownership = ownerships[selection],
            clear.time == CurrentTime || clear.time >= ownership.time
        else { return }
        ownerships[selection] = nil
        if fixesEventBase == nil { contentsChangedElsewhere(selection) }
    }

    /// XFixes reports every new owner, the app's own claims included (counted when made), and a
    /// selection going empty when its owner's window or connection goes. A report of a change from
    /// before the app's claim, read after it, is no news: the claim came later.
    private func ownerChanged(_ notify: XFixesSelectionNotifyEvent) {
        guard let selection = selection(of: notify.selection), notify.owner != window else { return }
        if let ownership = ownerships[selection], notify.timestamp <= ownership.time { return }
        if let known = lastKnownOwners[selection], known.owner == notify.owner, known.time == notify.selection_timestamp
        {
            return
        }
        lastKnownOwners[selection] = (notify.owner, notify.selection_timestamp)
        ownerships[selection] = nil
        contentsChangedElsewhere(selection)
    }

    private func contentsChangedElsewhere(_ selection: SelectionName) {
        changeCounts[selection, default: 0] += 1
        backend?.scheduler.scheduleAtEndOfTurn { [weak backend] in
            backend?.eventHandler?(.selectionChanged(selection))
        }
    }

    private static func selectSelectionChanges(display: OpaquePointer, window: Window, atoms: X11Atoms) -> Int32? {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        var major: Int32 = 1
        var minor: Int32 = 0
        guard XFixesQueryExtension(display, &eventBase, &errorBase) != 0,
            XFixesQueryVersion(display, &major, &minor) != 0, major >= 1
        else { return nil }
        let mask =
            UInt(XFixesSetSelectionOwnerNotifyMask) | UInt(XFixesSelectionWindowDestroyNotifyMask)
            | UInt(XFixesSelectionClientCloseNotifyMask)
        for name in [X11Atoms.Name.clipboard, .primary] {
            XFixesSelectSelectionInput(display, window, atoms[name], mask)
        }
        return eventBase
    }
}
