import Foundation
import WindowSystem

/// Drags between the app and another app that a test plays: its drags come over the app's windows,
/// and it has a window of its own (`anotherAppFrame`) that the app's drags can be dropped on.
@preconcurrency @MainActor
public final class HeadlessDragAndDrop: DragAndDropService {
    private weak var backend: HeadlessBackend?
    /// What the other app's drag carries, while it is over the app.
    private var incoming: SelectionItem?
    /// What the app last answered about a drop where the other app's drag is.
    public private(set) var lastResponse = DragOperation.none
    /// What the app said it did when the other app's drop finished; nil until then.
    public private(set) var finishedOperation: DragOperation?

    /// The other app's window, in screen pixels, which takes the app's drags when over it.
    public var anotherAppFrame = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// What the other app answers for a drop over its window.
    public var anotherAppAccepts = DragOperation.none
    /// What the app offers for its drag in progress.
    public private(set) var offered: SelectionItem?
    /// What the app dropped on the other app's window, when it did.
    public private(set) var droppedOnAnotherApp: SelectionItem?
    public private(set) var dragResponse = DragOperation.none

    init(backend: HeadlessBackend) {
        self.backend = backend
    }

    // MARK: - The other app's drag over the app

    /// The other app's drag, carrying `item`, comes over `window` at `location` (window pixels).
    public func dragFromAnotherApp(_ item: SelectionItem, enteringAt location: PixelPoint, in window: WindowID) {
        incoming = item
        finishedOperation = nil
        backend?.post(.externalDrag(window, .entered(types: item.types, location: location)))
    }

    public func moveDragFromAnotherApp(to location: PixelPoint, in window: WindowID) {
        backend?.post(.externalDrag(window, .moved(location: location)))
    }

    /// The other app's drag leaves `window` (or is cancelled over it).
    public func leaveDragFromAnotherApp(_ window: WindowID) {
        incoming = nil
        backend?.post(.externalDrag(window, .exited))
    }

    /// The user drops the other app's drag at `location` in `window`.
    public func dropFromAnotherApp(at location: PixelPoint, in window: WindowID) {
        backend?.post(.externalDrag(window, .dropped(location: location)))
    }

    public func setExternalDragResponse(_ operation: DragOperation) {
        lastResponse = operation
    }

    public func externalDragData(type: String) -> Data? {
        incoming?.data(for: type)
    }

    public func finishExternalDrop(_ operation: DragOperation) {
        finishedOperation = operation
        incoming = nil
    }

    // MARK: - The app's drag over the other app

    public func beginDrag(_ item: SelectionItem) -> Bool {
        offered = item
        droppedOnAnotherApp = nil
        return true
    }

    public func moveDrag(in window: WindowID, to location: PixelPoint) {
        guard let frame = backend?.window(window)?.frame else { return }
        let x = frame.x + location.x
        let y = frame.y + location.y
        let over =
            x >= anotherAppFrame.x && x < anotherAppFrame.x + anotherAppFrame.width && y >= anotherAppFrame.y
            && y < anotherAppFrame.y + anotherAppFrame.height
        dragResponse = over ? anotherAppAccepts : .none
    }

    /// Drops on the other app when it accepted; the answer comes at the end of the turn, as a display's would.
    public func endDrag(dropping: Bool, completion: @escaping @MainActor (DragOperation) -> Void) {
        let operation = dropping ? dragResponse : .none
        if operation != .none { droppedOnAnotherApp = offered }
        offered = nil
        dragResponse = .none
        backend?.scheduler.scheduleAtEndOfTurn { completion(operation) }
    }
}
