/// Laying out the columns: which are visible in each display mode, their frames (tiled side by
/// side with a hairline between them, over the secondary with a dimming view, or displacing it),
/// the sidebar background, and the animated change between display modes.
extension UISplitViewController {
    /// How long showing or hiding a column slides, in seconds.
    static let columnAnimationDuration: TimeInterval = 0.3

    /// The frames of the columns in a display mode; hidden side columns lie past the primary edge.
    struct ColumnFrames {
        var primary = CGRect.zero
        var supplementary = CGRect.zero
        var secondary = CGRect.zero
        var primarySeparator = CGRect.zero
        var supplementarySeparator = CGRect.zero
        var dimmed = false

        /// The frames flipped left for right, for a primary column at the trailing edge.
        func mirrored(across width: CGFloat) -> ColumnFrames {
            func flip(_ rect: CGRect) -> CGRect {
                rect == .zero
                    ? rect : CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
            }
            return ColumnFrames(
                primary: flip(primary), supplementary: flip(supplementary), secondary: flip(secondary),
                primarySeparator: flip(primarySeparator), supplementarySeparator: flip(supplementarySeparator),
                dimmed: dimmed)
        }
    }

    /// The controller shown while collapsed: the compact column's, else the primary's.
    var collapsedContainer: UIViewController? { shown[.compact] ?? shown[.primary] }

    /// The side columns (those beside the secondary) in their leading-to-trailing order.
    var sideColumns: [Column] { style == .tripleColumn ? [.primary, .supplementary] : [.primary] }

