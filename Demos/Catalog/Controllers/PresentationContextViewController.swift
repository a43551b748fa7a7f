import UIKit

/// The framed area of the presentation tab: a child controller that defines a presentation
/// context, so a `.currentContext` presentation from it covers this frame and nothing else.
final class PresentationContextViewController: UIViewController {
    private let caption = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
        view.layer.borderWidth = 1
        view.layer.borderColor = UIColor.separator.cgColor
        view.clipsToBounds = true
        caption.text =
            "A child controller with definesPresentationContext = true.\n"
            + "\"Current context\" presents inside this frame only."
        caption.font = .systemFont(ofSize: 15)
        caption.textColor = .secondaryLabel
        caption.textAlignment = .center
        caption.numberOfLines = 0
        view.addSubview(caption)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.frame = view.bounds.insetBy(dx: 24, dy: 24)
    }

    /// Presents a style screen over this frame only.
    func presentInContext() {
        let presented = StyleViewController(
            styleName: "Current context", detail: "Covers only the framed area; the list stays usable.",
            ground: .systemTeal)
        presented.modalPresentationStyle = .currentContext
        present(presented, animated: true)
    }
}
