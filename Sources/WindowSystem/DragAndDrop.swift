import Foundation

/// What dropping a drag does with its data, as the app under the pointer answers.
public enum DragOperation: Sendable, Equatable {
    /// The target takes nothing (XDND: not accepted).
    case none
    case copy
    case move
}

/// What another app's drag does over one of the app's windows (XDND on X11), in window pixels.
public enum ExternalDragEvent: Sendable, Equatable {
    /// The drag came over the window, carrying data in these MIME types (best first).
    case entered(types: [String], location: PixelPoint)
    case moved(location: PixelPoint)
    /// The drag left the window, or was cancelled over it.
    case exited
    /// The user dropped over the window; read the data with `DragAndDropService.externalDragData(type:)`,
    /// then call `finishExternalDrop(_:)`.
    case dropped(location: PixelPoint)
}

/// Drags between the app and other apps, as the backend carries them (XDND on X11): reached through
/// `DisplayBackend.dragAndDrop`. Drags within the app never come here; UIKit carries them itself.
///
/// As a target: another app's drag over a window arrives as `.externalDrag` events; after each
/// `.entered` and `.moved` the app says what a drop there would do with `setExternalDragResponse(_:)`,
/// and after `.dropped` reads the data, then calls `finishExternalDrop(_:)`.
///
/// As a source: the app offers its data with `beginDrag(_:)`, reports each move of the pointer while
/// the button is held with `moveDrag(in:to:)` (the backend finds another app's window beneath and
/// talks to it; over the app's own windows it talks to no one), and ends with `endDrag(dropping:completion:)`.
///
/// All methods must be called on the main actor.
@preconcurrency @MainActor
public protocol DragAndDropService: AnyObject {
    /// Tells the app whose drag is over a window what a drop at the last reported place would do.
    func setExternalDragResponse(_ operation: DragOperation)
    /// The data of one MIME type of the drag over a window, read now (waiting for the other app up to
    /// the selection deadline); nil when the drag does not carry it or its source did not answer.
    func externalDragData(type: String) -> Data?
    /// Tells the dragging app the drop is over, with what the app did.
    func finishExternalDrop(_ operation: DragOperation)

    /// Offers `item` to other apps for a drag the app has begun; false when the display refused.
    @discardableResult
    func beginDrag(_ item: SelectionItem) -> Bool
    /// The pointer of the app's drag is at `location`, in pixels of `window` (the window the drag
    /// began in, whose pointer grab it is; the point may lie outside it).
    func moveDrag(in window: WindowID, to location: PixelPoint)
    /// What the other app under the pointer last answered; `.none` over no other app's window.
    var dragResponse: DragOperation { get }
    /// Ends the drag: dropping on the other app under the pointer when `dropping` and it accepted, else
    /// leaving it. `completion` gets what the other app did (`.none` when nothing was dropped), once
    /// it says it has finished or gives up.
    func endDrag(dropping: Bool, completion: @escaping @MainActor (DragOperation) -> Void)
}