    func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
        var value =
            preferred >= 0 ? preferred : (fraction >= 0 ? fraction * width : UISplitViewController.defaultColumnWidth)
        if maximum >= 0 { value = min(value, maximum) }
        if minimum >= 0 { value = max(value, minimum) }
        return value
    }

    /// `mode` as this style has it: the two-column modes become one-column ones in a double-column
    /// or classic split view.
    func normalized(_ mode: DisplayMode) -> DisplayMode {
        guard style != .tripleColumn else { return mode }
        switch mode {
        case .twoBesideSecondary, .twoDisplaceSecondary: return .oneBesideSecondary
        case .twoOverSecondary: return .oneOverSecondary
        default: return mode
        }
    }

    /// The display mode the preferred one and the split behavior give at the current width.
    func resolvedDisplayMode() -> DisplayMode {
        if preferredDisplayMode != .automatic { return normalized(preferredDisplayMode) }
        switch splitBehavior {
        case .overlay: return .secondaryOnly
        case .tile, .displace, .automatic:
            guard style == .tripleColumn else { return .oneBesideSecondary }
            let width = viewIfLoaded?.bounds.width ?? UIScreen.main.bounds.width
            let fits = primaryColumnWidth + supplementaryColumnWidth + UISplitViewController.defaultColumnWidth <= width
            return fits
                ? (splitBehavior == .displace ? .twoDisplaceSecondary : .twoBesideSecondary) : .oneBesideSecondary
        }
    }

    /// The side columns visible in `mode`.
    func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch mode {
        case .automatic, .secondaryOnly: return []
        case .oneBesideSecondary, .oneOverSecondary: return style == .tripleColumn ? [.supplementary] : [.primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return sideColumns
        }
    }

    /// The nearest display mode for the split behavior in which `column` is fully visible, or nil
    /// when it already is.
    func displayMode(showing column: Column) -> DisplayMode? {
        let behavior = splitBehavior
        switch column {
        case .primary:
            guard !visibleColumns(in: currentDisplayMode).contains(.primary) else { return nil }
            switch behavior {
            case .overlay: return normalized(.twoOverSecondary)
            case .displace: return normalized(.twoDisplaceSecondary)
            case .tile, .automatic: return normalized(.twoBesideSecondary)
            }
        case .supplementary:
            guard style == .tripleColumn, !visibleColumns(in: currentDisplayMode).contains(.supplementary) else {
                return nil
            }
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        case .secondary:
            switch currentDisplayMode {
            case .oneOverSecondary, .twoOverSecondary: return .secondaryOnly
            case .twoDisplaceSecondary: return .oneBesideSecondary
            default: return nil
            }
        case .compact:
            return nil
        }
    }

    /// The nearest display mode without `column`, or nil when it is already hidden (or is the
    /// secondary, which always shows).
    func displayMode(hiding column: Column) -> DisplayMode? {
        let visible = visibleColumns(in: currentDisplayMode)
        switch column {
        case .primary where visible.contains(.primary):
            guard style == .tripleColumn else { return .secondaryOnly }
            return currentDisplayMode == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        case .supplementary where visible.contains(.supplementary):
            return .secondaryOnly
        default:
            return nil
        }
    }

    /// The frames of the columns in `mode` within `bounds`.
    func columnFrames(for mode: DisplayMode, in bounds: CGRect) -> ColumnFrames {
        let hairline = 1 / max(1, traitCollection.displayScale)
        let widths: [Column: CGFloat] = [.primary: primaryColumnWidth, .supplementary: supplementaryColumnWidth]
        let visible = visibleColumns(in: mode)
        var frames = ColumnFrames()
        // Hidden side columns come before the visible ones, so showing them slides them in from the edge.
        var x = -sideColumns.filter { !visible.contains($0) }.reduce(0) { $0 + widths[$1]! + hairline }
        var separators: [Column: CGRect] = [:]
        for column in sideColumns {
            let width = widths[column]!
            let frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            if column == .primary { frames.primary = frame } else { frames.supplementary = frame }
            separators[column] = CGRect(x: x + width, y: 0, width: hairline, height: bounds.height)
            x += width + hairline
        }
        frames.primarySeparator = separators[.primary] ?? .zero
        frames.supplementarySeparator = separators[.supplementary] ?? .zero
        let sideEnd = max(0, x)
        switch mode {
        case .oneBesideSecondary, .twoBesideSecondary:
            frames.secondary = CGRect(x: sideEnd, y: 0, width: max(0, bounds.width - sideEnd), height: bounds.height)
        case .twoDisplaceSecondary:
            // The secondary keeps the width it has beside the supplementary column alone and is pushed aside.
            let besideWidth = bounds.width - supplementaryColumnWidth - hairline
            frames.secondary = CGRect(x: sideEnd, y: 0, width: max(0, besideWidth), height: bounds.height)
            frames.dimmed = true
        case .oneOverSecondary, .twoOverSecondary:
            frames.secondary = bounds
            frames.dimmed = true
        case .automatic, .secondaryOnly:
            frames.secondary = bounds
        }
        return primaryEdge == .trailing ? frames.mirrored(across: bounds.width) : frames
    }

    /// Lays out the columns for the current state: the collapsed stack filling the view, or the
    /// columns of the display mode.
    func layoutColumns() {
        updateCollapsedState()
        if collapsed {
            installColumns()
            collapsedContainer?.viewIfLoaded?.frame = view.bounds
            return
        }
        guard !displayModeAnimating else { return }
        if preferredDisplayMode == .automatic, lastLayoutWidth != view.bounds.width {
            let resolved = resolvedDisplayMode()
            if lastLayoutWidth != nil, resolved != currentDisplayMode {
                changeDisplayMode(to: resolved, animated: false)
            }
        }
        lastLayoutWidth = view.bounds.width
        installColumns()
        place(columnFrames(for: currentDisplayMode, in: view.bounds))
    }

    /// Puts the views of the columns shown now (and of `extra` ones, for an animation) in the view,
    /// and takes the others out.
    func installColumns(extra: [Column] = []) {
        guard isViewLoaded else { return }
        let wanted: [Column] =
            collapsed
            ? []
            : [.secondary]
                + sideColumns.filter { visibleColumns(in: currentDisplayMode).contains($0) || extra.contains($0) }
        var keep: [UIViewController] = []
        if collapsed, let container = collapsedContainer { keep.append(container) }
        for column in wanted { if let controller = shown[column] { keep.append(controller) } }
        for controller in children where !keep.contains(where: { $0 === controller }) { uninstall(controller) }
        for controller in keep { install(controller) }
        let sides = wanted.filter { $0 != .secondary }
        let dimmedNow = !collapsed && (columnFrames(for: currentDisplayMode, in: view.bounds).dimmed || !extra.isEmpty)
        let decorations: [(UIView, Bool)] = [
            (dimmingView, dimmedNow && !sides.isEmpty),
            (sidebarBackground, primaryBackgroundStyle == .sidebar && sides.contains(.primary)),
            (primarySeparator, sides.contains(.primary)),
            (supplementarySeparator, sides.contains(.supplementary)),
        ]
        for (decoration, wantedNow) in decorations {
            if wantedNow, decoration.superview !== view { view.addSubview(decoration) }
            if !wantedNow { decoration.removeFromSuperview() }
        }
        // Back to front: the secondary, the dimming over it, then the side columns.
        let order: [UIView?] = [
            shown[.secondary]?.viewIfLoaded, dimmingView, sidebarBackground, shown[.primary]?.viewIfLoaded,
            primarySeparator, shown[.supplementary]?.viewIfLoaded, supplementarySeparator,
        ]
        let layered = order.compactMap { $0 }.filter { $0.superview === view }
        let current = view.subviews.filter { subview in layered.contains { $0 === subview } }
        if !zip(current, layered).allSatisfy({ $0 === $1 }) {
            for layer in layered { view.bringSubviewToFront(layer) }
        }
    }

    /// Puts `child`'s view in the view; while the split view is appearing, the child appears with it.
    private func install(_ child: UIViewController) {
        let childView = child.view!
        guard childView.superview !== view else { return }
        childView.autoresizingMask = []
        view.addSubview(childView)
        if appearance == .appearing { child.willAppear(animated: lastAppearanceAnimated) }
    }

    /// Takes `child`'s view out of the view; while the split view is appearing, the child disappears.
    private func uninstall(_ child: UIViewController) {
        guard let childView = child.viewIfLoaded, childView.superview === view else { return }
        childView.removeFromSuperview()
        if appearance == .appearing { child.disappearNow() }
    }

    /// Sets the frames of the columns, separators, sidebar background and dimming.
    func place(_ frames: ColumnFrames) {
        shown[.primary]?.viewIfLoaded?.frame = frames.primary
        shown[.supplementary]?.viewIfLoaded?.frame = frames.supplementary
        shown[.secondary]?.viewIfLoaded?.frame = frames.secondary
        sidebarBackground.frame = frames.primary
        primarySeparator.frame = frames.primarySeparator
        supplementarySeparator.frame = frames.supplementarySeparator
        dimmingView.frame = view.bounds
        dimmingView.alpha = frames.dimmed ? 1 : 0
    }

    /// Changes the display mode, telling the delegate first (`willChangeTo`, then `willShow` and
    /// `willHide` for each column that appears or goes); animated, the columns slide on the clock.
    func changeDisplayMode(to mode: DisplayMode, animated: Bool) {
        let mode = normalized(mode)
        guard mode != currentDisplayMode, mode != .automatic else { return }
        let before = visibleColumns(in: currentDisplayMode)
        let after = visibleColumns(in: mode)
        delegate?.splitViewController(self, willChangeTo: mode)
        for column in after where !before.contains(column) { delegate?.splitViewController(self, willShow: column) }
        for column in before where !after.contains(column) { delegate?.splitViewController(self, willHide: column) }
        let oldFrames = isViewLoaded ? columnFrames(for: currentDisplayMode, in: view.bounds) : nil
        currentDisplayMode = mode
        updateDisplayModeButton()
        guard let oldFrames, !collapsed else { return }
        guard animated, view.window != nil else {
            installColumns()
            place(columnFrames(for: mode, in: view.bounds))
            return
        }
        installColumns(extra: before)
        place(oldFrames)
        if !oldFrames.dimmed { dimmingView.alpha = 0 }
        displayModeAnimating = true
        UIView.animate(
            withDuration: UISplitViewController.columnAnimationDuration, delay: 0, options: [.curveEaseInOut]
        ) {
            self.place(self.columnFrames(for: mode, in: self.view.bounds))
        } completion: { [weak self] _ in
            guard let self else { return }
            displayModeAnimating = false
            view.setNeedsLayout()
            installColumns()
        }
    }

    /// Puts the display mode button in the secondary column's root bar item, or takes it out, as
    /// `displayModeButtonVisibility`, `showsSecondaryOnlyButton` and the display mode ask.
    func updateDisplayModeButton() {
        let item = displayModeButtonItem
        let root = (shown[.secondary] as? UINavigationController)?.viewControllers.first
        let visible: Bool
        switch displayModeButtonVisibility {
        case .never: visible = false
        case .always: visible = !collapsed
        case .automatic:
            visible =
                !collapsed
                && (showsSecondaryOnlyButton || currentDisplayMode == .secondaryOnly || splitBehavior != .tile)
        }
        let target = style != .unspecified && visible ? root?.navigationItem : nil
        if let owner = displayModeButtonOwner, owner !== target {
            owner.leftBarButtonItems = (owner.leftBarButtonItems ?? []).filter { $0 !== item }
            displayModeButtonOwner = nil
        }
        guard let target, displayModeButtonOwner == nil else { return }
        target.leftBarButtonItems = [item] + (target.leftBarButtonItems ?? []).filter { $0 !== item }
        displayModeButtonOwner = target
    }

    /// The display mode button: the delegate's target, else the primary hidden when shown and shown
    /// when hidden (all side columns hidden when `showsSecondaryOnlyButton`).
    func toggleDisplayModeFromButton() {
        let target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target != .automatic {
            changeDisplayMode(to: target, animated: true)
        } else if visibleColumns(in: currentDisplayMode).contains(.primary)
            || showsSecondaryOnlyButton
                && !visibleColumns(in: currentDisplayMode).isEmpty
        {
            changeDisplayMode(
                to: showsSecondaryOnlyButton ? .secondaryOnly : displayMode(hiding: .primary) ?? .secondaryOnly,
                animated: true)
        } else if let mode = displayMode(showing: .primary) {
            changeDisplayMode(to: mode, animated: true)
        }
    }

    /// A tap on the dimmed secondary dismisses the columns over it.
    func dimmingTapped(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let mode = displayMode(showing: .secondary) else { return }
        changeDisplayMode(to: mode, animated: true)
    }
}
