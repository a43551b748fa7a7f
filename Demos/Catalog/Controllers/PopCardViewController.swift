import UIKit

/// The card the pop presentation controller shows: a coloured header and a few lines about how
/// it is presented.
final class PopCardViewController: UIViewController {
    private let header = UILabel()
    private let body = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.text = "Pop card"
        header.font = .boldSystemFont(ofSize: 28)
        header.textColor = .white
        header.textAlignment = .center
        header.backgroundColor = .systemPink
        body.text =
            "A pop presentation controller in Swift: a UIPresentationController that is "
            + "also the card's transitioning delegate and animator.\n\n"
            + "The dimming view fades alongside the card's 0.3 s fade. Close it with the × at the top "
            + "right, or drag the card down."
        body.font = .systemFont(ofSize: 17)
        body.textColor = .label
        body.numberOfLines = 0
        view.addSubview(header)
        view.addSubview(body)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 120)
        let width = view.bounds.width - 48
        let height = body.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        body.frame = CGRect(x: 24, y: 144, width: width, height: min(height, view.bounds.height - 168))
    }
}
