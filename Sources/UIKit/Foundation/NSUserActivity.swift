import Foundation

/// A piece of the user's work that the app can hand to a new scene (or, on Apple's systems, to another
/// device): Foundation's class, which Foundation on Linux does not have, with its names.
///
/// Casement keeps what an activity says and passes it along (`UIScene.ConnectionOptions.userActivities`,
/// `UISceneSessionActivationRequest.userActivity`); nothing is advertised or handed off.
open class NSUserActivity: NSObject {
    /// The kind of activity, usually a reverse-DNS string the app declares.
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that restoring the activity needs.
    open var requiredUserInfoKeys: Set<String>?
    /// Which scene should show the activity: a scene whose activation conditions match it.
    open var targetContentIdentifier: String?
    open var webpageURL: URL?
    open var keywords: Set<String> = []
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var needsSave = false

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Merges `otherDictionary` into `userInfo`, its values winning.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Marks the activity as the current one; nothing is advertised on Linux.
    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}
