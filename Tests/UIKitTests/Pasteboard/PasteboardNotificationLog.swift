import Foundation
import UIKit

/// Records `UIPasteboard.changedNotification` as posted: each one's lists of types added and removed,
/// by user info key, in order.
@MainActor
final class PasteboardNotificationLog {
    private(set) var userInfos: [[String: [String]]] = []
    private var observer: NSObjectProtocol?

    init(object: UIPasteboard? = nil) {
        observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: object, queue: nil
        ) { [unowned self] notification in
            var userInfo: [String: [String]] = [:]
            for case (let key as String, let types as [String]) in notification.userInfo ?? [:] {
                userInfo[key] = types
            }
            MainActor.assumeIsolated { userInfos.append(userInfo) }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}
