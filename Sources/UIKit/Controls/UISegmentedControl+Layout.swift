extension UISegmentedControl {
    /// The segment the thumb is under: the one a touch holds it on, else the selection (none for a
    /// momentary control between touches).
    var thumbSegment: Int {
        if let segment = gesture?.thumbSegment { return segment }
        return isMomentary ? Self.noSegment : selectedSegmentIndex
    }

    /// The width the segments' content asks for: fixed widths as set, the others each their
    /// content plus padding — all as wide as the widest unless apportioned by content.
    var naturalWidth: CGFloat {
        let fixed = segments.map(\.width).filter { $0 > 0 }.reduce(0, +)
        let sized = segments.indices.filter { segments[$0].width <= 0 }.map(naturalWidth(ofSegment:))
        let automatic =
            apportionsSegmentWidthsByContent ? sized.reduce(0, +) : (sized.max() ?? 0) * CGFloat(sized.count)
        return (fixed + automatic).rounded(.up)
    }

    /// The content of `index` with padding on either side, measured in whichever of its normal and
    /// selected attributes is wider.
    func naturalWidth(ofSegment index: Int) -> CGFloat {
        let widths = [false, true].map {
            SegmentContentView.contentSize(of: segments[index], attributes: attributes(forSegment: index, selected: $0))
                .width
        }
        return (widths.max() ?? 0) + 2 * Self.contentPadding
    }

    /// Each segment's frame across the bounds: fixed widths as set, the rest of the width shared by
    /// the other segments (by their content's width when apportioned), edges on whole pixels.
    /// Layout and touches both read them, so a touch selects the segment drawn under it.
    func segmentFrames() -> [CGRect] {
        let automatic = segments.indices.filter { segments[$0].width <= 0 }
        let fixed = segments.map(\.width).filter { $0 > 0 }.reduce(0, +)
        let shared = max(0, bounds.width - fixed)
        let weights = automatic.map { apportionsSegmentWidthsByContent ? naturalWidth(ofSegment: $0) : 1 }
        let totalWeight = weights.reduce(0, +)
        var widths = segments.map(\.width)
        for (index, weight) in zip(automatic, weights) {
            widths[index] = totalWeight > 0 ? shared * weight / totalWeight : 0
        }
        var frames: [CGRect] = []
        var x = bounds.minX
        for width in widths {
            let left = pixelAligned(x)
            x += width
            let right = pixelAligned(x)
            frames.append(CGRect(x: left, y: bounds.minY, width: right - left, height: bounds.height))
        }
        return frames
    }

    /// The enabled segment under `x`, the nearest end segment beyond the ends; nil for a disabled
    /// segment or none.
    func enabledSegment(atX x: CGFloat) -> Int? {
        let frames = segmentFrames()
        guard let last = frames.indices.last else { return nil }
        let index = frames.firstIndex { x < $0.maxX } ?? last
        return segments[index].isEnabled ? index : nil
    }

    /// The title attributes of segment `index`: the state's own over the normal state's, over a
    /// 13-point system font (semibold when `selected`) in the label colour, a disabled segment's
    /// dimmed.
    func attributes(forSegment index: Int, selected: Bool) -> [NSAttributedString.Key: Any] {
        let segmentDisabled = !segments[index].isEnabled
        let state: State = segmentDisabled || !isEnabled ? .disabled : selected ? .selected : .normal
        var result: [NSAttributedString.Key: Any] = [
            .font: selected ? Self.selectedTitleFont : Self.titleFont,
            .foregroundColor: segmentDisabled ? UIColor.tertiaryLabel : UIColor.label,
        ]
        result.merge(titleAttributes.value(exactlyFor: .normal) ?? [:]) { $1 }
        if state != .normal { result.merge(titleAttributes.value(exactlyFor: state) ?? [:]) { $1 } }
        return result
    }

    /// Gives each segment's view its segment and the attributes of its state.
    func showContents() {
        let selected = thumbSegment
        for (index, view) in contentViews.enumerated() {
            view.segment = segments[index]
            view.attributes = attributes(forSegment: index, selected: index == selected)
        }
    }

    /// Shows the selection: sliding the thumb (fading it in or out) when `animated`, else at the
    /// next layout.
    func show(animated: Bool) {
        showContents()
        guard animated else {
            setNeedsLayout()
            return
        }
        let frames = segmentFrames()
        if thumbView.alpha == 0, frames.indices.contains(thumbSegment) {
            UIView.performWithoutAnimation { thumbView.frame = thumbFrame(in: frames[thumbSegment]) }
        }
        UIView.animateControlParts(withDuration: Self.slideDuration, springDamping: Self.slideDamping) {
            self.placeParts()
        }
    }

    /// The thumb's frame over a segment's frame.
    func thumbFrame(in segment: CGRect) -> CGRect {
        segment.insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    /// Places the track over the bounds, each segment's content over its segment, the dividers at
    /// the segments' edges (hidden beside the thumb) and the thumb under its segment (hidden, where
    /// it was, when there is none).
    func placeParts() {
        parts.frame = bounds
        trackView.frame = bounds
        trackView.layer.cornerRadius = min(Self.cornerRadius, bounds.height / 2)
        let frames = segmentFrames()
        for (view, frame) in zip(contentViews, frames) { view.frame = frame }
        let thumb = thumbSegment
        for (index, divider) in dividerViews.enumerated() {
            divider.frame = dividerFrame(after: frames[index])
            divider.alpha = index == thumb || index + 1 == thumb ? 0 : 1
        }
        guard frames.indices.contains(thumb) else {
            thumbView.alpha = 0
            return
        }
        thumbView.frame = thumbFrame(in: frames[thumb])
        thumbView.alpha = 1
    }

    /// Places segment views and dividers that have never been placed (new ones), so that an
    /// animated change slides the others but shows the new ones in place.
    func placeNewParts() {
        let frames = segmentFrames()
        for (view, frame) in zip(contentViews, frames) where view.frame == .zero { view.frame = frame }
        for (index, divider) in dividerViews.enumerated() where divider.frame == .zero {
            divider.frame = dividerFrame(after: frames[index])
        }
    }

    /// A hairline along the right edge of `segment`, inset from the top and bottom.
    private func dividerFrame(after segment: CGRect) -> CGRect {
        let width = 1 / max(1, contentScaleFactor)
        return CGRect(
            x: segment.maxX - width, y: bounds.minY + Self.dividerInset, width: width,
            height: max(0, bounds.height - 2 * Self.dividerInset))
    }
}
