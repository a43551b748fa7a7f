import Foundation

/// A service an activity view controller offers for its items. Subclass it for the app's own
/// (`applicationActivities`); the built-in ones copy, open and save.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Opening a link or file with the desktop's application for it (a Casement activity).
        public static let openWithDefaultApplication = ActivityType("org.casement.activity.OpenWithDefaultApplication")
        /// Saving the items as files in the Downloads folder (a Casement activity).
        public static let saveToDownloads = ActivityType("org.casement.activity.SaveToDownloads")
        /// Saving the items as files where the user chooses in the file dialog (a Casement activity).
        public static let saveToFile = ActivityType("org.casement.activity.SaveToFile")
    }

    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on these items; false by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Given the items before `perform()`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does the work, then calls `activityDidFinish(_:)`.
    open func perform() { activityDidFinish(false) }

    /// Tells the activity view controller the activity ended.
    open func activityDidFinish(_ completed: Bool) {
        let finished = onFinish
        onFinish = nil
        finished?(completed)
    }

    /// Set by the activity view controller that runs the activity.
    var onFinish: ((Bool) -> Void)?
}

/// Hands an activity view controller an item for each activity, made when it is chosen.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String
}

extension UIActivityItemSource {
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
}
