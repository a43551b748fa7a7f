extension UIBarButtonItem.SystemItem {
    /// The English title of a text item, as iOS shows it; nil for glyphs and spaces.
    var title: String? {
        switch self {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// Whether the item is a space between others rather than a button.
    var isSpace: Bool {
        self == .flexibleSpace || self == .fixedSpace
    }
}
