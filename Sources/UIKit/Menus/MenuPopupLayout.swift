/// The rows of a menu shown as a popup list and where they go, from the menu alone.
///
/// The menu's actions are listed in order. A titled submenu is a row of its own, with a chevron,
/// that opens the submenu beside the list (a cascading menu, as desktop menus have); an inline
/// (`.displayInline`) or untitled one is a section of the list: separated from its neighbours by
/// a thick separator band and headed by its title when it has one. The menu's own title heads
/// the list. Hidden actions are left out. Action and submenu rows are 44 points high with
/// hairlines between them; an action with a keyboard shortcut (a main-menu key command's) shows
/// it at the row's end. A `.destructive` submenu's title is drawn in red.
@MainActor
struct MenuPopupLayout {
    enum Row {
        case header(String, destructive: Bool)
        case action(UIAction)
        case submenu(UIMenu)
        case separator
    }

    static let actionHeight: CGFloat = 44
    static let headerHeight: CGFloat = 32
    static let separatorHeight: CGFloat = 8
    static let minimumWidth: CGFloat = 250
    static let maximumWidth: CGFloat = 400
    static let cornerRadius: CGFloat = 13
    /// Between the row edges and their content.
    static let padding: CGFloat = 16
    /// The column a checkmark takes before the titles, when any action is on or mixed.
    static let checkmarkColumn: CGFloat = 26
    static let imageSide: CGFloat = 22
    static let imageGap: CGFloat = 12
    /// Between a title and the keyboard shortcut after it.
    static let shortcutGap: CGFloat = 24
    /// The room a submenu row's chevron takes at its end.
    static let chevronWidth: CGFloat = 20

    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)
    static let headerFont = UIFont.systemFont(ofSize: 13)
    static let shortcutFont = UIFont.systemFont(ofSize: 15)

    let rows: [Row]
    /// Each row's frame, in the list's coordinates.
    let frames: [CGRect]
    let size: CGSize
    /// Whether titles leave room for a checkmark.
    let hasCheckmarkColumn: Bool

    init(menu: UIMenu) {
        var rows: [Row] =
            menu.title.isEmpty ? [] : [.header(menu.title, destructive: menu.options.contains(.destructive))]
        for (index, section) in Self.sections(of: menu).enumerated() {
            if index > 0 { rows.append(.separator) }
            rows.append(contentsOf: section)
        }
        self.rows = rows
        var frames: [CGRect] = []
        var y: CGFloat = 0
        for row in rows {
            frames.append(CGRect(x: 0, y: y, width: 0, height: Self.height(of: row)))
            y += frames[frames.count - 1].height
        }
        let actions = rows.compactMap { row -> UIAction? in
            if case .action(let action) = row { return action }
            return nil
        }
        hasCheckmarkColumn = actions.contains { $0.state != .off }
        let width = min(
            max(Self.contentWidth(of: rows, actions: actions, checkmarks: hasCheckmarkColumn), Self.minimumWidth),
            Self.maximumWidth)
        self.frames = frames.map { CGRect(x: 0, y: $0.minY, width: width, height: $0.height) }
        size = CGSize(width: width, height: y)
    }

    /// The index of the row at `point`, if any.
    func rowIndex(at point: CGPoint) -> Int? {
        frames.firstIndex { $0.contains(point) }
    }

    /// The action of row `index`, when it is one that can be chosen (not disabled).
    func choosableAction(at index: Int?) -> UIAction? {
        guard let index, rows.indices.contains(index), case .action(let action) = rows[index],
            !action.attributes.contains(.disabled)
        else { return nil }
        return action
    }

    /// The submenu of row `index`, when it is one that can be opened.
    func submenu(at index: Int?) -> UIMenu? {
        guard let index, rows.indices.contains(index), case .submenu(let menu) = rows[index] else { return nil }
        return menu
    }

    /// Whether row `index` is one the highlight can rest on: an action that can be chosen or a submenu.
    func isSelectable(_ index: Int) -> Bool {
        choosableAction(at: index) != nil || submenu(at: index) != nil
    }

    /// Where the title of an action row starts.
    var titleInset: CGFloat { Self.padding + (hasCheckmarkColumn ? Self.checkmarkColumn : 0) }

    /// The menu's children as sections: runs of actions and titled submenus' rows, and each inline
    /// or untitled submenu's rows (headed by its title) with its own submenus as further sections.
    private static func sections(of menu: UIMenu) -> [[Row]] {
        var sections: [[Row]] = [[]]
        for child in menu.children {
            if let action = child as? UIAction {
                if !action.attributes.contains(.hidden) { sections[sections.count - 1].append(.action(action)) }
            } else if let submenu = child as? UIMenu, !submenu.title.isEmpty,
                !submenu.options.contains(.displayInline)
            {
                if !submenu.children.isEmpty { sections[sections.count - 1].append(.submenu(submenu)) }
            } else if let submenu = child as? UIMenu {
                var inner = Self.sections(of: submenu)
                if !submenu.title.isEmpty, !inner.isEmpty {
                    inner[0].insert(.header(submenu.title, destructive: submenu.options.contains(.destructive)), at: 0)
                }
                sections.append(contentsOf: inner)
                sections.append([])
            }
        }
        return sections.filter { !$0.isEmpty }
    }

    private static func height(of row: Row) -> CGFloat {
        switch row {
        case .header: headerHeight
        case .action, .submenu: actionHeight
        case .separator: separatorHeight
        }
    }

    private static func contentWidth(of rows: [Row], actions: [UIAction], checkmarks: Bool) -> CGFloat {
        var widest: CGFloat = 0
        for row in rows {
            switch row {
            case .header(let title, _):
                widest = max(widest, title.size(withAttributes: [.font: headerFont]).width)
            case .action(let action):
                var width = action.title.size(withAttributes: [.font: titleFont]).width
                if let subtitle = action.subtitle {
                    width = max(width, subtitle.size(withAttributes: [.font: subtitleFont]).width)
                }
                if action.image != nil { width += imageGap + imageSide }
                if let shortcut = action.keyEquivalent {
                    width += shortcutGap + shortcut.size(withAttributes: [.font: shortcutFont]).width
                }
                widest = max(widest, width + (checkmarks ? checkmarkColumn : 0))
            case .submenu(let menu):
                var width = menu.title.size(withAttributes: [.font: titleFont]).width + chevronWidth
                if menu.image != nil { width += imageGap + imageSide }
                widest = max(widest, width + (checkmarks ? checkmarkColumn : 0))
            case .separator:
                break
            }
        }
        return ceil(widest + 2 * padding)
    }
}
