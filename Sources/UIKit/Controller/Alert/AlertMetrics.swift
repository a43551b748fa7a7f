/// The sizes, fonts and colours of alerts and action sheets, after iOS 17's light and dark appearances.
@MainActor
enum AlertMetrics {
    static let alertWidth: CGFloat = 270
    static let sheetMaximumWidth: CGFloat = 400
    /// The gap between an action sheet and the container's sides.
    static let sheetMargin: CGFloat = 8
    static let cornerRadius: CGFloat = 14
    /// Around the header (title, message, text fields).
    static let padding: CGFloat = 16
    static let titleMessageGap: CGFloat = 4
    static let fieldHeight: CGFloat = 24
    static let fieldSpacing: CGFloat = 8
    /// Between a text field's border and its text.
    static let fieldInset: CGFloat = 4
    static let alertRowHeight: CGFloat = 44
    static let sheetRowHeight: CGFloat = 57
    /// Between an action sheet's actions and its cancel block.
    static let cancelGap: CGFloat = 8
    /// Between a button's title and the button's sides.
    static let rowTitleInset: CGFloat = 12

    static let cardColor = UIColor.appearance(
        "alertCardColor", light: UIColor(white: 0.96, alpha: 0.92), dark: UIColor(white: 0.15, alpha: 0.92))
    static let cancelBlockColor = UIColor.appearance(
        "alertCancelBlockColor", light: .white, dark: UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
    static let fieldColor = UIColor.appearance(
        "alertFieldColor", light: .white, dark: UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
    static let separatorColor = UIColor.appearance(
        "alertSeparatorColor", light: UIColor(white: 0.24, alpha: 0.3),
        dark: UIColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
    static let highlightColor = UIColor(white: 0.5, alpha: 0.25)
    static let disabledTitleColor = UIColor.systemGray
    static let sheetHeaderColor = UIColor.secondaryLabel

    static let fieldFont = UIFont.systemFont(ofSize: 13)
    static func titleFont(for style: UIAlertController.Style) -> UIFont {
        style == .alert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold)
    }

    static let messageFont = UIFont.systemFont(ofSize: 13)

    /// A button title's font: 17 points in alerts, 20 in action sheets, semibold when emphasised.
    static func actionFont(for style: UIAlertController.Style, emphasised: Bool) -> UIFont {
        .systemFont(ofSize: style == .alert ? 17 : 20, weight: emphasised ? .semibold : .regular)
    }

    static func rowHeight(for style: UIAlertController.Style) -> CGFloat {
        style == .alert ? alertRowHeight : sheetRowHeight
    }
}
