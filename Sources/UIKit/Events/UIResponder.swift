/// An object that can respond to events; views, controllers, windows and the application are responders.
///
/// Touch methods the receiver does not override pass the touches to `next`, so a superview, a
/// controller or the application can handle them (seed 000 §四's responder chain).
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or nil at its end. Subclasses override it.
    open var next: UIResponder? { nil }

    // MARK: - First responder

    /// Whether the receiver may become first responder; false unless a subclass says otherwise.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the receiver lets go of first-responder status when asked; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether the receiver is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Makes the receiver its window's first responder, after the current one resigns. Fails when
    /// the receiver cannot become first responder, is in no window, or the current one refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        window.firstResponder = self
        return true
    }

    /// Gives up first-responder status; false when the receiver refuses (`canResignFirstResponder`).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    // MARK: - Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: - Presses (keys): unhandled presses go to `next`

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The keyboard shortcuts the receiver offers while it is in the responder chain; nil by default.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// A media key (play, pause, next, previous, stop) as a remote-control event; unhandled, it goes to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: - Interface Builder

    /// Called on objects loaded from a nib or storyboard once all their outlets are connected;
    /// overrides must call `super`. Casement loads no nibs, so it is never called.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it renders a designable object, for design-time setup.
    /// Casement has no Interface Builder, so it is never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Named actions (see `UIApplication.sendAction(_:to:from:for:)`)

    /// Whether the receiver performs the action named `action`; false unless a subclass says so.
    /// Override it together with `perform(_:withSender:for:)`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        false
    }

    /// The responder that performs `action`: the receiver when it can, else the first along `next`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Performs the action named `action` and returns true, or returns false when the receiver
    /// does not handle it (the default). Stands in for Objective-C's message send of a selector.
    @discardableResult
    open func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        false
    }
}

extension UIResponder {
    /// The window the receiver belongs to: a view's window, a controller's view's window, else the
    /// first window along its responder chain. (A presented controller's chain goes on to its
    /// presenter, which may be in another window: an alert's dialog.)
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController, let window = controller.viewIfLoaded?.window { return window }
        var responder: UIResponder? = self
        while let current = responder {
            if let window = current as? UIWindow { return window }
            if current is UIApplication { return nil }
            responder = current.next
        }
        return nil
    }
}
