/// What a compact date picker opens: a popup window of its own (as a menu's), with rounded corners,
/// holding a calendar or time wheels below (or, without room, above) the pill that opened it, its
/// trailing edge on the pill's. It closes when a press lands in the window it opened from, when it
/// loses key status (another window focused, the app losing focus), on Escape, or when a day is
/// chosen; the window it opened from becomes key again.
@MainActor
final class DatePickerPopover {
    static let cornerRadius: CGFloat = 13

    let window: DatePickerPopoverWindow
    /// The view holding the calendar or the wheels, filling the window.
    let card: UIView
    var onClose: (() -> Void)?
    private weak var sourceWindow: UIWindow?
    /// Watches the window the popover opened from for a press, which closes the popover.
    private let outsidePress = OutsidePressRecognizer()

    /// A popover showing `content` at its size.
    init(content: UIView) {
        card = UIView(frame: CGRect(origin: .zero, size: content.sizeThatFits(.zero)))
        card.backgroundColor = .systemBackground
        content.frame = card.bounds
        card.addSubview(content)
        window = DatePickerPopoverWindow(frame: card.bounds)
        window.windowLevel = .alert
        window.backgroundColor = .systemBackground
        window.platformCornerRadius = Self.cornerRadius
        let controller = DatePickerPopoverController()
        controller.view.addSubview(card)
        window.rootViewController = controller
    }

    /// Opens the popup by `source` (in `sourceWindow`), on the same screen.
    func show(from source: UIView, in sourceWindow: UIWindow) {
        self.sourceWindow = sourceWindow
        let rect = source.convert(source.bounds, to: sourceWindow)
        let pill = sourceWindow.convert(rect, to: nil as UIWindow?)
        let screen = sourceWindow.screen.frameForWindows
        var frame = MenuPopup.placement(of: card.bounds.size, from: pill, on: screen)
        frame.origin.x = max(screen.minX, min(pill.maxX - frame.width, screen.maxX - frame.width)).rounded()
        window.frame = frame
        window.popover = self
        outsidePress.onPress = { [weak self] in self?.close() }
        sourceWindow.addGestureRecognizer(outsidePress)
        window.makeKeyAndVisible()
    }

    /// Takes the popup away and gives the key status back to the window it opened from.
    func close() {
        guard !window.isHidden else { return }
        window.isHidden = true
        outsidePress.view?.removeGestureRecognizer(outsidePress)
        if let sourceWindow, !sourceWindow.isHidden { sourceWindow.makeKey() }
        onClose?()
    }
}

/// The popover's window: losing key status closes the popover.
final class DatePickerPopoverWindow: UIWindow {
    weak var popover: DatePickerPopover?

    override func resignKey() {
        super.resignKey()
        popover?.close()
    }
}

/// The popover's root: Escape closes it.
final class DatePickerPopoverController: UIViewController {
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard presses.first?.key?.keyCode == .keyboardEscape, let window = view.window as? DatePickerPopoverWindow
        else { return super.pressesBegan(presses, with: event) }
        window.popover?.close()
    }
}

/// Tells of a press anywhere in its view, then fails at once, so the press goes on to the views
/// and recognizers under it as if it were not there.
final class OutsidePressRecognizer: UIGestureRecognizer {
    var onPress: (() -> Void)?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        onPress?()
        state = .failed
    }
}
