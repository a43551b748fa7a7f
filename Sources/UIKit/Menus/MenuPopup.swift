/// A menu shown as a popup list: a window of its own at `.alert` level, the list's size, just
/// below the view it opens from (above it when the screen has no room below), its leading edge on
/// the view's, kept on the screen; a context menu opens at the pointer, its corner there.
///
/// One popup is open at a time. Choosing an action closes the popup (unless the action keeps the
/// menu presented), then calls back; a press anywhere outside the popup closes it and goes no
/// further, and so do Escape, the popup's window losing key status and the app resigning active.
/// Up and Down move the highlight, Return chooses.
///
/// A submenu's row opens the submenu in a popup of its own beside it (see `MenuPopup+Cascade.swift`)
/// when the pointer rests on it, or by Right or Return; Left closes it again.
@MainActor
final class MenuPopup {
    /// The gap between the view and the popup.
    static let gap: CGFloat = 6
    /// The popup's window background, which shows at the card's rounded corners where the platform
    /// cannot cut them from the window.
    static let cornerColor = UIColor.appearance(
        "menuCornerColor", light: UIColor(white: 0.82, alpha: 1), dark: UIColor(white: 0.25, alpha: 1))

    /// The popup on screen.
    static var shown: MenuPopup? {
        get { UIApplication.shared.menuPopup }
        set { UIApplication.shared.menuPopup = newValue }
    }

    let window: MenuPopupWindow
    let listView: MenuPopupView
    private weak var sourceWindow: UIWindow?
    private let choose: (UIAction) -> Void
    /// Called when the popup closes, before a chosen action is.
    private var closed: (() -> Void)?
    /// Left (-1) and Right (1) in the popup: a menu bar opens the neighbouring menu; nil ignores them.
    var sideArrow: ((Int) -> Void)?
    /// The menu shown, for `.singleSelection` menus' states.
    private var menu: UIMenu?
    private var resignObserver: NSObjectProtocol?
    /// The submenu open beside this popup, the row it opened from, and the popup this one opened from.
    var child: MenuPopup?
    var childRow: Int?
    weak var parent: MenuPopup?
    /// Set while the key status passes between this popup and its submenu's, or as this submenu
    /// closes: losing it then does not close the menu.
    var passingKey = false

    private init(listView: MenuPopupView, frame: CGRect, sourceWindow: UIWindow, choose: @escaping (UIAction) -> Void) {
        self.listView = listView
        self.sourceWindow = sourceWindow
        self.choose = choose
        window = MenuPopupWindow(frame: frame)
        window.windowLevel = .alert
        // The popup looks as the window it opens from does, raised above it.
        window.overrideUserInterfaceStyle = sourceWindow.traitCollection.userInterfaceStyle
        window.traitOverrides.userInterfaceLevel = .elevated
        window.backgroundColor = Self.cornerColor
        window.platformCornerRadius = MenuPopupLayout.cornerRadius
        let controller = MenuPopupController()
        controller.view.addSubview(listView)
        window.rootViewController = controller
        listView.onChoose = { [weak self] action in self?.root.chose(action) }
        listView.onPointerHighlight = { [weak self] row in self?.pointerHighlighted(row) }
        listView.onOpenSubmenu = { [weak self] row, fromKeyboard in
            self?.openSubmenu(at: row, fromKeyboard: fromKeyboard)
        }
    }

    /// Opens the popup of a submenu beside this one, from `sourceWindow`, this popup's window.
    convenience init(submenuList list: MenuPopupView, frame: CGRect, parent: MenuPopup) {
        self.init(listView: list, frame: frame, sourceWindow: parent.window, choose: { _ in })
        self.parent = parent
        window.popup = self
    }

    /// The popup the menu opened as.
    var root: MenuPopup { parent?.root ?? self }

