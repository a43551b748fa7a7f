/// A button's menu, its pop-up and toggle behaviours, and what a tap does first.
extension UIButton {
    /// How long the button must be held to open its menu when a tap does not.
    static let menuPressDuration: TimeInterval = 0.5

    /// Whether a tap opens the menu instead of sending the primary action.
    var showsMenuOnTap: Bool { menu != nil && showsMenuAsPrimaryAction }

    /// Whether the button is a pop-up button: its title is the menu's chosen action.
    var isPopUpButton: Bool { showsMenuOnTap && changesSelectionAsPrimaryAction }

    /// What a tap does before its events go out: open the menu, or toggle the selection of a
    /// toggle button.
    func primaryActionWillBeSent() {
        if showsMenuOnTap {
            presentMenu()
        } else if changesSelectionAsPrimaryAction {
            isSelected.toggle()
        }
    }

    /// What Space or Return does to a focused button: what a tap does, with `.touchUpInside` and
    /// `.primaryActionTriggered` when it does not open the menu.
    func activate() {
        guard isEnabled else { return }
        primaryActionWillBeSent()
        if !showsMenuOnTap { sendActions(for: [.touchUpInside, .primaryActionTriggered], with: nil) }
    }

    /// Shows the menu below the button, after sending `.menuActionTriggered`.
    func presentMenu() {
        guard let menu, window != nil else { return }
        sendActions(for: .menuActionTriggered, with: nil)
        MenuPopup.show(menu, from: self) { [weak self] action in self?.menuDidChoose(action) }
    }

    /// The menu, or how it opens, changed: hold-to-open needs its recognizer, and a pop-up button
    /// shows its chosen action (the one that is on, else the first).
    func menuDidChange() {
        let opensWhenHeld = menu != nil && !showsMenuAsPrimaryAction
        if opensWhenHeld, menuPressRecognizer == nil {
            let recognizer = UILongPressGestureRecognizer { [weak self] recognizer in
                if recognizer.state == .began { self?.presentMenu() }
            }
            recognizer.minimumPressDuration = Self.menuPressDuration
            addGestureRecognizer(recognizer)
            menuPressRecognizer = recognizer
        }
        menuPressRecognizer?.isEnabled = opensWhenHeld
        guard isPopUpButton, let actions = menu?.allActions,
            let chosen = actions.first(where: { $0.state == .on }) ?? actions.first
        else { return }
        select(chosen)
    }

    private func menuDidChoose(_ action: UIAction) {
        if isPopUpButton { select(action) }
        action.perform(sender: self)
    }

    /// Turns `chosen` on and every other action of the menu off, and titles the button after it.
    private func select(_ chosen: UIAction) {
        for action in menu?.allActions ?? [] { action.state = action === chosen ? .on : .off }
        if configuration != nil {
            configuration?.title = chosen.title
        } else {
            setTitle(chosen.title, for: .normal)
        }
    }
}
