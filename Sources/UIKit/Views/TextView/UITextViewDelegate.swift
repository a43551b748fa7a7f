/// Watches and steers a text view's editing; every method is optional, with iOS's defaults. It is
/// the scroll view's delegate too: assign it to `delegate`.
///
/// The order: `textViewShouldBeginEditing` before the view takes the keyboard, then
/// `textViewDidBeginEditing`; for each change the user makes `textView(_:shouldChangeTextIn:replacementText:)`,
/// then `textViewDidChange`; `textViewDidChangeSelection` whenever the selection moves; before
/// editing ends `textViewShouldEndEditing`, then `textViewDidEndEditing`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit may replace the characters in `range` with `text`. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called when the app sets it).
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a click on a link opens it (`UIApplication.open`). Default true.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// The edit menu for `range`: `suggestedActions` and the app's additions; nil shows the suggestions.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// What a click on `textItem` does: `defaultAction` (opening a link) by default; nil shows
    /// the item's menu instead.
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The menu a secondary click on `textItem` shows: `defaultMenu` by default; nil shows none.
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    /// A text item's menu is about to show.
    func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    /// A text item's menu is about to close.
    func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating)
    /// The edit menu is about to show.
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to close.
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        true
    }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        nil
    }
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
        -> UIAction?
    {
        defaultAction
    }
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
        -> UITextItem.MenuConfiguration?
    {
        defaultMenu.children.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    public func textView(
        _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    public func textView(
        _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
        animator: any UIContextMenuInteractionAnimating
    ) {}
    public func textView(
        _ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    public func textView(
        _ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
}

/// How the user reached a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
