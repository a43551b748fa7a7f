import QuartzCore

extension UIView {
    /// The traits this view inherits: its controller's when it is a controller's view, else its
    /// superview's, else (a window, or a view in none) those of its size in the app's environment.
    var inheritedTraitCollection: UITraitCollection {
        if let controller = owningViewController { return controller.traitCollection }
        if let superview { return superview.traitCollection }
        if let window = self as? UIWindow {
            return TraitNode.environmentTraits(size: bounds.size, scale: window.screen.scale)
        }
        return TraitNode.environmentTraits(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
    }

    /// The traits this view sets for itself and its subviews, over those it inherits.
    public var traitOverrides: UITraitOverrides {
        get { traitNode.overrides }
        set {
            traitNode.setOverrides(newValue)
            TraitUpdates.traitsMayHaveChanged(below: self)
        }
    }

    /// Tells this view and its subviews of changed traits now, rather than before the next layout.
    public func updateTraitsIfNeeded() {
        TraitUpdates.update(self)
    }

    /// Hears of the traits it has now, with its controller first: when they changed, re-resolves the
    /// layers' dynamic colours, redraws on a colour appearance change, and calls
    /// `traitCollectionDidChange(_:)` and the registrations with the new traits current. Then the subviews.
    func updateTraitsInSubtree() {
        updateTraitsInSubtree(inheriting: nil)
    }

    /// As `updateTraitsInSubtree()`, given the superview's traits when the caller has them (so a
    /// subtree is walked once, not once per view up to its window).
    private func updateTraitsInSubtree(inheriting inherited: UITraitCollection?) {
        if let controller = owningViewController { controller.updateTraits() }
        let traits: UITraitCollection
        if let inherited, owningViewController == nil {
            traits = traitNode.applying(to: inherited)
        } else {
            traits = traitCollection
        }
        switch traitNode.deliver(traits) {
        case .first:
            // What the view resolved before it had a place resolved with the app's traits.
            layer.resolveDynamicColors(with: traits)
            followDisplayScale(traits.displayScale)
            redrawGlyphs(at: traits.displayScale)
            if traits.hasDifferentColorAppearance(comparedTo: TraitCurrency.appTraits) { colorAppearanceDidChange() }
        case .unchanged:
            break
        case .changed(let previous):
            layer.resolveDynamicColors(with: traits)
            if traits.displayScale != previous.displayScale {
                followDisplayScale(traits.displayScale)
                redrawGlyphs(at: traits.displayScale)
            }
            if traits.hasDifferentColorAppearance(comparedTo: previous) { colorAppearanceDidChange() }
            if traits.preferredContentSizeCategory != previous.preferredContentSizeCategory {
                contentSizeCategoryDidChange(to: traits)
            }
            traits.performAsCurrent {
                traitCollectionDidChange(previous)
                TraitChangeToken.notify(traitNode.registrations, of: self, from: previous, to: traits)
            }
        }
        for subview in subviews { subview.updateTraitsInSubtree(inheriting: traits) }
    }

    /// Draws the layer, and the sublayers of its own drawn at the same scale, at `scale` pixels per
    /// point (the window's screen changed): backing stores are redrawn at the new size in pixels.
    private func followDisplayScale(_ scale: CGFloat) {
        guard followsDisplayScale, scale > 0, layer.contentsScale != scale else { return }
        let old = layer.contentsScale
        layer.contentsScale = scale
        var pending = layer.sublayers ?? []
        while let sublayer = pending.popLast() {
            guard !(sublayer.delegate is UIView), sublayer.contentsScale == old else { continue }
            sublayer.contentsScale = scale
            pending += sublayer.sublayers ?? []
        }
    }

    /// Draws again what was drawn for another appearance.
    private func colorAppearanceDidChange() {
        setNeedsDisplay()
        (self as? UIImageView)?.redrawForColorAppearance()
    }

    /// A layer colour of this view was set from a dynamic colour: it is resolved again with the
    /// view's traits before the next layout, since it may have been resolved with others.
    func dynamicLayerColorDidChange(_ key: String) {
        guard !TraitUpdates.isResolvingColors, key == "backgroundColor" || key == "borderColor" || key == "shadowColor"
        else { return }
        let color: CGColor? =
            switch key {
            case "backgroundColor": layer.backgroundColor
            case "borderColor": layer.borderColor
            default: layer.shadowColor
            }
        guard color?.appearanceSource != nil else { return }
        TraitUpdates.resolveColors(of: self)
    }
}

extension CALayer {
    /// Resolves again, with `traits`, the colours of this layer that came from dynamic `UIColor`s, and
    /// those of its sublayers that belong to no view (a view's sublayer is its own view's to resolve).
    func resolveDynamicColors(with traits: UITraitCollection) {
        TraitUpdates.isResolvingColors = true
        defer { TraitUpdates.isResolvingColors = false }
        resolveOwnColors(with: traits)
        for sublayer in sublayers ?? [] where !(sublayer.delegate is UIView) {
            sublayer.resolveDynamicColors(with: traits)
        }
    }

    private func resolveOwnColors(with traits: UITraitCollection) {
        func resolved(_ color: CGColor?) -> CGColor? {
            guard let source = color?.appearanceSource as? DynamicColorSource else { return color }
            let fresh = source.resolvedCGColor(with: traits)
            return fresh == color! ? color : fresh
        }
        if let color = backgroundColor, color.appearanceSource != nil { backgroundColor = resolved(color) }
        if let color = borderColor, color.appearanceSource != nil { borderColor = resolved(color) }
        if let color = shadowColor, color.appearanceSource != nil { shadowColor = resolved(color) }
        if let shape = self as? CAShapeLayer {
            if let color = shape.fillColor, color.appearanceSource != nil { shape.fillColor = resolved(color) }
            if let color = shape.strokeColor, color.appearanceSource != nil { shape.strokeColor = resolved(color) }
        }
    }
}
