/// What kind of text a responder takes, for the keyboard and input methods.
///
/// Every property is optional on iOS; here each has a default that reads iOS's default and ignores
/// writes, so a class conforming to `UIKeyInput` needs none of them. Classes that keep them
/// (`UITextField`, `UITextView`) store them. A desktop has no on-screen keyboard, so most are only
/// stored; `isSecureTextEntry` hides the text, and `textContentType` is kept for autofill.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var inlinePredictionType: UITextInlinePredictionType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { .default }
        set {}
    }
    public var inlinePredictionType: UITextInlinePredictionType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
