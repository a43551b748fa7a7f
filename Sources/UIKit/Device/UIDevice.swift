import Foundation

/// The machine the app runs on, described as the iPad-class device the desktop stands in for:
/// the idiom is `.pad`, as the trait collections say, and there is no battery, proximity sensor
/// or device orientation to report.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public class var current: UIDevice { shared }

    private static let shared = UIDevice()

    private var orientationNotificationRequests = 0

    /// The machine's host name (iOS 16 gives a generic name such as "iPad" instead).
    open var name: String { ProcessInfo.processInfo.hostName }
    /// "iPad", matching the `.pad` idiom.
    open var model: String { "iPad" }
    open var localizedModel: String { "iPad" }
    /// "iPadOS"; the host's system is `ProcessInfo.processInfo.operatingSystemVersionString`.
    open var systemName: String { "iPadOS" }
    /// The iOS release whose behaviour Casement follows, "17.0".
    open var systemVersion: String { "17.0" }
    /// `.pad`, the idiom every trait collection reports.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// `.unknown`: a desktop has no orientation sensor.
    open var orientation: UIDeviceOrientation { .unknown }

    /// Whether the app asked for battery readings; readings stay unknown either way.
    open var isBatteryMonitoringEnabled = false
    /// -1: the battery level is unknown.
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    /// Whether the app asked for proximity readings; stays false, as on devices without the sensor.
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    open var proximityState: Bool { false }

    open var isMultitaskingSupported: Bool { true }

    /// A UUID that stays the same for the apps of one vendor on one machine, derived from the
    /// machine id and the vendor's part of the bundle identifier; nil when the machine has no id.
    open var identifierForVendor: UUID? { VendorIdentifier.make() }

    /// Whether any caller has begun, and not ended, orientation notifications.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Counts a request for orientation notifications; none are posted, the orientation never changes.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// The keyboard click of a custom input view; silent here.
    open func playInputClick() {}

    /// The state of the device's battery.
    public enum BatteryState: Int, Sendable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
