/// The smallest and largest sizes a window scene's windows may be resized to (Mac Catalyst and iPadOS):
/// on X11 the window manager keeps them (`WM_NORMAL_HINTS`). A size of zero (the minimum's default)
/// or of `.greatestFiniteMagnitude` (the maximum's) sets no limit; changes apply at once.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero {
        didSet { windowScene?.sizeRestrictionsDidChange() }
    }
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude) {
        didSet { windowScene?.sizeRestrictionsDidChange() }
    }
    /// Whether the scene may go full screen; when false, `UIWindowScene.isFullScreen` stays false.
    open var allowsFullScreen = true

    private weak var windowScene: UIWindowScene?

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }
}
