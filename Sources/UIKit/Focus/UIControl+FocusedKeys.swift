/// What keys do to focused controls: Space and Return press a button or flip a switch; Left/Down and Right/Up move a
/// slider by a tenth of its range (Home and End to its ends), step a stepper, move a segmented
/// control's selection to the next enabled segment, and turn a page control's page.
extension UIButton: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.isActivation else { return false }
        activate()
        return true
    }
}

extension UISwitch: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard key.isActivation else { return false }
        toggle()
        return true
    }
}

extension UISlider: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        let range = maximumValue - minimumValue
        if let up = key.arrowDirection {
            step(by: up ? range / 10 : -range / 10)
        } else if key.keyCode == .keyboardHome {
            step(by: minimumValue - value)
        } else if key.keyCode == .keyboardEnd {
            step(by: maximumValue - value)
        } else {
            return false
        }
        return true
    }
}

extension UIStepper: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard let up = key.arrowDirection else { return false }
        _ = step(up: up)
        return true
    }
}

extension UISegmentedControl: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard let forward = key.arrowDirection else { return false }
        let enabled = (0..<numberOfSegments).filter { isEnabledForSegment(at: $0) }
        let current = selectedSegmentIndex
        let next =
            forward
            ? enabled.first { $0 > current } : enabled.last { current == UISegmentedControl.noSegment || $0 < current }
        if let next { selectSegment(at: next) }
        return true
    }
}

extension UIPageControl: FocusedKeyHandling {
    func handleFocusedKey(_ key: UIKey) -> Bool {
        guard let forward = key.arrowDirection else { return false }
        goToPage(currentPage + (forward ? 1 : -1))
        return true
    }
}

extension UIKey {
    /// Right or Up (true), Left or Down (false); nil for other keys.
    var arrowDirection: Bool? {
        switch keyCode {
        case .keyboardRightArrow, .keyboardUpArrow: true
        case .keyboardLeftArrow, .keyboardDownArrow: false
        default: nil
        }
    }

    /// Space, Return or the keypad's Enter: what activates a focused button or switch.
    var isActivation: Bool {
        [.keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter].contains(keyCode)
    }
}
