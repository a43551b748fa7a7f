/// A touch moving a slider's thumb: the value it started from (a non-continuous slider reports a
/// change against it at the end), how far from the thumb's centre it took hold, and, for a touch
/// that began on the track, where the thumb jumps once `.touchDown` is sent.
struct SliderGesture {
    let startValue: Float
    let grabOffset: CGFloat
    var jumpX: CGFloat?
}

extension UISlider {
    /// Moves the value by `delta` as the user does, sliding the thumb, and sends `.valueChanged`
    /// when it changed: what an arrow key on a focused slider does.
    func step(by delta: Float) {
        changeValue(to: value + delta, animated: true, with: nil)
    }

    /// Sets the value the user chose and sends `.valueChanged` when it changed.
    func changeValue(to newValue: Float, animated: Bool, with event: UIEvent?) {
        let old = value
        setValue(newValue, animated: animated)
        if value != old { sendValueChanged(with: event) }
    }

    /// Puts the thumb's centre as near `x` as the track allows; the change is reported at once
    /// while continuous.
    func slideThumb(to x: CGFloat, with event: UIEvent?) {
        let newValue = value(atThumbCenter: x)
        if isContinuous {
            changeValue(to: newValue, animated: false, with: event)
        } else {
            setValue(newValue, animated: false)
        }
    }

    /// Ends the touch; a non-continuous slider reports the change the whole drag made.
    func finishGesture(with event: UIEvent?) {
        guard let gesture else { return }
        self.gesture = nil
        if !isContinuous && value != gesture.startValue { sendValueChanged(with: event) }
    }

    /// The value whose thumb is centred at `x`, from where `thumbRect` puts the thumb at either end.
    func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let first = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue).midX
        let last = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue).midX
        guard last > first else { return minimumValue }
        let fraction = Float(min(max((x - first) / (last - first), 0), 1))
        return minimumValue + fraction * (maximumValue - minimumValue)
    }

    /// Places the parts where the geometry methods say: the value images, the track split at the
    /// thumb's centre, and the thumb.
    func placeParts() {
        parts.frame = bounds
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrackView.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        for view in [minimumTrackView, maximumTrackView] {
            view.layer.cornerRadius = view.image == nil ? track.height / 2 : 0
        }
        thumbView.frame = thumb
    }

    /// Shows the thumb at the value: sliding there when `animated`, else at the next layout.
    func show(animated: Bool) {
        guard animated else {
            setNeedsLayout()
            return
        }
        UIView.animateControlParts(withDuration: Self.animationDuration) { self.placeParts() }
    }

    /// Shows the current state's images, or the tint colours where there are none.
    func showImagesAndColors() {
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        let minimumTrack = currentMinimumTrackImage
        minimumTrackView.image = minimumTrack
        minimumTrackView.backgroundColor = minimumTrack == nil ? minimumTrackTintColor ?? tintColor : nil
        let maximumTrack = currentMaximumTrackImage
        maximumTrackView.image = maximumTrack
        maximumTrackView.backgroundColor = maximumTrack == nil ? maximumTrackTintColor ?? .systemFill : nil
        thumbView.image = currentThumbImage
        thumbView.color = thumbTintColor ?? .white
        setNeedsLayout()
    }
}
