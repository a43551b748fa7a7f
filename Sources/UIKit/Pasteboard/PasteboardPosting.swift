import Foundation

/// A notification to post on the main queue from whatever thread changed a pasteboard: pasteboards and
/// user info are not `Sendable`, but nothing touches them between here and the post.
struct UncheckedPosting: @unchecked Sendable {
    let name: Notification.Name
    let object: AnyObject?
    let userInfo: [AnyHashable: Any]?

    func postOnMainQueue() {
        guard Thread.isMainThread else {
            DispatchQueue.main.async { self.postOnMainQueue() }
            return
        }
        NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    }
}
