import CoreGraphics
import Foundation
import WindowSystem

/// A backend without a display: windows are in-memory surfaces, events are injected, and time is
/// the scheduler's (manual in tests, real when an app runs with `CASEMENT_BACKEND=headless`).
///
/// Like an X server, it reports what windows do as events delivered at the end of the current turn.
@preconcurrency @MainActor
public final class HeadlessBackend: DisplayBackend {
    /// The primary screen: the first of `screens` marked primary, else the first.
    public var screen: ScreenDescription { screens.first { $0.isPrimary } ?? screens[0] }
    /// The desktop's screens, as created or as a test last set them with `setScreens(_:)`.
    public private(set) var screens: [ScreenDescription]
    public let scheduler: Scheduler
    public var eventHandler: ((PlatformEvent) -> Void)?
    public var selections: SelectionService { headlessSelections }
    /// The selections, with the other client tests play.
    public private(set) lazy var headlessSelections = HeadlessSelections(backend: self)
    public var dragAndDrop: DragAndDropService? { headlessDragAndDrop }
    /// Drag and drop with the other app tests play.
    public private(set) lazy var headlessDragAndDrop = HeadlessDragAndDrop(backend: self)
    /// Live windows in creation order.
    public private(set) var windows: [HeadlessWindow] = []
    /// The app's windows as last restacked, topmost first.
    public private(set) var stackingOrder: [WindowID] = []
    public private(set) var focusedWindow: WindowID?
    /// The desktop's preferences, as a test sets them with `setDesktopSettings(_:)`.
    public private(set) var desktopSettings = DesktopSettings.unspecified
    private var nextID: UInt = 1

    public init(screen: ScreenDescription = .standard, scheduler: Scheduler) {
        screens = [screen]
        self.scheduler = scheduler
    }

    public func makeWindow(_ configuration: WindowConfiguration) -> PlatformWindow {
        let window = HeadlessWindow(id: WindowID(nextID), configuration: configuration, backend: self)
        nextID += 1
        windows.append(window)
        return window
    }

    public func window(_ id: WindowID) -> HeadlessWindow? {
        windows.first { $0.id == id }
    }

    public func restack(topmostFirst windows: [PlatformWindow]) {
        let ids = windows.map(\.id)
        stackingOrder = ids + stackingOrder.filter { !ids.contains($0) }
    }

    public func synchronize() {}

    public func run() -> Never {
        preconditionAlways(
            scheduler is RunLoopScheduler, "a headless backend with a manual clock is driven by its test")
        while true { RunLoop.main.run() }
    }

    /// Delivers an event at the end of the current turn, as a display connection would.
    public func post(_ event: PlatformEvent) {
        scheduler.scheduleAtEndOfTurn { [weak self] in self?.eventHandler?(event) }
    }

    /// Changes the desktop's preferences as a user would in the desktop's settings; the app hears of it
    /// at the end of the turn, as it would from a display.
    public func setDesktopSettings(_ settings: DesktopSettings) {
        guard settings != desktopSettings else { return }
        desktopSettings = settings
        post(.desktopSettingsChanged(settings))
    }

    /// Connects, disconnects or changes screens as a user would plug monitors or change their
    /// density; the app hears of it at the end of the turn. `screens` must not be empty.
    public func setScreens(_ screens: [ScreenDescription]) {
        precondition(!screens.isEmpty, "a desktop has at least one screen")
        guard screens != self.screens else { return }
        self.screens = screens
        post(.screensChanged(screens))
    }

    func focus(_ window: HeadlessWindow) {
        guard focusedWindow != window.id else { return }
        if let old = focusedWindow { post(.focusChanged(old, focused: false)) }
        focusedWindow = window.id
        post(.focusChanged(window.id, focused: true))
    }

    func unfocus(_ window: HeadlessWindow) {
        guard focusedWindow == window.id else { return }
        focusedWindow = nil
        post(.focusChanged(window.id, focused: false))
    }

    /// Simulates focus leaving the app for another application's window.
    public func simulateFocusLeavingApp() {
        if let window = focusedWindow.flatMap(window) { unfocus(window) }
    }

    func forget(_ window: HeadlessWindow) {
        windows.removeAll { $0 === window }
        stackingOrder.removeAll { $0 == window.id }
    }
}
