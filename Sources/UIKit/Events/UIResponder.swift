/// An object that can respond to events; views, controllers, windows and the application are responders.
///
/// Touch methods the receiver does not override pass the touches to `next`, so a superview, a
/// controller or the application can handle them: view → superviews (a controller's root view → its controller) → window →
/// application → its delegate.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The class's name, module first, as Objective-C's `+[NSObject description]` gives a Swift
    /// class's (which Foundation on Linux lacks): libraries name reuse identifiers after it.
    nonisolated open class func description() -> String {
        String(reflecting: self)
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

    // MARK: - Accessibility (NSObject's informal UIAccessibility protocol on iOS)

    /// What the app set; nil fields leave the class's defaults (see AccessibilityAttributes.swift).
    /// Boxed on first write, so the many responders that never set any pay one pointer.
    var accessibility: AccessibilityAttributes {
        get { accessibilityStorage?.attributes ?? AccessibilityAttributes() }
        set {
            if let accessibilityStorage {
                accessibilityStorage.attributes = newValue
            } else {
                accessibilityStorage = AccessibilityStorage(newValue)
            }
        }
    }
    private var accessibilityStorage: AccessibilityStorage?

    /// Whether assistive technologies treat the receiver as one element; true for UIKit's
    /// controls and labels, false for plain views and image views.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (self as? AccessibilityDefaults)?.defaultIsAccessibilityElement ?? false }
        set { accessibility.isElement = newValue }
    }

    /// A short name read to the user; a button's title or a label's text unless set (nil restores that).
    open var accessibilityLabel: String? {
        get { accessibility.label ?? (self as? AccessibilityDefaults)?.defaultAccessibilityLabel }
        set {
            accessibility.label = newValue
            ATSPIBridge.nameDidChange(of: self)
        }
    }

    /// The element's current value as text ("50%", "1"); the control's own unless set.
    open var accessibilityValue: String? {
        get { accessibility.value ?? (self as? AccessibilityDefaults)?.defaultAccessibilityValue }
        set { accessibility.value = newValue }
    }

    /// What activating the element does ("Plays the song"); nil by default.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// The element's kind and state; the class's (with `.notEnabled` while a control is disabled) unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? accessibilityTraitsByDefault }
        set { accessibility.traits = newValue }
    }

    /// The element's frame in screen points; a view's bounds on screen unless set.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }

    /// A string identifying the element in UI tests; nil by default.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }

    /// The language the label, value and hint are spoken in (a BCP 47 tag); nil: the app's.
    open var accessibilityLanguage: String? {
        get { accessibility.language }
        set { accessibility.language = newValue }
    }

    /// The elements a container offers, in reading order; nil: its subviews that are elements.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }

    /// Whether assistive technologies ignore the receiver's siblings; false by default.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether the receiver's children are read together, before those of other views; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }

    /// Whether the elements inside the receiver are hidden from assistive technologies; false by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// Moves an adjustable element's value up a step: a slider by a tenth of its range, a stepper
    /// by its step; each sends `.valueChanged`. Does nothing for other elements.
    open func accessibilityIncrement() {
        (self as? AccessibilityDefaults)?.adjustAccessibilityValue(by: 1)
    }

    /// Moves an adjustable element's value down a step (see `accessibilityIncrement()`).
    open func accessibilityDecrement() {
        (self as? AccessibilityDefaults)?.adjustAccessibilityValue(by: -1)
    }

    /// Performs the element's action on an assistive technology's request; return true when
    /// handled. False by default (the technology then taps the element's centre).
    open func accessibilityActivate() -> Bool {
        false
    }

    /// Dismisses a modal view on an assistive technology's escape request (VoiceOver's two-finger
    /// Z); return true when handled. False by default. Kept for iOS code: no AT-SPI action asks
    /// for it, so Casement never calls it.
    open func accessibilityPerformEscape() -> Bool {
        false
    }

    /// Performs the app's most important action on an assistive technology's magic tap; return
    /// true when handled. False by default. Kept for iOS code: Casement never calls it.
    open func accessibilityPerformMagicTap() -> Bool {
        false
    }

    // MARK: - Interface Builder

    /// Called on objects loaded from a nib or storyboard once all their outlets are connected;
    /// overrides must call `super`. Casement loads no nibs, so it is never called.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it renders a designable object, for design-time setup.
    /// Casement has no Interface Builder, so it is never called.
    open func prepareForInterfaceBuilder() {}

    // MARK: - Input views

    /// A view shown in place of the keyboard while the receiver is first responder: in a panel
    /// under it on a desktop. Nil by default; text fields and text views let apps set one.
    open var inputView: UIView? { nil }

    /// A view shown above the keyboard (here: at the top of the panel under the receiver).
    open var inputAccessoryView: UIView? { nil }

    /// Shows the receiver's input views again after they changed, if it is first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let view = self as? UIView else { return }
        InputPanel.show(for: view, input: inputView, accessory: inputAccessoryView)
    }

    // MARK: - Undo and the standard edit actions (`UIResponderStandardEditActions`)

    /// The undo manager for changes made through the receiver: the next responder's by default;
    /// each window has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The edit actions, sent by Ctrl+X, Ctrl+C, Ctrl+V, Ctrl+A and the edit menu to the first
    /// responder along the chain that says it can perform them (`canPerformAction`). Each does
    /// nothing here; text views and apps' responders override them.
    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}

    // MARK: - Named actions (see `UIApplication.sendAction(_:to:from:for:)`)

    /// Whether the receiver performs the action named `action`. Only `undo:` and `redo:` by
    /// default, while the receiver's undo manager can undo or redo; override it together with
    /// `perform(_:withSender:for:)`, or with the edit action methods above.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case StandardEditAction.undo.selector: undoManager?.canUndo ?? false
        case StandardEditAction.redo.selector: undoManager?.canRedo ?? false
        default: false
        }
    }

    /// The responder that performs `action`: the receiver when it can, else the first along `next`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Performs the action named `action` and returns true, or returns false when the receiver
    /// does not handle it. Stands in for Objective-C's message send of a selector: the default
    /// calls the edit action methods above for their names (`copy:` calls `copy(_:)`) when
    /// `canPerformAction` says the receiver can, and the undo manager for `undo:` and `redo:`.
    @discardableResult
    open func perform(_ action: Selector, withSender sender: Any?, for event: UIEvent?) -> Bool {
        guard let edit = StandardEditAction(action), canPerformAction(action, withSender: sender) else { return false }
        edit.perform(on: self, sender: sender)
        return true
    }

    // MARK: - The main menu (Menus/MainMenu)

    /// Adds to, removes from and rearranges the main menu; UIKit calls it on the application, which
    /// passes it on to its delegate (the default passes the builder to `next`). Override it in the app
    /// delegate, check `builder.system == .main`, and call `super` first.
    open func buildMenu(with builder: UIMenuBuilder) {
        next?.buildMenu(with: builder)
    }

    /// Updates a command before a menu shows it (its title, state, attributes): called on the
    /// responder that will perform the command's action. Does nothing by default.
    open func validate(_ command: UICommand) {}
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
