import CX11
import WindowSystem

extension X11Observer {
    /// Makes the observer the owner of a selection ("CLIPBOARD", "PRIMARY"); it never answers requests
    /// for it, as a hung app would not.
    package func takeSelectionWithoutAnswering(_ selection: String) {
        XSetSelectionOwner(display, atom(selection), root, Time(CurrentTime))
        XSync(display, 0)
    }

    /// Leaves a selection the observer owns empty.
    package func releaseSelection(_ selection: String) {
        XSetSelectionOwner(display, atom(selection), 0, Time(CurrentTime))
        XSync(display, 0)
    }
}

/// A MULTIPLE request the observer made (ICCCM 2.6.2), answered once the owner handled it.
package struct MultipleRequest {
    let window: Window
    let targets: [String]
}

extension X11Observer {
    /// Asks the selection's owner for several targets at once through MULTIPLE, into properties of a
    /// window of the observer's.
    package func requestMultiple(_ selection: String, targets: [String]) -> MultipleRequest {
        let window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        let pairs = targets.indices.flatMap { [Int(atom(targets[$0])), Int(atom("CASEMENT_TEST_PART_\($0)"))] }
        _ = pairs.withUnsafeBytes { raw in
            XChangeProperty(
                display, window, atom("CASEMENT_TEST_MULTIPLE"), atom("ATOM_PAIR"), 32, PropModeReplace,
                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(pairs.count))
        }
        XConvertSelection(
            display, atom(selection), atom("MULTIPLE"), atom("CASEMENT_TEST_MULTIPLE"), window, Time(CurrentTime))
        XSync(display, 0)
        return MultipleRequest(window: window, targets: targets)
    }

    /// The answer to a MULTIPLE request once it came: each target's text, nil for targets the owner
    /// refused (None in the list it wrote back); nil while no answer has come.
    package func answer(to request: MultipleRequest) -> [String?]? {
        var event = XEvent()
        guard XCheckTypedWindowEvent(display, request.window, SelectionNotify, &event) != 0 else { return nil }
        defer { XDestroyWindow(display, request.window) }
        let window = WindowID(UInt(request.window))
        guard event.xselection.property != 0, let list = property("CASEMENT_TEST_MULTIPLE", of: window) else {
            return []
        }
        return request.targets.indices.map { index in
            guard list.values.count > index * 2, list.values[index * 2] != 0,
                let part = property("CASEMENT_TEST_PART_\(index)", of: window)
            else { return nil }
            return String(decoding: part.bytes, as: UTF8.self)
        }
    }
}
