extension UIViewController {
    /// The traits this controller inherits: its parent's, else its presenter's, else those of the
    /// view its view is in, else the app's at the screen's size.
    var inheritedTraitCollection: UITraitCollection {
        if let parent { return parent.traitCollection }
        if let presentingViewController { return presentingViewController.traitCollection }
        if let container = viewIfLoaded?.superview { return container.traitCollection }
        return TraitNode.environmentTraits(size: UIScreen.main.bounds.size, scale: UIScreen.main.scale)
    }

    /// The traits this controller sets for itself, its view and its children, over those it inherits.
    public var traitOverrides: UITraitOverrides {
        get { traitNode.overrides }
        set {
            traitNode.setOverrides(newValue)
            TraitUpdates.traitsMayHaveChangedEverywhere()
        }
    }

    /// Tells this controller, its view and the views below of changed traits now.
    public func updateTraitsIfNeeded() {
        if let view = viewIfLoaded {
            TraitUpdates.update(view)
        } else {
            updateTraits()
        }
    }

    /// Hears of the traits it has now: when they changed, `traitCollectionDidChange(_:)` and the
    /// registrations run with the new traits current.
    func updateTraits() {
        let traits = traitCollection
        guard case .changed(let previous) = traitNode.deliver(traits) else { return }
        traits.performAsCurrent {
            traitCollectionDidChange(previous)
            TraitChangeToken.notify(traitNode.registrations, of: self, from: previous, to: traits)
        }
    }
}
