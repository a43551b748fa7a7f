import CX11
import Dispatch
import Foundation
import WindowSystem

/// The display backend for an X server, through Xlib: top-level windows, input, MIT-SHM presentation,
/// and RandR refresh rates.
///
/// Main-actor only, like the protocol: Xlib is used without `XInitThreads`. Events arrive through a
/// Dispatch read source on the connection and are delivered to `eventHandler` as they are translated;
/// requests made during a turn are flushed at the end of it. Nothing runs while the app is idle.
@MainActor
package final class X11Backend: DisplayBackend {
    /// The primary screen.
    package var screen: ScreenDescription { screens.first { $0.isPrimary } ?? screens[0] }
    /// The RandR monitors (see `X11Screen.describe`), kept current from RandR and XSETTINGS changes.
    package private(set) var screens: [ScreenDescription] = [.standard]
    /// The root window's size: the desktop all screens are in.
    private(set) var rootSize = PixelSize(width: 0, height: 0)
    /// The `Xft.dpi` resource, read again when `xrdb` changes the root window's database.
    private var resourceDotsPerInch: Double?
    package let scheduler: Scheduler
    package var eventHandler: ((PlatformEvent) -> Void)?
    package var selections: SelectionService { x11Selections }
    package var desktopSettings: DesktopSettings { settingsWatcher.settings }
    package var dragAndDrop: DragAndDropService? { x11DragAndDrop }
    /// XDND with other clients.
    private(set) lazy var x11DragAndDrop = X11DragAndDrop(backend: self)

    let display: OpaquePointer
    let screenNumber: Int32
    let root: Window
    let atoms: X11Atoms
    let visual: X11Visual
    let inputMethod: X11InputMethod
    let cursors: X11Cursors
    let x11Selections: X11Selections
    /// The desktop's XSETTINGS, followed live.
    let settingsWatcher: X11SettingsWatcher
    /// The first event code of MIT-SHM, when new windows may present through shared memory.
    let sharedMemoryEventBase: Int32?
    /// The first event code of RandR 1.3+, when the server has it.
    let randrEventBase: Int32?
    /// The XInput extension's opcode, when the server has XInput 2.2: then touches and the mouse come
    /// as XInput events (`X11XInput`).
    let inputExtensionOpcode: Int32?
    /// The Present extension's opcode, when the server has it.
    let presentOpcode: Int32?
    /// Whether the server has the SHAPE extension, which rounded windows need (without it they
    /// stay rectangles).
    let hasShapeExtension: Bool
    /// `CASEMENT_SCALE`, which changes how far a touchpad's scroll increment goes in pixels.
    let scaleOverride: Double?
    /// How the frame clock finds vblanks (`CASEMENT_FRAME_CLOCK`).
    let frameClockChoice: X11FrameClockChoice
    /// The frame clock's source when it waits for Present events, which the event loop hands it.
    weak var presentVBlanks: X11PresentVBlanks?
    /// The lit CRTCs, kept current from RandR notifications.
    var outputs: [X11Output] = []
    /// Live windows by X id.
    var windows: [Window: X11Window] = [:]
    /// The slave pointers with scroll valuators by device id, with their last values, kept current from
    /// XInput device changes (see `X11Backend+XInput.swift`).
    var scrollDevices: [Int32: X11ScrollDevice] = [:]
    /// The usage each held key's press reported, by keycode (see `X11Backend+Keys.swift`).
    var pressedKeys: [UInt32: KeyUsage] = [:]
    /// Keycodes whose press the input method took: their releases are dropped too.
    var keysTakenByInputMethod: Set<UInt32> = []
    /// What input methods' callbacks reported, waiting to be delivered after the event being filtered.
    var pendingTextInput: [PlatformEvent] = []
    var isFlushScheduled = false
    var readSource: DispatchSourceRead?

    /// Connects to the display named by `DISPLAY` in `environment`.
    ///
    /// MIT-SHM is used only for a local display (`:0`, `unix:0`) and unless `CASEMENT_NO_SHM=1`.
    package init(environment: [String: String]) throws(BackendError) {
        guard let name = environment["DISPLAY"], !name.isEmpty else { throw .noDisplay }
        X11ErrorHandling.install()
        guard let display = XOpenDisplay(name) else { throw .cannotOpenDisplay(name) }
        let screenNumber = XDefaultScreen(display)
        guard let visual = X11Visual(display: display, screenNumber: screenNumber) else {
            fatalError("casement: X display \"\(name)\" has no 24-bit TrueColor visual, which Casement needs")
        }
        self.display = display
        self.screenNumber = screenNumber
        self.visual = visual
        root = XRootWindow(display, screenNumber)
        atoms = X11Atoms(display: display)
        inputMethod = X11InputMethod(display: display, root: root, environment: environment)
        cursors = X11Cursors(display: display, root: root)
        x11Selections = X11Selections(display: display, root: root, atoms: atoms)
        settingsWatcher = X11SettingsWatcher(display: display, root: root, screenNumber: screenNumber)
        scheduler = RunLoopScheduler()
        sharedMemoryEventBase = Self.sharedMemoryEventBase(display: display, name: name, environment: environment)
        randrEventBase = Self.randrEventBase(display: display)
        inputExtensionOpcode = X11XInput.extensionOpcode(display: display)
        presentOpcode = Self.presentOpcode(display: display)
        var (shapeEvent, shapeError): (Int32, Int32) = (0, 0)
        hasShapeExtension = XShapeQueryExtension(display, &shapeEvent, &shapeError) != 0
        scaleOverride = ScreenDescription.scaleOverride(in: environment)
        frameClockChoice = X11FrameClockChoice(environment: environment)
        // Held keys repeat as presses without releases in between, so a repeat is told from a new press.
        _ = XkbSetDetectableAutoRepeat(display, 1, nil)
        resourceDotsPerInch = X11Screen.dotsPerInch(
            resources: XResourceManagerString(display).map { String(cString: $0) })
        // The resource database is a property of the root window: its changes come as PropertyNotify.
        var rootAttributes = XWindowAttributes()
        if XGetWindowAttributes(display, root, &rootAttributes) != 0 {
            XSelectInput(display, root, rootAttributes.your_event_mask | PropertyChangeMask)
        }
        if randrEventBase != nil {
            XRRSelectInput(
                display, root, Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask))
        }
        refreshScreen()
        if inputExtensionOpcode != nil {
            X11XInput.selectDeviceChanges(display: display, root: root)
            refreshScrollDevices()
        }
        x11Selections.backend = self
        startReadingEvents()
        // Setting up made round trips; events they queued are delivered once the app's first turn ends.
        setNeedsFlush()
    }

    isolated deinit {
        inputMethod.close()
        cursors.free()
        // The connection closes only once the main queue runs the source's cancel handler: until then
        // other clients would ask the selection window for selections no one answers any more.
        x11Selections.close()
        // Dispatch must stop watching the socket before Xlib closes it, so the display closes once the
        // source is cancelled.
        nonisolated(unsafe) let display = display
        if let readSource {
            readSource.setCancelHandler { XCloseDisplay(display) }
            readSource.cancel()
        } else {
            XCloseDisplay(display)
        }
    }

    package func makeWindow(_ configuration: WindowConfiguration) -> PlatformWindow {
        let window = X11Window(configuration: configuration, backend: self)
        windows[window.xid] = window
        if configuration.kind == .normal { x11DragAndDrop.markAware(window.xid) }
        X11ErrorHandling.windowCreated(window.xid)
        setNeedsFlush()
        return window
    }

    /// Raises the first window and stacks the others directly below it, in order.
    ///
    /// This restacks the app's own top-level windows, which is all there is without a window manager;
    /// a reparenting manager stacks its frames by the EWMH hints of `setStackingHint` instead.
    package func restack(topmostFirst windows: [PlatformWindow]) {
        var ids = windows.compactMap { $0 as? X11Window }.filter { !$0.isDestroyed }.map(\.xid)
        guard let topmost = ids.first else { return }
        XRaiseWindow(display, topmost)
        XRestackWindows(display, &ids, Int32(ids.count))
        setNeedsFlush()
    }

    package func synchronize() {
        XSync(display, 0)
        drainEvents()
    }

    package func run() -> Never {
        while true { RunLoop.main.run() }
    }

    func forget(_ window: X11Window, destroyedElsewhere: Bool) {
        windows[window.xid] = nil
        X11ErrorHandling.windowForgotten(window.xid, destroyedElsewhere: destroyedElsewhere)
    }

    /// `frame` with its size no larger than the screen's (the X server's own limit is 32767, and a
    /// buffer that large is gigabytes): a window cannot show more than the screen anyway. An
    /// unknown screen size leaves the frame as it is.
    func cappedToScreen(_ frame: PixelRect) -> PixelRect {
        let limit = rootSize
        guard limit.width > 0, limit.height > 0 else { return frame }
        return PixelRect(
            x: frame.x, y: frame.y, width: min(frame.width, limit.width), height: min(frame.height, limit.height))
    }

    /// The refresh rate of the output showing `point` (screen pixels), else the screen's.
    func refreshRate(at point: PixelPoint) -> Double {
        let output = outputs.first { output in
            let bounds = output.bounds
            return (bounds.x..<bounds.x + bounds.width).contains(point.x)
                && (bounds.y..<bounds.y + bounds.height).contains(point.y)
        }
        if let rate = output?.refreshRate, rate > 0 { return rate }
        return screen.refreshRate
    }

    /// The root window's `AT_SPI_BUS`: the accessibility bus's address, which AT-SPI's bus launcher
    /// announces there for the display's clients.
    package var accessibilityBusAddress: String? {
        guard let value = X11Selections.readProperty(atoms[.atSPIBus], of: root, on: display, deleting: false),
            value.format == 8
        else { return nil }
        let address = String(decoding: value.data.prefix { $0 != 0 }, as: UTF8.self)
        return address.isEmpty ? nil : address
    }

    /// Reads `Xft.dpi` from the root window's resource database again (Xlib keeps the one the connection
    /// opened with), and the screens with it.
    func resourcesChanged() {
        let value = X11Selections.readProperty(atoms[.resourceManager], of: root, on: display, deleting: false)
        let resources = value.flatMap { $0.format == 8 ? String(decoding: $0.data, as: UTF8.self) : nil }
        resourceDotsPerInch = X11Screen.dotsPerInch(resources: resources)
        refreshScreen()
    }

    /// Reads the outputs and screens again, after a RandR change or one of the desktop's dots per inch
    /// (XSETTINGS `Xft/DPI` first, else the `Xft.dpi` resource); a change reaches the app as
    /// `.screensChanged`.
    func refreshScreen() {
        outputs = randrEventBase == nil ? [] : X11Screen.outputs(display: display, root: root)
        rootSize = PixelSize(
            width: Int(XDisplayWidth(display, screenNumber)), height: Int(XDisplayHeight(display, screenNumber)))
        let fresh = X11Screen.describe(
            display: display, root: root, screenNumber: screenNumber, outputs: outputs,
            dotsPerInch: settingsWatcher.dotsPerInch ?? resourceDotsPerInch)
        presentVBlanks?.refreshRateChanged(fresh.first { $0.isPrimary }?.refreshRate ?? 0)
        guard fresh != screens else { return }
        screens = fresh
        eventHandler?(.screensChanged(fresh))
    }

    private static func sharedMemoryEventBase(
        display: OpaquePointer, name: String,
        environment: [String: String]
    ) -> Int32? {
        let host = name.split(separator: ":", omittingEmptySubsequences: false).dropLast().joined(separator: ":")
        let isLocal = host.isEmpty || host == "unix" || host.hasPrefix("/")
        guard environment["CASEMENT_NO_SHM"] != "1", isLocal, XShmQueryExtension(display) != 0,
            XImageByteOrder(display) == LSBFirst
        else { return nil }
        return XShmGetEventBase(display)
    }

    private static func randrEventBase(display: OpaquePointer) -> Int32? {
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        guard XRRQueryExtension(display, &eventBase, &errorBase) != 0, X11Screen.hasUsableRandR(display: display)
        else { return nil }
        return eventBase
    }
}
