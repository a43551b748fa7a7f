import CX11
import Dispatch
import WindowSystem

/// How events get from the socket to `eventHandler`, and requests from Xlib's buffer to the server.
///
/// Xlib reads whatever has arrived whenever it reads for a reply, and keeps the events in its own
/// queue where the read source cannot see them. So every place that may read the socket either drains
/// at once (`synchronize`, the event loop itself) or, when it is in the middle of the caller's work
/// (painting a frame), asks for a drain at the end of the turn, so no event waits for the next input.
extension X11Backend {
    func startReadingEvents() {
        let source = DispatchSource.makeReadSource(fileDescriptor: XConnectionNumber(display), queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.drainEvents() }
        }
        source.resume()
        readSource = source
    }

    /// Translates and delivers every event Xlib has or can read without blocking, in order.
    func drainEvents() {
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            dispatch(&event)
            deliverTextInput()
        }
        deliverTextInput()
        X11ErrorHandling.reportHeldErrors()
    }

    /// Queues what an input method callback reported; Xlib calls those from inside other calls (the
    /// filtering of an event, a reset), so the event waits until that call has returned.
    func queueTextInput(_ event: PlatformEvent) {
        pendingTextInput.append(event)
        setNeedsFlush()
    }

    private func deliverTextInput() {
        while !pendingTextInput.isEmpty {
            eventHandler?(pendingTextInput.removeFirst())
        }
    }

    /// Flushes queued requests and drains events at the end of this turn; several calls make one flush.
    func setNeedsFlush() {
        guard !isFlushScheduled else { return }
        isFlushScheduled = true
        scheduler.scheduleAtEndOfTurn { [weak self] in
            guard let self else { return }
            isFlushScheduled = false
            XFlush(display)
            drainEvents()
        }
    }

    private func dispatch(_ event: inout XEvent) {
        // The input method sees every event first: it may swallow keys (compose, or sent to its server,
        // which may send them back) or talk to its server. A key it swallowed is released unseen too.
        let type = event.type
        let keycode = event.xkey.keycode
        if XFilterEvent(&event, 0) != 0 {
            if type == KeyPress { keysTakenByInputMethod.insert(keycode) }
            return
        }
        if type == KeyPress { keysTakenByInputMethod.remove(keycode) }
        if type == KeyRelease, keysTakenByInputMethod.remove(keycode) != nil { return }
        var settingsChanged = false
        let dotsPerInch = settingsWatcher.dotsPerInch
        if settingsWatcher.handle(event, changed: &settingsChanged) {
            if settingsWatcher.dotsPerInch != dotsPerInch { refreshScreen() }
            if settingsChanged { eventHandler?(.desktopSettingsChanged(settingsWatcher.settings)) }
            return
        }
        if type == PropertyNotify, event.xproperty.window == root {
            if event.xproperty.atom == atoms[.resourceManager] { resourcesChanged() }
            inputMethod.rootPropertyChanged(event.xproperty.atom)
            return
        }
        if let base = sharedMemoryEventBase, type == base + ShmCompletion {
            let drawable = withUnsafePointer(to: &event) {
                UnsafeRawPointer($0).load(as: XShmCompletionEvent.self).drawable
            }
            windows[drawable]?.presenter.completionArrived()
            return
        }
        // RandR reports monitors set or deleted (`xrandr --setmonitor`) with a ConfigureNotify of the root
        // window only, which the settings watcher's StructureNotify selection on the root brings.
        let rootConfigured = type == ConfigureNotify && event.xconfigure.window == root
        if let base = randrEventBase, rootConfigured || type == base + RRScreenChangeNotify || type == base + RRNotify {
            XRRUpdateConfiguration(&event)
            refreshScreen()
            return
        }
        if type == GenericEvent, let opcode = presentOpcode, event.xcookie.extension == opcode {
            dispatchPresent(&event.xcookie)
            return
        }
        if type == GenericEvent, let opcode = inputExtensionOpcode, event.xcookie.extension == opcode {
            dispatchInput(&event.xcookie)
            return
        }
        if type == ClientMessage, x11DragAndDrop.handle(event.xclient) { return }
        if x11Selections.isForSelections(event) {
            x11Selections.handle(&event)
            return
        }
        guard let window = windows[event.xany.window],
            let translated = window.translate(&event, at: scheduler.now)
        else { return }
        eventHandler?(translated)
    }
}
