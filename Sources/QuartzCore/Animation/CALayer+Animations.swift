/// An animation on a layer, under its key.
@MainActor
final class AnimationEntry {
    let key: String
    let animation: CAAnimation
    /// Whether the animation's begin time still has to be fixed at the next commit (it was added
    /// with a `beginTime` of 0, which means "when the transaction commits").
    var startsAtCommit: Bool
    var hasStarted = false
    /// The transaction completion groups waiting for the animation.
    var completionGroups: [TransactionCompletionGroup] = []

    init(key: String, animation: CAAnimation) {
        self.key = key
        self.animation = animation
        startsAtCommit = animation.beginTime == 0
    }

    /// Which of the animation's key paths need the layer displayed (`CALayer.needsDisplay(forKey:)`).
    enum DisplayKeys {
        case none
        case some
        case all
    }

    private var cachedDisplayKeys: DisplayKeys?

    func displayKeys(of layer: CALayer) -> DisplayKeys {
        if let cachedDisplayKeys { return cachedDisplayKeys }
        let flags = Self.keyPaths(of: animation).map {
            type(of: layer).needsDisplay(forKey: AnimationEngine.rootKey(of: $0))
        }
        let result: DisplayKeys =
            flags.allSatisfy { !$0 } ? .none : (flags.allSatisfy { $0 } ? .all : .some)
        cachedDisplayKeys = result
        return result
    }

    private static func keyPaths(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(keyPaths) }
        if let keyframes = animation as? CAKeyframeAnimation, keyframes.rotationMode != nil {
            return [keyframes.keyPath ?? "", "transform"]
        }
        return [(animation as? CAPropertyAnimation)?.keyPath ?? ""]
    }
}

extension CALayer: CAMediaTiming {}

/// Adding, finding and removing animations; the layer's timeline.
extension CALayer {
    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        copy.resolveDuration(CATransaction.animationDuration())
        if AnimationEngine.slowMotionFactor > 0, AnimationEngine.slowMotionFactor != 1 {
            copy.speed /= Float(AnimationEngine.slowMotionFactor)
        }
        (copy as? CATransition)?.captureStart(of: self)
        if let (event, previous) = CATransaction.implicitAction {
            // A property change's animation with no start runs from the value shown before the change.
            if let basic = copy as? CABasicAnimation, basic.keyPath == event, basic.fromValue == nil,
                basic.byValue == nil
            {
                basic.fromValue = previous
            }
            if copy.timingFunction == nil {
                copy.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
            }
        }
        let entryKey = key ?? "casement.animation.\(ObjectIdentifier(copy).hashValue)"
        if let index = animationEntries.firstIndex(where: { $0.key == entryKey }) {
            let replaced = animationEntries.remove(at: index)
            UpdateCycle.current.animations.animationRemoved(replaced, finished: false)
        }
        let entry = AnimationEntry(key: entryKey, animation: copy)
        entry.completionGroups = CATransaction.completionGroupsForNewAnimation()
        animationEntries.append(entry)
        UpdateCycle.current.animations.animationAdded(to: self)
    }

    /// The animation under `key` (not a copy: changing it is undefined, as on iOS).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order added; nil when there are none.
    public func animationKeys() -> [String]? {
        animationEntries.isEmpty ? nil : animationEntries.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: index)
        UpdateCycle.current.animations.animationRemoved(entry, finished: false)
        changed()
    }

    /// Removes every animation of the layer.
    public func removeAllAnimations() {
        let entries = animationEntries
        guard !entries.isEmpty else { return }
        animationEntries = []
        for entry in entries { UpdateCycle.current.animations.animationRemoved(entry, finished: false) }
        changed()
    }

    // MARK: - Time

    /// Converts `t` from `l`'s timeline (nil: absolute time, `CACurrentMediaTime()`) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's timeline to `l`'s (nil: absolute time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let absolute = absoluteTime(fromLocal: t)
        return l?.localTime(fromAbsolute: absolute) ?? absolute
    }

    /// The layer's local time at absolute time `t`: each layer from the root down maps its
    /// parent's time by `(tp - beginTime) * speed + timeOffset`, then through its repetition. A
    /// mask's parent is the layer it masks.
    func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = timeParent?.localTime(fromAbsolute: t) ?? t
        return repeated(localTime(fromParent: parentTime))
    }

    /// A layer with a `duration` repeats (and reverses) its timeline like an animation: `time` is
    /// brought into the current iteration, and held at an end the fill mode holds.
    private func repeated(_ time: CFTimeInterval) -> CFTimeInterval {
        guard duration > 0, duration.isFinite else { return time }
        switch phase(atActiveTime: time) {
        case .active(let fraction, _), .after(holding: (let fraction, _)?): return fraction * duration
        case .before, .after(holding: nil): return time
        }
    }

    func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        let parentTime = parentTime(fromLocal: t)
        return timeParent?.absoluteTime(fromLocal: parentTime) ?? parentTime
    }

    /// The layer whose timeline this one's is nested in: the superlayer, or for a mask its owner.
    private var timeParent: CALayer? { superlayer ?? maskOwner }

    /// The layer's or an ancestor's timing changed: its animations show different values now.
    func timingDidChange() {
        changed()
        UpdateCycle.current.animations.timingChanged(below: self)
    }

    // MARK: - Presentation

    func presentationCopy() -> Self? {
        let copy = Self.madeFromEmptyArchive()
        copy.takeModelValues(of: self)
        copy.modelLayerStorage = self
        guard !animationEntries.isEmpty else { return copy }
        let time = localTime(fromAbsolute: CACurrentMediaTime())
        UpdateCycle.current.writing(.animated) {
            for entry in animationEntries where !entry.startsAtCommit {
                for (keyPath, value) in entry.animation.contribution(at: time, base: copy.animationValue(forKeyPath:))
                    ?? []
                {
                    copy.setAnimationValue(value, forKeyPath: keyPath)
                }
            }
        }
        return copy
    }
}
