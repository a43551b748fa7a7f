extension UISwitch {
    /// How a switch is drawn.
    public enum Style: Int, Sendable {
        /// The system chooses: the sliding switch, except a Mac idiom's checkbox.
        case automatic = 0
        /// A Mac-style checkbox.
        case checkbox = 1
        /// The on/off slider.
        case sliding = 2
    }
}

/// A touch on a switch: where it began, where on the thumb it took hold, and, once it has moved
/// far enough to be a drag, where the thumb's centre follows it.
struct SwitchGesture {
    let startX: CGFloat
    let grabOffset: CGFloat
    var thumbCenterX: CGFloat?
}

extension UISwitch {
    /// Flips the switch as the user does: the thumb slides over and `.valueChanged` is sent. A tap
    /// does this, and so can a key press on a focused switch.
    func toggle(with event: UIEvent? = nil) {
        changeValue(to: !isOn, with: event)
    }

    /// Sets the value the user chose, sliding the thumb there, and sends `.valueChanged` when it
    /// differs from the old one.
    func changeValue(to on: Bool, with event: UIEvent?) {
        let changed = on != isOn
        setOn(on, animated: true)
        if changed { sendValueChanged(with: event) }
    }

    /// The side the thumb shows: where a drag holds it, else the value's.
    var shownOn: Bool {
        guard let center = gesture?.thumbCenterX else { return isOn }
        return center >= thumbMidpoint
    }

    /// The thumb's centre at the side of `on`.
    func thumbCenterX(on: Bool) -> CGFloat {
        let radius = Self.thumbDiameter / 2
        return on ? bounds.maxX - Self.thumbInset - radius : bounds.minX + Self.thumbInset + radius
    }

    /// Halfway between the thumb's two sides: a drag released past it turns the switch on.
    var thumbMidpoint: CGFloat {
        (thumbCenterX(on: false) + thumbCenterX(on: true)) / 2
    }

    /// Places the track over the bounds and the thumb at its side, or under a dragging finger.
    func placeParts() {
        parts.frame = bounds
        trackView.frame = bounds
        trackView.layer.cornerRadius = bounds.height / 2
        let diameter = Self.thumbDiameter
        let centerX = gesture?.thumbCenterX ?? thumbCenterX(on: isOn)
        thumbView.frame = CGRect(
            x: centerX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Colours the track for the side shown and the thumb.
    func showColors() {
        trackView.backgroundColor = shownOn ? onTintColor ?? .systemGreen : .secondarySystemFill
        thumbView.color = thumbTintColor ?? .white
    }

    /// Cross-fades the track to the colour of the side shown.
    func fadeColors() {
        UIView.animateControlParts(withDuration: Self.fadeDuration) { self.showColors() }
    }

    /// Shows the value: the thumb on a spring and the colour fading when `animated`, else at once.
    func show(animated: Bool) {
        guard animated else {
            placeParts()
            showColors()
            return
        }
        UIView.animateControlParts(withDuration: Self.slideDuration, springDamping: Self.slideDamping) {
            self.placeParts()
        }
        fadeColors()
    }
}
