import WindowSystem

/// A touch holding one half of a stepper: which half, the value it started from (a stepper that is
/// not continuous reports a change against it at the end), whether the touch is on the stepper (so
/// the half is pressed), how long it has been held, and the timer of the next repeat.
struct StepperGesture {
    let up: Bool
    let startValue: Double
    var isPressed = false
    var heldFor: TimeInterval = 0
    var repeatTimer: ScheduledWork?
}

extension UIStepper {
    /// Whether stepping `up` (or down) can change the value: always while the stepper wraps, else
    /// until the value reaches that end.
    func canStep(up: Bool) -> Bool {
        wraps || (up ? value < maximumValue : value > minimumValue)
    }

    /// Steps the value up or down by `stepValue` as the user does — past an end to the other end
    /// when the stepper wraps, else to the end — and sends `.valueChanged`, unless a touch is
    /// stepping a stepper that is not continuous (then the end of the touch reports it). Returns
    /// whether the value changed. A press does this, and so can a key press on a focused stepper.
    @discardableResult
    func step(up: Bool, with event: UIEvent? = nil) -> Bool {
        guard canStep(up: up) else { return false }
        var newValue = value + (up ? stepValue : -stepValue)
        if newValue > maximumValue {
            newValue = wraps ? minimumValue : maximumValue
        } else if newValue < minimumValue {
            newValue = wraps ? maximumValue : minimumValue
        }
        value = newValue
        if isContinuous || gesture == nil { sendValueChanged(with: event) }
        return true
    }

    /// Presses the touched half: steps once when `stepping` and, with `autorepeat`, starts the
    /// repeats.
    func press(with event: UIEvent?, stepping: Bool = true) {
        guard let up = gesture?.up else { return }
        gesture?.isPressed = true
        gesture?.heldFor = 0
        if stepping { step(up: up, with: event) }
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        showParts()
    }

    /// Lets go of the half without ending the touch: no highlight, no repeats.
    func release() {
        gesture?.isPressed = false
        gesture?.repeatTimer?.cancel()
        gesture?.repeatTimer = nil
        showParts()
    }

    /// Ends the touch; a stepper that is not continuous reports the change the whole touch made.
    func finishGesture(with event: UIEvent?) {
        guard let gesture else { return }
        gesture.repeatTimer?.cancel()
        self.gesture = nil
        showParts()
        if !isContinuous && value != gesture.startValue { sendValueChanged(with: event) }
    }

    /// Steps again after `delay` on the app's clock, while the half stays pressed.
    private func scheduleRepeat(after delay: TimeInterval) {
        gesture?.repeatTimer = UIApplication.shared.schedule(after: delay) { [weak self] in
            self?.repeatStep(after: delay)
        }
    }

    /// One repeat: steps, then schedules the next one, sooner once the half has been held long
    /// enough; the repeats stop at an end the stepper does not wrap past.
    private func repeatStep(after delay: TimeInterval) {
        guard var gesture, gesture.isPressed else { return }
        gesture.heldFor += delay
        gesture.repeatTimer = nil
        self.gesture = gesture
        guard step(up: gesture.up) else { return }
        scheduleRepeat(
            after: gesture.heldFor >= Self.accelerationDelay ? Self.acceleratedInterval : Self.autorepeatInterval)
    }
}

extension UIStepper {
    /// The state a half is drawn in: disabled when it cannot step (or the stepper is disabled),
    /// highlighted while pressed, else normal.
    private func state(of half: StepperButtonView) -> State {
        if !isEnabled || !half.isEnabled { return .disabled }
        return half.isHighlighted ? .highlighted : .normal
    }

    /// Shows the halves' states and the images for them, or the glyphs, track and hairline.
    func showParts() {
        let pressed = gesture?.isPressed == true ? gesture?.up : nil
        decrementView.isEnabled = canStep(up: false)
        incrementView.isEnabled = canStep(up: true)
        decrementView.isHighlighted = pressed == false
        incrementView.isHighlighted = pressed == true
        let left = state(of: decrementView)
        let right = state(of: incrementView)
        decrementView.image = decrementImage(for: left)
        incrementView.image = incrementImage(for: right)
        let background = backgroundImage(for: state)
        backgroundView.image = background
        backgroundView.backgroundColor = background == nil ? .tertiarySystemFill : nil
        let divider =
            dividerImage(forLeftSegmentState: left, rightSegmentState: right)
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
        dividerView.image = divider
        dividerView.backgroundColor = divider == nil ? Self.dividerColor : nil
        setNeedsLayout()
    }

    /// Places the track over the bounds, a half on either side of the middle and the divider
    /// (its image's size, else a hairline) between them.
    func placeParts() {
        parts.frame = bounds
        backgroundView.frame = bounds
        backgroundView.layer.cornerRadius = backgroundView.image == nil ? Self.cornerRadius : 0
        let half = bounds.width / 2
        decrementView.frame = CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height)
        incrementView.frame = CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
        let size =
            dividerView.image?.size ?? CGSize(width: 1 / max(1, contentScaleFactor), height: Self.dividerHeight)
        dividerView.frame = CGRect(
            origin: pixelAligned(CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2)),
            size: size)
    }
}
