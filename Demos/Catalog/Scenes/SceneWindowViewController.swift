import UIKit

/// A second catalogue window's own page: its scene's title (typed into a field, the window's title
/// follows live), a switch for full screen, the size restrictions it keeps, and a button closing
/// the scene (its session is discarded, as when the window manager closes the window).
final class SceneWindowViewController: UIViewController {
    private weak var scene: UIWindowScene?
    private let titleField = UITextField()
    private let fullScreen = UISwitch()
    private let stack = UIStackView()

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray6
        stack.axis = .vertical
        stack.spacing = 14
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])

        let heading = UILabel()
        heading.text = "A window scene of its own"
        heading.font = .boldSystemFont(ofSize: 20)
        stack.addArrangedSubview(heading)

        titleField.borderStyle = .roundedRect
        titleField.placeholder = "Scene title"
        titleField.addAction(
            UIAction { [weak self] _ in self?.scene?.title = self?.titleField.text },
            for: .editingChanged)
        titleField.widthAnchor.constraint(equalToConstant: 260).isActive = true
        stack.addArrangedSubview(row("Title", titleField))

        fullScreen.addAction(
            UIAction { [weak self] _ in self?.scene?.isFullScreen = self?.fullScreen.isOn ?? false },
            for: .valueChanged)
        fullScreen.toolTip = "Fills the screen (_NET_WM_STATE_FULLSCREEN)"
        stack.addArrangedSubview(row("Full screen", fullScreen))

        let limits = UILabel()
        limits.text = "Resizes no smaller than 360 × 280 points"
        limits.textColor = .secondaryLabel
        limits.font = .systemFont(ofSize: 13)
        stack.addArrangedSubview(limits)

        let close = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Close Window") { [weak self] _ in
                guard let session = self?.scene?.session else { return }
                UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
            })
        close.toolTip = "Destroys this scene's session"
        stack.addArrangedSubview(close)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        titleField.text = scene?.title
        fullScreen.isOn = scene?.isFullScreen ?? false
    }

    private func row(_ title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        label.widthAnchor.constraint(equalToConstant: 110).isActive = true
        let row = UIStackView(arrangedSubviews: [label, control])
        row.spacing = 10
        row.alignment = .center
        return row
    }
}
