import UIKit

/// The presentation tab: a row for each modal presentation style and each modal transition style,
/// a custom pop presentation, and a framed child that defines a presentation context.
final class PresentationListViewController: UIViewController {
    private let context = PresentationContextViewController()
    private var column: ActionColumnView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Presentation"
        view.backgroundColor = .systemGroupedBackground
        let styles: [(String, UIModalPresentationStyle, String, UIColor)] = [
            ("Full screen", .fullScreen, "The presenter leaves the window while this covers it.", .systemBlue),
            (
                "Over full screen", .overFullScreen, "The presenter stays in the window and shows through.",
                UIColor(red: 0.2, green: 0.1, blue: 0.4, alpha: 0.6)
            ),
            ("Page sheet", .pageSheet, "A tall card over the dimmed presenter.", .systemIndigo),
            ("Form sheet", .formSheet, "A 540 × 620 card in the middle of the window.", .systemPurple),
        ]
        var presentationRows = styles.map { name, style, detail, ground in
            UIAction(title: name) { [weak self] _ in
                self?.presentStyle(name, detail: detail, ground: ground) { $0.modalPresentationStyle = style }
            }
        }
        presentationRows.append(
            UIAction(title: "Current context") { [weak self] _ in self?.context.presentInContext() })
        let transitions: [(String, UIModalTransitionStyle, UIColor)] = [
            ("Cover vertical", .coverVertical, .systemGreen), ("Flip horizontal", .flipHorizontal, .systemOrange),
            ("Cross dissolve", .crossDissolve, .systemPink), ("Partial curl", .partialCurl, .systemRed),
        ]
        let transitionRows = transitions.map { name, style, ground in
            UIAction(title: name) { [weak self] _ in
                self?.presentStyle(
                    name, detail: "A full-screen presentation with this modal transition style.", ground: ground
                ) {
                    $0.modalPresentationStyle = .fullScreen
                    $0.modalTransitionStyle = style
                }
            }
        }
        let popCard = UIAction(title: "Pop card") { [weak self] _ in self?.presentPopCard() }
        let column = ActionColumnView(
            intro: "Each row presents a controller that names its modalPresentationStyle or modalTransitionStyle; "
                + "its Dismiss button dismisses it. The pop card uses a custom presentation controller.",
            lists: [
                ActionListView(title: "Presentation style", actions: presentationRows),
                ActionListView(title: "Transition style", actions: transitionRows),
                ActionListView(title: "Custom presentation", actions: [popCard]),
            ])
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
        self.column = column
        addChild(context)
        view.addSubview(context.view)
        context.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let column else { return }
        let frame = column.columnFrame
        let left = frame.maxX + ActionColumnView.margin
        let right = view.bounds.width - view.safeAreaInsets.right - ActionColumnView.margin
        context.view.frame = CGRect(
            x: left, y: frame.minY, width: max(right - left, 0),
            height: max(frame.height - 2 * ActionColumnView.margin, 0))
    }

    private func presentStyle(
        _ name: String, detail: String, ground: UIColor, configure: (UIViewController) -> Void
    ) {
        let presented = StyleViewController(styleName: name, detail: detail, ground: ground)
        configure(presented)
        present(presented, animated: true)
    }

    /// The usual use of a custom presentation controller: made for the card, set as its transitioning
    /// delegate (held weakly; the presentation keeps the controller), then a plain `present`.
    private func presentPopCard() {
        let card = PopCardViewController()
        let presentation = PopCardPresentationController(presentedViewController: card, presenting: self)
        card.transitioningDelegate = presentation
        present(card, animated: true)
    }
}
