/// Constraints from the visual format language: `H:|-[label]-[field(>=100)]-|`.
extension NSLayoutConstraint {
    /// The constraints a visual format describes, not yet active (activate them, or add them to a
    /// view, as on iOS).
    ///
    /// `views` maps the names in the format to views or layout guides; `metrics` maps names to
    /// numbers (any Swift number or `NSNumber`). A lone `-` is the standard spacing: 8 points between
    /// siblings, 20 to the superview's edge. A malformed format, or a name missing from the
    /// dictionaries, is a programmer error and traps with iOS's message: the reason, the format, and
    /// a caret under the place.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try checkedConstraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        } catch {
            fatalError(error.message)
        }
    }

    /// The constraints of a visual format, or the error the public API would trap with.
    static func checkedConstraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let syntax = try VisualFormatParser.parse(format)
        let builder = VisualFormatBuilder(format: syntax, options: options, metrics: metrics ?? [:], views: views)
        return try builder.build()
    }
}
