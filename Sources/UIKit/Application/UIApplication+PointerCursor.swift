import WindowSystem

/// Where the pointer was last seen, for working the cursor out again when interactions change under a
/// pointer that does not move.
@MainActor
final class PointerCursorTracker {
    weak var window: UIWindow?
    var location = CGPoint.zero
    var modifiers: UIKeyModifierFlags = []
    var isUpdateScheduled = false
}

/// The cursor follows the view under the pointer. After each pointer event with no touch in progress
/// (a press keeps the cursor it had until the release, as desktops do), the views from the window's
/// hit-test view up through its superviews are searched for the first pointer interaction that claims
/// the point; its style becomes the window's cursor, or the arrow when none claims it.
extension UIApplication {
    /// Called by `handlePointer` once it has handled `pointer`, at `location` in `window`.
    func updatePointerCursor(after pointer: PointerEvent, in window: UIWindow, at location: CGPoint) {
        pointerCursor.window = window
        pointerCursor.location = location
        pointerCursor.modifiers = UIKey.flags(pointer.modifiers)
        guard pointer.kind != .down else { return }
        updatePointerCursor()
    }

    /// Works the cursor out again at the end of the turn, where the pointer was last seen: an
    /// interaction was added, removed, enabled, disabled or invalidated.
    func setNeedsPointerCursorUpdate() {
        guard !pointerCursor.isUpdateScheduled, let backend else { return }
        pointerCursor.isUpdateScheduled = true
        backend.scheduler.scheduleAtEndOfTurn { [weak self] in
            guard let self else { return }
            pointerCursor.isUpdateScheduled = false
            updatePointerCursor()
        }
    }

    private func updatePointerCursor() {
        guard !isTouching, let window = pointerCursor.window, let platform = window.platformWindow else {
            return
        }
        platform.setCursor(Self.cursor(in: window, at: pointerCursor.location, modifiers: pointerCursor.modifiers))
    }

    /// The cursor for the pointer at `location` (window coordinates): the style of the innermost
    /// pointer interaction that claims the point, else the arrow.
    private static func cursor(in window: UIWindow, at location: CGPoint, modifiers: UIKeyModifierFlags)
        -> PointerCursor
    {
        var current = window.hitTest(location, with: nil)
        while let view = current {
            let point = view.convert(location, from: window)
            for case let interaction as UIPointerInteraction in view.interactionStorage {
                if let style = interaction.style(at: point, modifiers: modifiers) { return style.cursor }
            }
            current = view.superview
        }
        return .arrow
    }
}

extension UIPointerStyle {
    /// The desktop cursor closest to the style: the system pointer is the arrow, an effect (the view
    /// reacts to being pointed at) the pointing hand, a beam the I-beam (X has no horizontal one),
    /// another shape the crosshair.
    var cursor: PointerCursor {
        switch kind {
        case .system: .arrow
        case .hidden: .hidden
        case .effect: .pointingHand
        case .shape(.verticalBeam), .shape(.horizontalBeam): .iBeam
        case .shape(.roundedRect), .shape(.path): .crosshair
        }
    }
}
