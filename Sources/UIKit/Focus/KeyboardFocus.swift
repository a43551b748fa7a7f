/// Keyboard focus on a desktop: Tab and Shift+Tab move focus among the key window's views that can
/// become focused (enabled controls, text fields), in the order of the view hierarchy (depth first,
/// as views were added), wrapping around; the focused view shows a ring in the tint colour, and keys
/// it handles (`FocusedKeyHandling`) act on it first. A click elsewhere in the window or the view
/// leaving the screen ends focus.
extension UIWindow {
    /// The view with keyboard focus in this window, if any.
    var focusedView: UIView? {
        get { focusState.view }
        set { moveFocus(to: newValue) }
    }

    /// Handles a key for focus: Tab/Shift+Tab move it, and the focused view gets first go at the
    /// other keys. Returns whether the key was used.
    func handleKeyForFocus(_ key: UIKey) -> Bool {
        if key.keyCode == .keyboardTab, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) {
            moveFocus(backwards: key.modifierFlags.contains(.shift))
            return true
        }
        guard let focused = focusState.view, focused.isFocusable else {
            if focusState.view != nil { moveFocus(to: nil) }
            return false
        }
        return (focused as? FocusedKeyHandling)?.handleFocusedKey(key) ?? false
    }

    /// Moves focus to the next (or previous) focusable view after the focused one.
    private func moveFocus(backwards: Bool) {
        let candidates = focusableViews()
        guard !candidates.isEmpty else { return }
        // Without focus, a text field being edited (clicked into) is where Tab goes on from.
        let from = focusState.view ?? (firstResponder as? UIView)
        let current = from.flatMap { view in candidates.firstIndex { $0 === view } }
        let next: Int
        switch (current, backwards) {
        case (nil, false): next = 0
        case (nil, true): next = candidates.count - 1
        case (let index?, false): next = (index + 1) % candidates.count
        case (let index?, true): next = (index - 1 + candidates.count) % candidates.count
        }
        moveFocus(to: candidates[next])
    }

    private func focusableViews() -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if view !== self, view.canBecomeFocused { found.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found
    }

    private func moveFocus(to view: UIView?) {
        let previous = focusState.view
        guard view !== previous else { return }
        focusState.view = view
        if view is UITextField {
            _ = view?.becomeFirstResponder()
        } else if let editing = (previous ?? firstResponder as? UIView) as? UITextField, editing.isFirstResponder {
            _ = editing.resignFirstResponder()
        }
        updateFocusRing()
        // A text field told screen readers when it became first responder.
        if !(view is UITextField) { ATSPIBridge.focusDidChange(from: previous, to: view) }
        let context = UIFocusUpdateContext(previous: previous, next: view)
        let coordinator = UIFocusAnimationCoordinator()
        previous?.didUpdateFocus(in: context, with: coordinator)
        view?.didUpdateFocus(in: context, with: coordinator)
    }

    /// Puts the ring around the focused view (3 points outside it, following its corner radius), or
    /// takes it away; done again after each layout pass, so the ring follows the view.
    func updateFocusRing() {
        guard let view = focusState.view, view.isFocusable, view.window === self else {
            focusState.ring?.removeFromSuperlayer()
            focusState.ring = nil
            if focusState.view != nil { focusState.view = nil }
            return
        }
        let ring = focusState.ring ?? Self.makeRing()
        focusState.ring = ring
        let frame = view.convert(view.bounds, to: self).insetBy(dx: -3, dy: -3)
        let radius = view.layer.cornerRadius + 3
        let color = view.tintColor.withAlphaComponent(0.6).cgColor
        // Only real changes: this runs after every layout pass, and a change would ask for another commit.
        guard
            ring.superlayer !== layer || ring.frame != frame || ring.cornerRadius != radius
                || ring.borderColor?.components != color.components
        else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if ring.superlayer !== layer { layer.addSublayer(ring) }
        ring.frame = frame
        ring.cornerRadius = radius
        ring.borderColor = color
        CATransaction.commit()
    }

    private static func makeRing() -> CALayer {
        let ring = CALayer()
        ring.borderWidth = 3
        return ring
    }
}

extension UIView {
    /// Whether the view has keyboard focus.
    public var isFocused: Bool { window?.focusedView === self }

    /// Whether the view may take focus now: it says it can, and it and its ancestors are shown and
    /// take touches.
    var isFocusable: Bool {
        guard canBecomeFocused else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha <= 0.01 || !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }
}

/// A window's focus: the focused view and the ring drawn around it.
@MainActor
final class FocusState {
    weak var view: UIView?
    var ring: CALayer?
}
