/// A transition showing in the frame being composited, and how far it has got.
struct ShownTransition {
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let snapshot: TransitionSnapshot
    /// 0 shows the old look, 1 the new.
    let progress: Double
}

/// Transitions: the engine keeps the layers that have one, and for each commit works out which
/// show and how far they are, for both compositor passes to read.
extension AnimationEngine {
    /// The transition showing on `layer` in the frame being composited; nil at once when no
    /// transition runs anywhere.
    @inline(__always)
    func shownTransition(on layer: CALayer) -> ShownTransition? {
        shownTransitions.isEmpty ? nil : shownTransitions[ObjectIdentifier(layer)]
    }

    /// Works out the transitions showing at `now`: before compositing, after begin times are fixed.
    func collectShownTransitions(at now: CFTimeInterval) {
        shownTransitions = [:]
        for (id, weakLayer) in transitionLayers {
            guard let layer = weakLayer.value else {
                transitionLayers[id] = nil
                continue
            }
            var hasTransition = false
            let time = layer.localTime(fromAbsolute: now)
            for entry in layer.animationEntries {
                guard let transition = entry.animation as? CATransition, let snapshot = transition.snapshot else {
                    continue
                }
                hasTransition = true
                // One added since the last commit starts at this commit: it shows its start.
                let progress = entry.startsAtCommit ? transition.progress(atFraction: 0) : transition.progress(at: time)
                // A later transition on the same layer covers an earlier one.
                if let progress {
                    shownTransitions[id] = ShownTransition(
                        type: transition.type, subtype: transition.subtype, snapshot: snapshot, progress: progress)
                }
            }
            if !hasTransition { transitionLayers[id] = nil }
        }
    }

    /// After compositing: nothing shows until the next commit works it out again.
    func forgetShownTransitions() {
        shownTransitions = [:]
    }

    /// The picture a transition added to `layer` now starts from: the layer and its sublayers
    /// as shown now, with their animations' values and any transition they are in the middle of;
    /// for a transition that is a property change's action (a fade for new `contents`, or one
    /// put in `actions`), with the property's previous value.
    func takeTransitionSnapshot(of layer: CALayer) -> TransitionSnapshot {
        let snapshot = UpdateCycle.current.writing(.untracked) {
            let restore = applyPresentationValues(below: layer)
            let restoreChange = showPreviousValue(on: layer)
            let hadShown = shownTransitions
            collectShownTransitions(at: CACurrentMediaTime())
            let snapshot = Compositor.transitionSnapshot(of: layer)
            shownTransitions = hadShown
            restoreChange()
            for (layer, keyPath, value) in restore.reversed() { layer.setAnimationValue(value, forKeyPath: keyPath) }
            return snapshot
        }
        // Registered after the picture: the layer's transition entry is added next.
        transitionLayers[ObjectIdentifier(layer)] = Weak(layer)
        return snapshot
    }

    /// Inside a property change's action, puts the value the change replaced back into `layer`;
    /// returns what puts the new value back.
    private func showPreviousValue(on layer: CALayer) -> () -> Void {
        guard let (key, previous) = CATransaction.implicitAction else { return {} }
        switch key {
        case "contents":
            let current = layer.contents
            layer.contents = previous
            return { layer.contents = current }
        case "backgroundColor":
            let current = layer.backgroundColor
            layer.backgroundColor = previous as? CGColor
            return { layer.backgroundColor = current }
        case "hidden":
            guard let previous = previous as? Bool else { return {} }
            let current = layer.isHidden
            layer.isHidden = previous
            return { layer.isHidden = current }
        default:
            guard let current = layer.animationValue(forKeyPath: key),
                let old = AnimationValue(previous, like: current)
            else { return {} }
            layer.setAnimationValue(old, forKeyPath: key)
            return { layer.setAnimationValue(current, forKeyPath: key) }
        }
    }

    /// Puts the values the animations of `layer` and its sublayers show now into them; returns
    /// the model values to put back.
    private func applyPresentationValues(
        below layer: CALayer
    ) -> [(layer: CALayer, keyPath: String, value: AnimationValue)] {
        var replaced: [(layer: CALayer, keyPath: String, value: AnimationValue)] = []
        if !layer.animationEntries.isEmpty {
            let time = layer.localTime(fromAbsolute: CACurrentMediaTime())
            for entry in layer.animationEntries where !entry.startsAtCommit {
                for (keyPath, value) in entry.animation.contribution(at: time, base: layer.animationValue(forKeyPath:))
                    ?? []
                {
                    let root = Self.rootKey(of: keyPath)
                    if !replaced.contains(where: { $0.layer === layer && $0.keyPath == root }),
                        let model = layer.animationValue(forKeyPath: root)
                    {
                        replaced.append((layer, root, model))
                    }
                    layer.setAnimationValue(value, forKeyPath: keyPath)
                }
            }
        }
        for sublayer in layer.sublayerList ?? [] { replaced += applyPresentationValues(below: sublayer) }
        return replaced
    }
}
