/// One segment of a segmented control: its title or image, the action performed when the user
/// selects it, and its own settings.
struct SegmentedControlSegment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    /// The width set with `setWidth(_:forSegmentAt:)`; 0 lets the control choose.
    var width: CGFloat = 0
    var contentOffset = CGSize.zero

    /// A segment showing `title`, else `image`.
    init(title: String?, image: UIImage? = nil) {
        self.title = title
        self.image = title == nil ? image : nil
    }

    /// A segment named after `action` (showing its image when it has one, else its title) that
    /// performs the action when selected.
    @MainActor
    init(action: UIAction) {
        title = action.title.isEmpty ? nil : action.title
        image = action.image
        self.action = action
    }
}
