import WindowSystem

/// One XInput slave pointer's scroll valuators, and what its last events left behind: turns the
/// valuator values of its motion events into scroll events.
///
/// XInput 2.1 reports scrolling as motion of scroll valuators; the change since the last event, over
/// the valuator's increment, is how many wheel notches the device moved (fractions for touchpads and
/// high-resolution wheels). A value means something only against the one before it that this client
/// saw, so the first value after the pointer enters a window or the device changes scrolls nothing: it
/// is where the next delta starts from (`forgetValues()`).
///
/// A touchpad scrolls smoothly, in pixels. Any other device (a mouse wheel, a pointing stick's
/// on-button scrolling) scrolls in whole notches, one `.scroll` event each, as its emulated buttons 4–7
/// would: its movement adds up in valuator units until it reaches the increment, the way the X server
/// counts the emulated buttons, so a plain wheel's click is exactly one notch, and a high-resolution
/// wheel's eighths add up to notches rather than scrolling by fractions (UIKit scrolls by notches
/// for wheels; only a touchpad's fingers should glide). X11 never says when the fingers lift, so every
/// smooth scroll is `.changed`.
struct X11ScrollDevice {
    enum Axis {
        case vertical
        case horizontal
    }

    /// One scroll valuator (`XIScrollClassInfo`).
    struct Valuator {
        /// The valuator's number in the device's events.
        var number: Int32
        var axis: Axis
        /// How far the valuator moves for one notch down (vertical) or right (horizontal); negative
        /// when the device reverses the direction.
        var increment: Double
    }

    /// How far a touchpad's scroll increment moves the content, in points: as far as a wheel notch
    /// scrolls in UIKit (`WheelEvent.pointsPerNotch`), so both speeds agree.
    static let pointsPerIncrement = 10.0

    let valuators: [Valuator]
    let isTouchpad: Bool
    /// The value each scroll valuator had in the device's last event, by number.
    private var lastValues: [Int32: Double] = [:]
    /// A wheel's movement not yet reported as notches, in valuator units, by number; always less
    /// than one increment.
    private var pendingMovement: [Int32: Double] = [:]

    init(valuators: [Valuator], isTouchpad: Bool) {
        self.valuators = valuators
        self.isTouchpad = isTouchpad
    }

    /// Whether a device is a touchpad, as GTK tells: its driver has a touchpad's setting (libinput's
    /// tapping or synaptics' off switch, `hasTouchpadSetting`), or its name says so.
    static func isTouchpad(name: String, hasTouchpadSetting: Bool) -> Bool {
        hasTouchpadSetting || name.lowercased().contains("touchpad")
    }

    /// Whether valuator `number` is one of the scroll valuators.
    func scrolls(valuator number: Int32) -> Bool {
        valuators.contains { $0.number == number }
    }

    /// Makes the next values starting points, scrolling nothing: after the pointer entered a window or
    /// the device changed, when they are absolute values rather than the continuation of the last.
    mutating func forgetValues() {
        lastValues = [:]
        pendingMovement = [:]
    }

    /// The scroll events for a motion event whose valuators had `values` (by number), or nil when it
    /// moved none of the scroll valuators. A touchpad's is one `.smoothScroll` in window pixels,
    /// `pixelsPerIncrement` per increment, or none when it did not move; a wheel's is one `.scroll` per
    /// whole notch its movement completed.
    mutating func scrollEvents(values: [Int32: Double], pixelsPerIncrement: Double) -> [PointerEvent.Kind]? {
        var movedAny = false
        var smooth = (dx: 0.0, dy: 0.0)
        var notches: [PointerEvent.Kind] = []
        for valuator in valuators {
            guard let value = values[valuator.number] else { continue }
            movedAny = true
            guard let last = lastValues.updateValue(value, forKey: valuator.number), valuator.increment != 0
            else { continue }
            if isTouchpad {
                let pixels = (value - last) / valuator.increment * pixelsPerIncrement
                switch valuator.axis {
                case .vertical: smooth.dy += pixels
                case .horizontal: smooth.dx += pixels
                }
            } else {
                notches += completedNotches(of: valuator, moved: value - last)
            }
        }
        guard movedAny else { return nil }
        guard isTouchpad else { return notches }
        return smooth == (0, 0) ? [] : [.smoothScroll(dx: smooth.dx, dy: smooth.dy, phase: .changed)]
    }

    /// One `.scroll` per increment that `valuator`'s pending movement plus `movement` covers; the rest
    /// waits for the next event.
    private mutating func completedNotches(of valuator: Valuator, moved movement: Double) -> [PointerEvent.Kind] {
        var pending = (pendingMovement[valuator.number] ?? 0) + movement
        let step = abs(valuator.increment)
        var notches: [PointerEvent.Kind] = []
        while abs(pending) >= step {
            let covered = pending > 0 ? step : -step
            pending -= covered
            let direction = covered / valuator.increment
            notches.append(
                valuator.axis == .vertical ? .scroll(dx: 0, dy: direction) : .scroll(dx: direction, dy: 0))
        }
        pendingMovement[valuator.number] = pending
        return notches
    }
}
