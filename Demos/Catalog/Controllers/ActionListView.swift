import UIKit

/// A grouped list of actions as iOS settings screens show them: an optional caption above a white
/// card of 44-point rows, each a system button with a 17-point title, hairlines between rows.
final class ActionListView: GroupedSectionView {
    /// The rows' buttons, in order, for callers that change a title later (a toggle).
    let buttons: [UIButton]

    static let rowHeight: CGFloat = 44

    /// A list of `actions` under `title` (none when nil); each action's title names its row.
    init(title: String?, actions: [UIAction]) {
        let buttons = actions.map { action in
            let button = UIButton(type: .system, primaryAction: action)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.contentHorizontalAlignment = .left
            return button
        }
        self.buttons = buttons
        // The rows come from the local, not `self.buttons`: mapping a stored property before
        // `super.init` crashes Swift 6.3.1's optimizer (invalid SIL in OSSACompleteLifetime).
        super.init(title: title, rows: buttons.map { ($0, Self.rowHeight) }, insetsRows: true)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
