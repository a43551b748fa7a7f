/// What a compact date picker opens over its window: a white rounded card with a shadow holding a
/// calendar or time wheels, below (or, without room, above) the pill that opened it. A click
/// outside the card closes it.
final class DatePickerPopover: UIView {
    static let cornerRadius: CGFloat = 13
    /// The gap between the pill and the card, and the least gap between the card and the window's edges.
    static let gap: CGFloat = 8

    let card = UIView(frame: .zero)
    private let content: UIView
    var onClose: (() -> Void)?

    /// A popover showing `content` at its size.
    init(content: UIView) {
        self.content = content
        super.init(frame: .zero)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = Self.cornerRadius
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.frame.size = content.sizeThatFits(.zero)
        content.frame = card.bounds
        card.addSubview(content)
        addSubview(card)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.addHandler { [weak self] tap in
            guard let self, tap.state == .ended, !card.frame.contains(tap.location(in: self)) else { return }
            close()
        }
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Covers `window` and places the card by `source`.
    func show(from source: UIView, in window: UIWindow) {
        frame = window.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        let anchor = source.convert(source.bounds, to: self)
        let size = card.frame.size
        var origin = CGPoint(x: anchor.maxX - size.width, y: anchor.maxY + Self.gap)
        if origin.y + size.height > bounds.height - Self.gap { origin.y = anchor.minY - Self.gap - size.height }
        origin.x = min(max(origin.x, Self.gap), bounds.width - Self.gap - size.width)
        origin.y = min(max(origin.y, Self.gap), bounds.height - Self.gap - size.height)
        card.frame.origin = origin
    }

    /// Takes the popover off the window.
    func close() {
        removeFromSuperview()
        onClose?()
    }
}
