import Foundation

/// An effect a `UIVisualEffectView` applies: a blur of what is behind it (`UIBlurEffect`) or
/// vibrancy for content over a blur (`UIVibrancyEffect`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public class var supportsSecureCoding: Bool { true }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    /// Effects are immutable: a copy is the effect itself.
    open func copy(with zone: NSZone?) -> Any {
        self
    }
}
