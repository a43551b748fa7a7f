import WindowSystem

/// Keyboard scrolling (`allowsKeyboardScrolling`, iOS 17): the arrows scroll a line, Page Up/Down,
/// Space and Shift+Space a page, Home and End to the ends, each animated; Ctrl+Home is the desktop's
/// tap on the status bar (`scrollsToTop`, with the delegate's say). The keys go to the scroll
/// view holding the first responder (unless it takes text), else the one under the pointer; the
/// innermost that can move that way takes them.
extension UIScrollView {
    /// How much of the visible length a page scroll keeps in view: a page moves by the rest.
    static let pageOverlap: CGFloat = 0.1

    /// Scrolls for `key`, if it is a scrolling key this scroll view can move by; true when it did.
    func scroll(forKey key: UIKey) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled else { return false }
        if key.keyCode == .keyboardHome,
            key.modifierFlags.intersection([.shift, .control, .alternate, .command]) == .control
        {
            return scrollToTopIfAllowed()
        }
        guard let target = keyTarget(key) else { return false }
        let offset = clampedContentOffset(target)
        guard offset != slideTarget else { return false }
        animateOffset(to: offset, kind: .animation)
        return true
    }

    /// Pages along `axis` towards the end (`forward`) or the start, animated: a click in an
    /// indicator's track.
    func page(along axis: Axis, forward: Bool) {
        var offset = contentOffset
        offset[axis] += (forward ? 1 : -1) * pageLength(axis)
        animateOffset(to: clampedContentOffset(offset), kind: .animation)
    }

    private func pageLength(_ axis: Axis) -> CGFloat {
        let visible = bounds.inset(by: adjustedContentInset)
        let length = axis == .vertical ? visible.height : visible.width
        return max(1, length * (1 - Self.pageOverlap))
    }

    private func keyTarget(_ key: UIKey) -> CGPoint? {
        let base = slideTarget
        let visible = bounds.inset(by: adjustedContentInset)
        let modifiers = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        var target = base
        switch key.keyCode {
        case .keyboardUpArrow where modifiers.isEmpty: target.y -= Self.wheelLineStep(length: visible.height)
        case .keyboardDownArrow where modifiers.isEmpty: target.y += Self.wheelLineStep(length: visible.height)
        case .keyboardLeftArrow where modifiers.isEmpty: target.x -= Self.wheelLineStep(length: visible.width)
        case .keyboardRightArrow where modifiers.isEmpty: target.x += Self.wheelLineStep(length: visible.width)
        case .keyboardPageUp where modifiers.isEmpty: target.y -= pageLength(.vertical)
        case .keyboardPageDown where modifiers.isEmpty: target.y += pageLength(.vertical)
        case .keyboardSpacebar where modifiers.isEmpty: target.y += pageLength(.vertical)
        case .keyboardSpacebar where modifiers == .shift: target.y -= pageLength(.vertical)
        case .keyboardHome where modifiers.isEmpty: target.y = minimumContentOffset.y
        case .keyboardEnd where modifiers.isEmpty || modifiers == .control: target.y = maximumContentOffset.y
        default: return nil
        }
        return target
    }
}

extension UIWindow {
    /// Scrolls for a scrolling key that nothing else took; true when a scroll view moved.
    func handleScrollKey(_ key: UIKey) -> Bool {
        var current: UIView?
        if let responder = firstResponder as? UIView {
            guard !(responder is UIKeyInput) else { return false }
            current = responder
        } else {
            let pointer = UIApplication.shared.pointerCursor
            if pointer.window === self { current = hitTest(pointer.location, with: nil) }
        }
        while let view = current {
            if let scrollView = view as? UIScrollView, scrollView.scroll(forKey: key) { return true }
            current = view.superview
        }
        return false
    }
}
