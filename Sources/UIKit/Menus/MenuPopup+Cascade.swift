/// Submenus as cascading popups: a titled submenu's row opens the submenu in a popup of its own,
/// its top on the row's and its leading edge on the list's trailing edge (the other side when the
/// screen has no room), while the pointer rests on the row or by Return or Right — then the new
/// popup takes the keys, its first row highlighted. Another row of the list, or Left, closes it.
/// An action chosen in a submenu is chosen in the menu: the whole menu closes and calls back.
extension MenuPopup {
    /// How far a submenu's popup overlaps the list it opened from.
    static let cascadeOverlap: CGFloat = 4

    /// The pointer highlighted `row` (nil: none): its submenu opens, any other one closes.
    func pointerHighlighted(_ row: Int?) {
        guard row != childRow else { return }
        closeSubmenu()
        if let row, listView.layout.submenu(at: row) != nil { openSubmenu(at: row, fromKeyboard: false) }
    }

    /// Opens the submenu of `row` beside the list; from the keyboard its popup takes the keys with
    /// its first row highlighted.
    func openSubmenu(at row: Int, fromKeyboard: Bool) {
        if childRow != row {
            closeSubmenu()
            guard let submenu = listView.layout.submenu(at: row) else { return }
            let shown = UIMenu(
                title: "", image: submenu.image, identifier: submenu.identifier, options: submenu.options,
                children: submenu.children)
            let list = MenuPopupView(layout: MenuPopupLayout(menu: shown))
            let rowFrame = listView.layout.frames[row].offsetBy(dx: window.frame.minX, dy: window.frame.minY)
            let frame = Self.cascadePlacement(
                of: list.bounds.size, beside: rowFrame, list: window.frame, on: window.screen.frameForWindows)
            let popup = MenuPopup(submenuList: list, frame: frame, parent: self)
            child = popup
            childRow = row
            listView.highlightedRow = row
            popup.window.isHidden = false
        }
        guard fromKeyboard, let child else { return }
        child.listView.highlightedRow = nil
        child.listView.moveHighlight(by: 1)
        passingKey = true
        child.window.makeKey()
        passingKey = false
    }

    /// Closes the submenu open beside the list (and any open beside it), giving the keys back here.
    func closeSubmenu() {
        guard let child else { return }
        self.child = nil
        childRow = nil
        child.closeSubmenu()
        child.passingKey = true
        let hadKey = child.window.isKeyWindow
        child.window.isHidden = true
        if hadKey {
            passingKey = true
            window.makeKey()
            passingKey = false
        }
    }

    /// Up or Down moved the highlight: a submenu it left closes.
    func keyboardMoved(by step: Int) {
        listView.moveHighlight(by: step)
        if childRow != listView.highlightedRow { closeSubmenu() }
    }

    /// Right opens the highlighted submenu; elsewhere a menu bar opens its next menu.
    func rightArrow() {
        if let row = listView.highlightedRow, listView.layout.submenu(at: row) != nil {
            openSubmenu(at: row, fromKeyboard: true)
        } else {
            root.sideArrow?(1)
        }
    }

    /// Left closes this submenu; in the menu itself a menu bar opens its previous menu.
    func leftArrow() {
        if let parent {
            parent.closeSubmenu()
        } else {
            sideArrow?(-1)
        }
    }

    /// Where a submenu's popup of `size` goes beside `row` of the list at `list` on a screen of
    /// `screen` (all in screen points): past the list's trailing edge, else before its leading
    /// edge, its top on the row's, moved up to stay on the screen.
    static func cascadePlacement(of size: CGSize, beside row: CGRect, list: CGRect, on screen: CGRect) -> CGRect {
        var x = list.maxX - cascadeOverlap
        if x + size.width > screen.maxX { x = max(screen.minX, list.minX + cascadeOverlap - size.width) }
        let y = max(screen.minY, min(row.minY, screen.maxY - size.height))
        return CGRect(origin: CGPoint(x: x.rounded(), y: y.rounded()), size: size)
    }
}
