/// What keys do to focused controls: Space and Return flip a switch; Left/Down and Right/Up move a
/// slider by a tenth of its range (Home and End to its ends).
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
        switch key.keyCode {
        case .keyboardLeftArrow, .keyboardDownArrow: step(by: -range / 10)
        case .keyboardRightArrow, .keyboardUpArrow: step(by: range / 10)
        case .keyboardHome: step(by: minimumValue - value)
        case .keyboardEnd: step(by: maximumValue - value)
        default: return false
        }
        return true
    }
}

extension UIKey {
    /// Space, Return or the keypad's Enter: what activates a focused button or switch.
    var isActivation: Bool {
        [.keyboardSpacebar, .keyboardReturnOrEnter, .keypadEnter].contains(keyCode)
    }
}
