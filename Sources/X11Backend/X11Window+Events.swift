import CX11
import WindowSystem

/// Turns the X events sent to this window into platform events, updating the window's state first.
extension X11Window {
    /// What the app should hear about `event` (already filtered by the input method), or nil.
    func translate(_ event: inout XEvent, at time: Double) -> PlatformEvent? {
        switch event.type {
        case Expose:
            let expose = event.xexpose
            if wantsFocus { focusIfViewable() }
            return .exposed(
                id,
                PixelRect(
                    x: Int(expose.x), y: Int(expose.y),
                    width: Int(expose.width), height: Int(expose.height)))
        case GraphicsExpose:
            // A move copied from a part of the window the server did not hold: repaint where it went.
            let expose = event.xgraphicsexpose
            return .exposed(
                id,
                PixelRect(
                    x: Int(expose.x), y: Int(expose.y),
                    width: Int(expose.width), height: Int(expose.height)))
        case ConfigureNotify:
            return configured(event.xconfigure)
        case FocusIn, FocusOut:
            return focusChanged(event.xfocus)
        case MapNotify:
            isMapped = true
            let requested = expectsMapNotify
            expectsMapNotify = false
            focusIfViewable()
            return .mapChanged(id, mapped: true, requested: requested)
        case UnmapNotify:
            isMapped = false
            let requested = expectsUnmapNotify
            expectsUnmapNotify = false
            return .mapChanged(id, mapped: false, requested: requested)
        case DestroyNotify:
            guard event.xdestroywindow.window == xid else { return nil }
            return destroyedElsewhere()
        case ClientMessage:
            return protocolMessage(event.xclient)
        case ButtonPress, ButtonRelease:
            // Core presses and motion come only where XInput does not replace them (`X11XInput`):
            // from servers without XInput 2.2, and sent by other clients (`XSendEvent`).
            let button = event.xbutton
            guard
                let action = X11EventTranslation.pointerAction(
                    button: button.button,
                    isPress: button.type == ButtonPress)
            else { return nil }
            return .pointer(
                PointerEvent(
                    window: id, kind: action.kind, button: action.button,
                    location: PixelPoint(x: Int(button.x), y: Int(button.y)),
                    modifiers: X11EventTranslation.modifiers(state: button.state), timestamp: time))
        case MotionNotify:
            let motion = event.xmotion
            return .pointer(
                PointerEvent(
                    window: id, kind: .moved, button: 0, location: PixelPoint(x: Int(motion.x), y: Int(motion.y)),
                    modifiers: X11EventTranslation.modifiers(state: motion.state), timestamp: time))
        case EnterNotify:
            // Scroll valuators are absolute again in the first event after entering (XInput 2.1).
            backend.forgetScrollValues()
            return nil
        case LeaveNotify:
            // Leaving because another client's grab took the pointer while a button was held.
            let crossing = event.xcrossing
            let buttons = UInt32(Button1Mask | Button2Mask | Button3Mask)
            guard crossing.mode == NotifyGrab, crossing.state & buttons != 0 else { return nil }
            return .pointerGrabLost(id)
        case KeyPress, KeyRelease:
            let (keysym, text, isCommit) = X11EventTranslation.symbolAndText(
                of: &event.xkey, inputContext: textInput.xic)
            // Text an input method server committed comes as a press of no key.
            if isCommit { return text.isEmpty ? nil : .textInput(id, .commit(text)) }
            let key = event.xkey
            let isDown = key.type == KeyPress
            return .key(
                KeyEvent(
                    window: id, isDown: isDown,
                    usage: backend.keyUsage(keycode: key.keycode, keysym: keysym, isDown: isDown),
                    characters: text,
                    charactersIgnoringModifiers: X11KeyUsage.charactersIgnoringModifiers(keysym: keysym, typed: text),
                    modifiers: X11EventTranslation.modifiers(state: key.state), timestamp: time))
        default:
            return nil
        }
    }

    /// The new frame in root coordinates, reported when position or size changed.
    ///
    /// A real ConfigureNotify gives the position relative to the parent, which is a window manager's
    /// frame when there is one, so the position is asked for in root coordinates; a synthetic one
    /// (ICCCM: sent by the manager after moving the frame) already has root coordinates.
    private func configured(_ configure: XConfigureEvent) -> PlatformEvent? {
        var origin = PixelPoint(x: Int(configure.x), y: Int(configure.y))
        if configure.send_event == 0 {
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            if XTranslateCoordinates(display, xid, backend.root, 0, 0, &x, &y, &child) != 0 {
                origin = PixelPoint(x: Int(x), y: Int(y))
            }
        }
        let newFrame = PixelRect(x: origin.x, y: origin.y, width: Int(configure.width), height: Int(configure.height))
        frame = newFrame
        guard newFrame != reportedFrame else { return nil }
        reportedFrame = newFrame
        return .configured(id, frame: newFrame)
    }

    /// Focus moves that matter to the app: not those between our window and its children, not the
    /// pointer-root bookkeeping, and not the temporary moves of keyboard grabs.
    private func focusChanged(_ focus: XFocusChangeEvent) -> PlatformEvent? {
        guard focus.detail != NotifyInferior, focus.detail != NotifyPointer,
            focus.mode != NotifyGrab, focus.mode != NotifyUngrab
        else { return nil }
        let focused = focus.type == FocusIn
        // Keys released while another window had the focus never report it: forget them.
        if !focused { backend.pressedKeys = [:] }
        textInput.windowFocusChanged(focused)
        guard focused != hasFocus else { return nil }
        hasFocus = focused
        return .focusChanged(id, focused: focused)
    }
}
