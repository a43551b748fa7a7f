/// The programmer errors `UIAlertController` stops on, each as UIKit's exception text (nil when
/// the call is fine), kept apart from the `preconditionFailure` so the texts can be checked.
@MainActor
enum AlertMisuse {
    /// A second action with the `.cancel` style.
    static func adding(_ action: UIAlertAction, to actions: [UIAlertAction]) -> String? {
        guard action.style == .cancel, actions.contains(where: { $0.style == .cancel }) else { return nil }
        return "UIAlertController can only have one action with a style of UIAlertActionStyleCancel"
    }

    /// A text field on an action sheet.
    static func addingTextField(to style: UIAlertController.Style) -> String? {
        guard style == .actionSheet else { return nil }
        return "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"
    }

    /// A preferred action that was not added to the controller.
    static func preferring(_ action: UIAlertAction?, among actions: [UIAlertAction]) -> String? {
        guard let action, !actions.contains(where: { $0 === action }) else { return nil }
        return "The preferred action must be one of the alert controller's actions"
    }
}
