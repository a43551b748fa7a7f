import Foundation

extension UIAccessibility {
    /// A change assistive technologies are told about with `post(notification:argument:)`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// A new screen appeared; the argument is the element to move to, or nil.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to move to, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument, a string, should be read out.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument describes the new position ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