    /// Opens `menu` from `anchor` in `view` (its bounds by default; a point for a context menu),
    /// closing any other popup; `closed` is called when it closes, then `choose` with the action
    /// chosen.
    static func show(
        _ menu: UIMenu, from view: UIView, anchor: CGRect? = nil, closed: (() -> Void)? = nil,
        choose: @escaping (UIAction) -> Void
    ) {
        shown?.close()
        guard let sourceWindow = view.window else { return }
        // Commands (UICommand, UIKeyCommand) go along the responder chain from the window's first responder.
        let responder: UIResponder = sourceWindow.firstResponder ?? view
        let menu =
            MenuCommandResolver.containsCommands(menu) ? MenuCommandResolver.resolve(menu, from: responder) : menu
        let list = MenuPopupView(layout: MenuPopupLayout(menu: menu))
        let rect = view.convert(anchor ?? view.bounds, to: sourceWindow)
        let onScreen = sourceWindow.convert(rect, to: nil as UIWindow?)
        let frame = placement(of: list.bounds.size, from: onScreen, on: sourceWindow.screen.frameForWindows)
        let popup = MenuPopup(listView: list, frame: frame, sourceWindow: sourceWindow, choose: choose)
        popup.closed = closed
        popup.menu = menu
        shown = popup
        popup.window.popup = popup
        popup.resignObserver = NotificationCenter.default.addObserver(
            forName: UIApplication.willResignActiveNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { MenuPopup.shown?.close() } }
        popup.window.makeKeyAndVisible()
    }

    /// Where a popup of `size` goes for a view at `anchor` on a screen of `screen` (all in screen
    /// points): `gap` below the anchor (none below a point), else above it when only that fits,
    /// its leading edge on the anchor's, moved in to stay on the screen.
    static func placement(of size: CGSize, from anchor: CGRect, on screen: CGRect) -> CGRect {
        let gap = anchor.size == .zero ? 0 : Self.gap
        let x = max(screen.minX, min(anchor.minX, screen.maxX - size.width))
        var y = anchor.maxY + gap
        let above = anchor.minY - gap - size.height
        if y + size.height > screen.maxY, above >= screen.minY { y = above }
        return CGRect(origin: CGPoint(x: x.rounded(), y: y.rounded()), size: size)
    }

    /// Hides the popup (and any submenu's) and gives the key status back to the window it opened from.
    func close() {
        guard parent == nil else { return root.close() }
        guard Self.shown === self else { return }
        Self.shown = nil
        closeSubmenu()
        if let resignObserver { NotificationCenter.default.removeObserver(resignObserver) }
        window.isHidden = true
        if let sourceWindow, !sourceWindow.isHidden { sourceWindow.makeKey() }
        closed?()
    }

    private func chose(_ action: UIAction) {
        if let menu { Self.select(action, in: menu) }
        if action.attributes.contains(.keepsMenuPresented) {
            choose(action)
            listView.setNeedsDisplay()
        } else {
            close()
            choose(action)
        }
    }
}

extension MenuPopup {
    /// In a `.singleSelection` menu, choosing an action turns it on and every other action of the
    /// menu and its submenus off (the outermost such menu holding the action decides).
    static func select(_ chosen: UIAction, in menu: UIMenu) {
        let actions = menu.allActions
        if menu.options.contains(.singleSelection), actions.contains(where: { $0 === chosen }) {
            for action in actions { action.state = action === chosen ? .on : .off }
            return
        }
        for case let submenu as UIMenu in menu.children { select(chosen, in: submenu) }
    }
}

/// The popup's window: losing key status closes the popup.
@MainActor
final class MenuPopupWindow: UIWindow {
    weak var popup: MenuPopup?

    override func resignKey() {
        super.resignKey()
        guard let popup, !popup.passingKey else { return }
        popup.close()
    }

    /// A press outside the open popup only closes it, as desktop menus do; one in a popup of the
    /// same menu (a submenu's, or the one it opened from) goes there.
    override func takesPress(inOtherWindow window: UIWindow) -> Bool {
        guard let popup, MenuPopup.shown === popup.root else { return false }
        if let other = (window as? MenuPopupWindow)?.popup, other.root === popup.root { return false }
        popup.close()
        return true
    }
}

/// The popup window's root controller: it answers the keys (Escape closes, Up and Down move the
/// highlight, Return chooses, Right and Left open and close submenus or move along a menu bar).
@MainActor
final class MenuPopupController: UIViewController {
    private var list: MenuPopupView? { view.subviews.first as? MenuPopupView }
    private var popup: MenuPopup? { (view.window as? MenuPopupWindow)?.popup }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, let list, let popup else {
            super.pressesBegan(presses, with: event)
            return
        }
        switch key.keyCode {
        case .keyboardEscape: popup.close()
        case .keyboardDownArrow: popup.keyboardMoved(by: 1)
        case .keyboardUpArrow: popup.keyboardMoved(by: -1)
        case .keyboardReturnOrEnter: list.chooseHighlighted(fromKeyboard: true)
        case .keyboardRightArrow: popup.rightArrow()
        case .keyboardLeftArrow: popup.leftArrow()
        default: super.pressesBegan(presses, with: event)
        }
    }
}
