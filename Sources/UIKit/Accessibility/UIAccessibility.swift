/// Assistive technologies' status and the notifications apps send them.
///
/// Screen readers on the desktop (Orca) read Casement apps through AT-SPI 2, which carries posted
/// notifications to them (see `ATSPIBridge`); the statuses stay off, as no iOS technology runs here.
/// Tests can watch the notifications (`postObserver`).
public enum UIAccessibility {
    /// Tells assistive technologies that something changed; `argument` as `notification` says
    /// (an element to move to, an announcement's text), else nil.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {
        postObserver?(notification, argument)
        ATSPIBridge.post(notification, argument: argument)
    }

    /// Receives every posted notification; for tests.
    @MainActor package static var postObserver: ((Notification, Any?) -> Void)?

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
}
