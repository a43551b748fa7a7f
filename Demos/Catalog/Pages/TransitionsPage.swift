import UIKit

/// View and layer transitions: four cards that turn between their two faces every 2.5 s, each its
/// own way — `UIView.transition(with:)` with a cross-dissolve, a flip from the left and a page curl,
/// and a `CATransition` push from the right on a plain layer.
final class TransitionsPage: CatalogPage {
    private struct Card {
        let container: UIView
        let faces: [UIView]
        let caption: String
    }

    private var cards: [Card] = []
    private let pushLayer = CALayer()
    private var showsBack = false
    private var timer: Timer?

    private static let cardSize = CGSize(width: 86, height: 110)
    private static let styles: [(UIView.AnimationOptions, String)] = [
        (.transitionCrossDissolve, "crossDissolve"), (.transitionFlipFromLeft, "flipFromLeft"),
        (.transitionCurlUp, "curlUp"),
    ]

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, (_, caption)) in Self.styles.enumerated() {
            let container = UIView(frame: CGRect(origin: cardOrigin(index), size: Self.cardSize))
            let faces = [Self.face("A", .systemBlue), Self.face("B", .systemOrange)]
            faces[1].isHidden = true
            for face in faces { container.addSubview(face) }
            addSubview(container)
            cards.append(Card(container: container, faces: faces, caption: caption))
        }
        pushLayer.frame = CGRect(origin: cardOrigin(3), size: Self.cardSize)
        pushLayer.backgroundColor = UIColor.systemGreen.cgColor
        pushLayer.cornerRadius = 10
        pushLayer.masksToBounds = true
        layer.addSublayer(pushLayer)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        timer?.invalidate()
        timer = nil
        guard window != nil else { return }
        turn()
        timer = Timer.scheduledTimer(withTimeInterval: 2.5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.turn() }
        }
    }

    override func draw(_ rect: CGRect) {
        drawHeading("Transitions", caption: "UIView.transition(with:) options and a CATransition push, every 2.5 s")
        let captions = cards.map(\.caption) + ["CATransition .push"]
        for (index, caption) in captions.enumerated() {
            let origin = cardOrigin(index)
            caption.draw(
                at: CGPoint(x: origin.x, y: origin.y + Self.cardSize.height + 8),
                withAttributes: [.font: UIFont.systemFont(ofSize: 11), .foregroundColor: UIColor.secondaryLabel])
        }
    }

    private func cardOrigin(_ index: Int) -> CGPoint {
        CGPoint(x: 20 + CGFloat(index) * (Self.cardSize.width + 18), y: Self.headingHeight + 16)
    }

    /// Turns every card to its other face.
    private func turn() {
        showsBack.toggle()
        for (card, (options, _)) in zip(cards, Self.styles) {
            UIView.transition(with: card.container, duration: 1, options: options) { [showsBack] in
                card.faces[0].isHidden = showsBack
                card.faces[1].isHidden = !showsBack
            }
        }
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        pushLayer.add(push, forKey: kCATransition)
        CATransaction.setDisableActions(true)
        pushLayer.backgroundColor = (showsBack ? UIColor.systemPurple : UIColor.systemGreen).cgColor
    }

    private static func face(_ letter: String, _ color: UIColor) -> UIView {
        let face = UILabel(frame: CGRect(origin: .zero, size: cardSize))
        face.text = letter
        face.font = .boldSystemFont(ofSize: 44)
        face.textColor = .white
        face.textAlignment = .center
        face.backgroundColor = color
        face.layer.cornerRadius = 10
        face.clipsToBounds = true
        return face
    }
}
