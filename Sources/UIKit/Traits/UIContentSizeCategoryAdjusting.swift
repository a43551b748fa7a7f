/// Something whose font can follow the content size category: labels, text fields and text views
/// (a button's title is its label's).
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

/// How UIKit's adjusting views take the font for a new category.
@MainActor
protocol ContentSizeFontAdjusting: UIContentSizeCategoryAdjusting {
    func adjustFont(to traits: UITraitCollection)
}

extension UILabel: ContentSizeFontAdjusting {
    func adjustFont(to traits: UITraitCollection) {
        let adjusted = font.adjusted(to: traits)
        if adjusted !== font { font = adjusted }
    }
}

extension UITextField: ContentSizeFontAdjusting {
    func adjustFont(to traits: UITraitCollection) {
        guard let font else { return }
        let adjusted = font.adjusted(to: traits)
        if adjusted !== font { self.font = adjusted }
    }
}

extension UITextView: ContentSizeFontAdjusting {
    func adjustFont(to traits: UITraitCollection) {
        guard let font else { return }
        let adjusted = font.adjusted(to: traits)
        if adjusted !== font { self.font = adjusted }
    }
}

extension UIView {
    /// A new content size category: an adjusting view takes its font's size for it.
    func contentSizeCategoryDidChange(to traits: UITraitCollection) {
        guard let adjusting = self as? any ContentSizeFontAdjusting, adjusting.adjustsFontForContentSizeCategory
        else { return }
        adjusting.adjustFont(to: traits)
    }
}
