/// Runs layer animations: while any layer has one, it asks the screen for frames; at each commit
/// it puts the animated values into the animated layers for the frame and takes them out again,
/// and afterwards it tells delegates that animations started or stopped and removes finished ones.
///
/// The animated values are written through the layers' own setters, so the compositor (and the
/// display of layers whose content depends on an animated key, `needsDisplay(forKey:)`) sees
/// exactly what it would see for a model value; while they are in, changes neither search actions
/// nor ask for layout, and taking them out leaves no trace but the frame.
///
/// So the model tree is the only layer tree: there is no separate render tree, the compositor and
/// content drawing know nothing of animations, and `presentation()` is a copy of the layer with
/// the same values applied. Each animation is evaluated at its layer's local time
/// (`CALayer.localTime(fromAbsolute:)`).
@MainActor
package final class AnimationEngine {
    /// How many times slower than asked animations run, like the iOS Simulator's Slow Animations
    /// (`CASEMENT_SLOW_ANIMATIONS=10`, or set in code); 1 by default.
    package static var slowMotionFactor: Double = 1

    /// The layers that have animations.
    private var animatedLayers: [ObjectIdentifier: Weak<CALayer>] = [:]
    private var frames = FrameFeed()
    /// The model values a frame replaced, to put back once it is composited.
    private var replaced: [(layer: CALayer, keyPath: String, value: AnimationValue)] = []
    /// Transaction completion groups whose animations all finished, to call after this frame.
    private var finishedGroups: [TransactionCompletionGroup] = []
    /// Layers given a transition; those without one any more leave at the next commit.
    var transitionLayers: [ObjectIdentifier: Weak<CALayer>] = [:]
    /// The transitions showing in the frame being composited, by layer.
    var shownTransitions: [ObjectIdentifier: ShownTransition] = [:]

    func animationAdded(to layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = Weak(layer)
        layer.changed()
        startFrames()
    }

    func timingChanged(below layer: CALayer) {
        if !animatedLayers.isEmpty { startFrames() }
    }

    /// An animation left its layer (removed, replaced or finished): its delegate hears it stopped,
    /// and its transaction completion groups count it done.
    func animationRemoved(_ entry: AnimationEntry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        for group in entry.completionGroups where group.animationEnded() { finishedGroups.append(group) }
        entry.completionGroups = []
    }

    func completionGroupReady(_ group: TransactionCompletionGroup) {
        finishedGroups.append(group)
        CATransaction.scheduleCommit()
    }

    private func startFrames() {
        frames.start { [weak self] in self?.frameDue() }
    }

    /// A frame is due: every animated layer must be composited again.
    private func frameDue() {
        for layer in animatedLayers.values.compactMap(\.value) { layer.changed() }
    }

    // MARK: - One commit

    /// Puts the animated values of the keys whose changes need display in: before display.
    func applyValuesNeedingDisplay() {
        applyValues(needingDisplay: true)
    }

    /// Puts the other animated values in, and works out the transitions showing: before compositing.
    func applyRemainingValues() {
        applyValues(needingDisplay: false)
        collectShownTransitions(at: CACurrentMediaTime())
    }

    /// Takes the animated values out again after compositing, without marking anything changed.
    func restoreModelValues() {
        forgetShownTransitions()
        guard !replaced.isEmpty else { return }
        UpdateCycle.current.writing(.untracked) {
            for (layer, keyPath, value) in replaced.reversed() { layer.setAnimationValue(value, forKeyPath: keyPath) }
        }
        replaced = []
    }

    /// After the frame: fixes the begin time of animations added since the last commit, tells
    /// delegates about starts and ends, removes finished animations, runs completion blocks that
    /// are due, and stops asking for frames when nothing animates any more.
    func finishFrame() {
        let now = CACurrentMediaTime()
        for (id, weakLayer) in animatedLayers {
            guard let layer = weakLayer.value, !layer.animationEntries.isEmpty else {
                animatedLayers[id] = nil
                continue
            }
            let time = layer.localTime(fromAbsolute: now)
            for entry in layer.animationEntries {
                if !entry.hasStarted, entry.animation.hasStarted(at: time) {
                    entry.hasStarted = true
                    entry.animation.delegate?.animationDidStart(entry.animation)
                }
            }
            let ended = layer.animationEntries.filter {
                !$0.startsAtCommit && $0.animation.isRemovedOnCompletion && $0.animation.hasEnded(at: time)
            }
            if !ended.isEmpty {
                layer.animationEntries.removeAll { entry in ended.contains { $0 === entry } }
                layer.changed()
                for type in Set(ended.map { Self.rootKey(of: ($0.animation as? CAPropertyAnimation)?.keyPath ?? "") })
                where Swift.type(of: layer).needsDisplay(forKey: type) {
                    layer.setNeedsDisplay()
                }
                for entry in ended { animationRemoved(entry, finished: true) }
            }
            if layer.animationEntries.isEmpty { animatedLayers[id] = nil }
        }
        fixBeginTimes(at: now)
        let groups = finishedGroups
        finishedGroups = []
        for group in groups { group.complete() }
        // Layers outside every window need no frames; they get them again when they join one.
        let onScreen = animatedLayers.values.contains { $0.value?.rootLayer.host != nil }
        if !onScreen {
            frames.stop()
        } else if !frames.isRunning {
            startFrames()
        }
    }

    /// Animations added with a begin time of 0 begin at the commit that first sees them.
    func fixBeginTimes(at now: CFTimeInterval) {
        for layer in animatedLayers.values.compactMap(\.value) {
            for entry in layer.animationEntries where entry.startsAtCommit {
                entry.startsAtCommit = false
                entry.animation.beginTime = layer.localTime(fromAbsolute: now)
                layer.changed()
            }
        }
    }

    /// Applies the values of the keys that need display (or of the others), evaluating only the
    /// animations that have such keys.
    private func applyValues(needingDisplay: Bool) {
        guard !animatedLayers.isEmpty else { return }
        let now = CACurrentMediaTime()
        fixBeginTimes(at: now)
        // Locals, not the properties, inside the loop: class property accesses are checked for exclusivity each time.
        var saved = replaced
        var savedKeys = Set(saved.map { SavedKey(layer: ObjectIdentifier($0.layer), keyPath: $0.keyPath) })
        let layers = animatedLayers.values.compactMap(\.value)
        UpdateCycle.current.writing(needingDisplay ? .animatedForDisplay : .animated) {
            for layer in layers {
                let time = layer.localTime(fromAbsolute: now)
                for entry in layer.animationEntries
                where needingDisplay ? entry.displayKeys(of: layer) != .none : entry.displayKeys(of: layer) != .all {
                    let values = entry.animation.contribution(at: time, base: layer.animationValue(forKeyPath:)) ?? []
                    for (keyPath, value) in values
                    where type(of: layer).needsDisplay(forKey: Self.rootKey(of: keyPath)) == needingDisplay {
                        let root = Self.rootKey(of: keyPath)
                        if savedKeys.insert(SavedKey(layer: ObjectIdentifier(layer), keyPath: root)).inserted,
                            let model = layer.animationValue(forKeyPath: root)
                        {
                            saved.append((layer, root, model))
                        }
                        layer.setAnimationValue(value, forKeyPath: keyPath)
                    }
                }
            }
        }
        replaced = saved
    }

    private struct SavedKey: Hashable {
        let layer: ObjectIdentifier
        let keyPath: String
    }

    /// The property a key path belongs to: "transform" for "transform.rotation.z".
    package static func rootKey(of keyPath: String) -> String {
        guard let dot = keyPath.firstIndex(of: ".") else { return keyPath }
        return String(keyPath[..<dot])
    }
}
