extension UISegmentedControl {
    /// How many segments the control has.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range), sliding the
    /// others aside when `animated`.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to the segments' range).
    public func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(title: nil, image: image), at: segment, animated: animated)
    }

    /// Inserts a segment named after `action` at `segment`; selecting it performs the action.
    public func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentedControlSegment(action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment` (nothing when out of range); removing the selected
    /// segment leaves none selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        contentViews.remove(at: segment).removeFromSuperview()
        let selected = selectedSegmentIndex
        let remaining = selected == segment ? Self.noSegment : selected - (selected > segment ? 1 : 0)
        segmentsDidChange(selecting: remaining, animated: animated)
    }

    /// Removes every segment.
    public func removeAllSegments() {
        segments.removeAll()
        for view in contentViews { view.removeFromSuperview() }
        contentViews.removeAll()
        segmentsDidChange(selecting: Self.noSegment, animated: false)
    }

    /// Makes `segment` show `title` in place of its image.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) {
            $0.title = title
            $0.image = nil
        }
    }

    /// The title of `segment`, nil for an image segment or an index out of range.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Makes `segment` show `image` in place of its title.
    public func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) {
            $0.image = image
            $0.title = nil
        }
    }

    /// The image of `segment`, nil for a title segment or an index out of range.
    public func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives `segment` `action` to perform when selected, and its title and image.
    public func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment) { $0 = SegmentedControlSegment(action: action) }
    }

    /// The action `segment` performs when selected, if it has one.
    public func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    public func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Lets the user select `segment`, or not; a disabled segment is drawn dimmed.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether the user can select `segment` (false out of range).
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// Fixes the width of `segment`; 0 (the default) lets the control size it.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = max(0, width) }
    }

    /// The width set for `segment`, 0 when the control sizes it.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the title or image of `segment` from its centre by `offset`.
    public func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        update(segment) { $0.contentOffset = offset }
    }

    /// How far the content of `segment` is moved from its centre.
    public func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }
}

extension UISegmentedControl {
    /// Inserts `segment` at `index` (clamped), keeping the selected segment selected.
    func insert(_ segment: SegmentedControlSegment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        let view = SegmentContentView(frame: .zero)
        parts.addSubview(view)
        contentViews.insert(view, at: index)
        let selected = selectedSegmentIndex
        segmentsDidChange(selecting: selected >= index ? selected + 1 : selected, animated: animated)
    }

    /// Changes the segment at `index` if there is one, and shows the change.
    private func update(_ index: Int, _ change: (inout SegmentedControlSegment) -> Void) {
        guard segments.indices.contains(index) else { return }
        change(&segments[index])
        invalidateIntrinsicContentSize()
        showContents()
        setNeedsLayout()
    }

    /// Brings the dividers to one between each two segments, selects `selection` and lays the
    /// segments out anew, sliding them when `animated`.
    func segmentsDidChange(selecting selection: Int, animated: Bool) {
        while dividerViews.count < max(0, segments.count - 1) {
            let divider = UIView()
            divider.backgroundColor = Self.dividerColor
            parts.insertSubview(divider, belowSubview: thumbView)
            dividerViews.append(divider)
        }
        while dividerViews.count > max(0, segments.count - 1) {
            dividerViews.removeLast().removeFromSuperview()
        }
        invalidateIntrinsicContentSize()
        if animated { UIView.performWithoutAnimation { placeNewParts() } }
        selectedSegmentIndex = selection
        show(animated: animated)
    }
}
