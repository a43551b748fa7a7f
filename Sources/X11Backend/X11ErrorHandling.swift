import CX11
import CoreGraphics
import Foundation

/// Process-wide Xlib error handlers: an X error is reported on one line and the app carries on; losing
/// the display connection ends the process, because nothing on screen can work any more.
///
/// Xlib calls the handlers synchronously from inside the Xlib call that read the error, which is always
/// on the main thread here (the backend is main-actor only), so their state lives on the main actor.
@MainActor
enum X11ErrorHandling {
    /// Errors reported (not trapped) since launch; tests read it to prove an error was survived.
    private(set) static var reportedErrorCount = 0
    private static var isTrapping = false
    private static var trappedErrorCount = 0
    /// The app's windows on the server, and those another client destroyed under it.
    private static var liveWindows: Set<UInt> = []
    private static var windowsDestroyedElsewhere: Set<UInt> = []
    /// Errors about a live window, held until the events read with them are handled: requests sent
    /// to a window after another client destroyed it, and before its DestroyNotify was handled, fail
    /// as expected and are not reported.
    private static var heldErrors: [(window: UInt, line: String)] = []

    /// Replaces Xlib's default handlers, which print and exit on any protocol error.
    static func install() {
        XSetErrorHandler { display, event in
            guard let display, let event else { return 0 }
            MainActor.assumeIsolated { X11ErrorHandling.handle(event.pointee, on: display) }
            return 0
        }
        XSetIOErrorHandler { _ in
            X11ErrorHandling.printLine("casement: lost the connection to the X display")
            exit(1)
        }
    }

    /// Runs `body`, which must end with `XSync` so errors of its requests arrive inside it, and says
    /// whether any X error happened; those errors are expected by the caller and are not reported.
    static func trappingErrors(_ body: () -> Void) -> Bool {
        preconditionAlways(!isTrapping, "X error traps do not nest")
        isTrapping = true
        trappedErrorCount = 0
        body()
        isTrapping = false
        return trappedErrorCount > 0
    }

    static func windowCreated(_ window: UInt) {
        liveWindows.insert(window)
    }

    static func windowForgotten(_ window: UInt, destroyedElsewhere: Bool) {
        liveWindows.remove(window)
        if destroyedElsewhere { windowsDestroyedElsewhere.insert(window) }
    }

    /// Reports the held errors whose window still exists; called once the queued events are handled.
    static func reportHeldErrors() {
        guard !heldErrors.isEmpty else { return }
        let held = heldErrors
        heldErrors = []
        for error in held where !windowsDestroyedElsewhere.contains(error.window) {
            report(error.line)
        }
    }

    nonisolated private static func printLine(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    private static func handle(_ error: XErrorEvent, on display: OpaquePointer) {
        if isTrapping {
            trappedErrorCount += 1
            return
        }
        let resource = UInt(error.resourceid)
        if windowsDestroyedElsewhere.contains(resource) { return }
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(error.error_code), &text, Int32(text.count))
        let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let line =
            "casement: X error \(name); request \(error.request_code).\(error.minor_code), "
            + "resource 0x\(String(resource, radix: 16))"
        if liveWindows.contains(resource) {
            heldErrors.append((resource, line))
        } else {
            report(line)
        }
    }

    private static func report(_ line: String) {
        reportedErrorCount += 1
        printLine(line)
    }
}
