/// The main menu as a bar across the top of a window: the title of each top-level menu with anything
/// in it, in the menu's order. Pressing a title opens its menu below it as a popup list (`MenuPopup`)
/// with its commands validated for the window's first responder; while one is open, the pointer
/// moving onto another title, or Left and Right, open the neighbouring menu instead. F10 opens the
/// first menu, as in GTK apps.
@MainActor
final class MenuBarView: UIView {
    static let height: CGFloat = 28
    static let titleFont = UIFont.systemFont(ofSize: 14)
    static let titlePadding: CGFloat = 10
    static let leadingInset: CGFloat = 6
    static let barColor = UIColor.secondarySystemBackground
    static let openColor = UIColor.systemGray4

    /// The titles shown, with their frames.
    private(set) var titles: [(title: String, frame: CGRect)] = []
    /// The menu open from the bar, by index in `titles`.
    private(set) var openIndex: Int? {
        didSet { if openIndex != oldValue { setNeedsDisplay() } }
    }

    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        contentMode = .redraw
        addGestureRecognizer(
            UIHoverGestureRecognizer { [weak self] hover in
                guard let self, openIndex != nil, hover.state == .began || hover.state == .changed,
                    let index = titleIndex(at: hover.location(in: self)), index != openIndex
                else { return }
                openMenu(at: index)
            })
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Lays the titles out again from the main menu.
    func reload() {
        var x = Self.leadingInset
        titles = menus().map { menu in
            let width = ceil(menu.title.size(withAttributes: [.font: Self.titleFont]).width) + 2 * Self.titlePadding
            defer { x += width }
            return (menu.title, CGRect(x: x, y: 0, width: width, height: Self.height))
        }
        setNeedsDisplay()
    }

    /// The bar's menus as they show now, validated for the window's first responder.
    private func menus() -> [UIMenu] {
        let responder: UIResponder = window.map { $0.firstResponder ?? $0.keyResponderWithoutFirstResponder } ?? self
        return UIApplication.shared.mainMenu.barMenus(for: responder)
    }

    func titleIndex(at point: CGPoint) -> Int? {
        titles.firstIndex { $0.frame.contains(point) }
    }

    /// Opens the menu of title `index` below it, closing any other popup.
    func openMenu(at index: Int) {
        let menus = menus()
        guard menus.indices.contains(index), titles.indices.contains(index) else { return }
        let frame = titles[index].frame
        openIndex = index
        // The title is on the bar already: the popup lists the children alone.
        let menu = menus[index]
        let untitled = UIMenu(
            title: "", image: menu.image, identifier: menu.identifier, options: menu.options, children: menu.children)
        MenuPopup.show(
            untitled, from: self, anchor: CGRect(x: frame.minX, y: bounds.maxY, width: 0, height: 0),
            closed: { [weak self] in if self?.openIndex == index { self?.openIndex = nil } },
            choose: { $0.perform(sender: nil) })
        MenuPopup.shown?.sideArrow = { [weak self] step in
            guard let self, !titles.isEmpty else { return }
            openMenu(at: (index + step + titles.count) % titles.count)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self), let index = titleIndex(at: point) else { return }
        if openIndex == index {
            MenuPopup.shown?.close()
        } else {
            openMenu(at: index)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func draw(_ rect: CGRect) {
        Self.barColor.setFill()
        UIRectFill(bounds)
        UIColor.separator.setFill()
        let pixel = 1 / (window?.screen.scale ?? UIScreen.main.scale)
        UIRectFill(CGRect(x: 0, y: bounds.maxY - pixel, width: bounds.width, height: pixel))
        for (index, entry) in titles.enumerated() {
            if index == openIndex {
                Self.openColor.setFill()
                UIBezierPath(roundedRect: entry.frame.insetBy(dx: 0, dy: 3), cornerRadius: 5).fill()
            }
            let attributes: [NSAttributedString.Key: Any] = [.font: Self.titleFont, .foregroundColor: UIColor.label]
            let size = entry.title.size(withAttributes: attributes)
            entry.title.draw(
                at: CGPoint(x: entry.frame.minX + Self.titlePadding, y: entry.frame.midY - size.height / 2),
                withAttributes: attributes)
        }
    }
}
