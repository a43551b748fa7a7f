/// Runs layer animations: while any layer has one, it asks the screen for frames; at each commit
/// it puts the animated values into the animated layers for the frame and takes them out again,
/// and afterwards it tells delegates that animations started or stopped and removes finished ones.
///
/// The animated values are written through the layers' own setters, so the compositor (and the
/// display of layers whose content depends on an animated key, `needsDisplay(forKey:)`) sees
/// exactly what it would see for a model value; while they are in, changes neither search actions
/// nor ask for layout, and taking them out leaves no trace but the frame.
@MainActor
enum AnimationEngine {
    /// Whether animated values are going in or out of layers right now.
    private(set) static var isSwappingValues = false
    /// The layers that have animations.
    private static var animatedLayers: [ObjectIdentifier: Weak<CALayer>] = [:]
    private static var frames: FrameSubscription?
    /// The source `frames` comes from; a new app installs a new one.
    private static weak var framesSource: FrameSource?
    /// The model values a frame replaced, to put back once it is composited.
    private static var replaced: [(layer: CALayer, keyPath: String, value: AnimationValue)] = []
    /// Transaction completion groups whose animations all finished, to call after this frame.
    private static var finishedGroups: [TransactionCompletionGroup] = []

    static func withValuesBeingSwapped(_ work: () -> Void) {
        let wasSwapping = isSwappingValues
        isSwappingValues = true
        work()
        isSwappingValues = wasSwapping
    }

    static func animationAdded(to layer: CALayer) {
        animatedLayers[ObjectIdentifier(layer)] = Weak(layer)
        layer.changed()
        startFrames()
    }

    static func timingChanged(below layer: CALayer) {
        if !animatedLayers.isEmpty { startFrames() }
    }

    /// An animation left its layer (removed, replaced or finished): its delegate hears it stopped,
    /// and its transaction completion groups count it done.
    static func animationRemoved(_ entry: AnimationEntry, finished: Bool) {
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        for group in entry.completionGroups where group.animationEnded() { finishedGroups.append(group) }
        entry.completionGroups = []
    }

    static func completionGroupReady(_ group: TransactionCompletionGroup) {
        finishedGroups.append(group)
        CATransaction.scheduleCommit()
    }

    private static func startFrames() {
        guard let source = FrameSource.shared, frames == nil || framesSource !== source else { return }
        frames?.cancel()
        framesSource = source
        frames = source.subscribe { _ in frameDue() }
    }

    /// A frame is due: every animated layer must be composited again.
    private static func frameDue() {
        for layer in animatedLayers.values.compactMap(\.value) { layer.changed() }
    }

    // MARK: - One commit

    /// Puts the animated values of the keys whose changes need display in: before display.
    static func applyValuesNeedingDisplay() {
        applyValues { layer, keyPath in type(of: layer).needsDisplay(forKey: rootKey(of: keyPath)) }
    }

    /// Puts the other animated values in, and works out the transitions showing: before compositing.
    static func applyRemainingValues() {
        applyValues { layer, keyPath in !type(of: layer).needsDisplay(forKey: rootKey(of: keyPath)) }
        collectShownTransitions(at: CACurrentMediaTime())
    }

    /// Takes the animated values out again after compositing, without marking anything changed.
    static func restoreModelValues() {
        forgetShownTransitions()
        guard !replaced.isEmpty else { return }
        CALayer.isTrackingChanges = false
        withValuesBeingSwapped {
            for (layer, keyPath, value) in replaced.reversed() { layer.setAnimationValue(value, forKeyPath: keyPath) }
        }
        CALayer.isTrackingChanges = true
        replaced = []
    }

    /// After the frame: fixes the begin time of animations added since the last commit, tells
    /// delegates about starts and ends, removes finished animations, runs completion blocks that
    /// are due, and stops asking for frames when nothing animates any more.
    static func finishFrame() {
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
                for type in Set(ended.map { rootKey(of: ($0.animation as? CAPropertyAnimation)?.keyPath ?? "") })
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
            frames?.cancel()
            frames = nil
        } else if frames == nil {
            startFrames()
        }
    }

    /// Animations added with a begin time of 0 begin at the commit that first sees them.
    private static func fixBeginTimes(at now: CFTimeInterval) {
        for layer in animatedLayers.values.compactMap(\.value) {
            for entry in layer.animationEntries where entry.startsAtCommit {
                entry.startsAtCommit = false
                entry.animation.beginTime = layer.localTime(fromAbsolute: now)
                layer.changed()
            }
        }
    }

    private static func applyValues(where include: (CALayer, String) -> Bool) {
        guard !animatedLayers.isEmpty else { return }
        let now = CACurrentMediaTime()
        fixBeginTimes(at: now)
        withValuesBeingSwapped {
            for layer in animatedLayers.values.compactMap(\.value) {
                let time = layer.localTime(fromAbsolute: now)
                for entry in layer.animationEntries {
                    let values = entry.animation.contribution(at: time, base: layer.animationValue(forKeyPath:)) ?? []
                    for (keyPath, value) in values where include(layer, keyPath) {
                        let root = rootKey(of: keyPath)
                        if !replaced.contains(where: { $0.layer === layer && $0.keyPath == root }),
                            let model = layer.animationValue(forKeyPath: root)
                        {
                            replaced.append((layer, root, model))
                        }
                        layer.setAnimationValue(value, forKeyPath: keyPath)
                    }
                }
            }
        }
    }

    /// The property a key path belongs to: "transform" for "transform.rotation.z".
    static func rootKey(of keyPath: String) -> String {
        keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    }
}
