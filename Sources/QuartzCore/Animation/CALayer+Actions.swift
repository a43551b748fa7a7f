/// Implicit animations: every property change looks for an action (seed 002), and runs it.
extension CALayer {
    /// A property changed: the compositor must look again, and the change's action runs.
    func propertyDidChange(_ key: String, from oldValue: Any?) {
        changed()
        runAction(forKey: key, previousValue: oldValue)
    }

    /// Finds and runs the action of `key`, unless actions are disabled, values are being swapped
    /// for a frame, or the layer was never on screen (a layer's first values do not animate).
    func runAction(forKey key: String, previousValue: Any?) {
        guard !AnimationEngine.isSwappingValues, compositorRecord != nil, !CATransaction.disableActions(),
            let action = action(forKey: key)
        else { return }
        let previous = animationEntries.isEmpty ? previousValue : presentedValue(forKeyPath: key) ?? previousValue
        CATransaction.runImplicitAction(key: key, previousValue: previous) {
            action.run(forKey: key, object: self, arguments: nil)
        }
    }

    /// What the layer shows for `keyPath` now, with its animations.
    func presentedValue(forKeyPath keyPath: String) -> Any? {
        presentationCopy()?.animationValue(forKeyPath: keyPath)?.anyValue
    }

    func searchAction(forKey event: String) -> CAAction? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] {
            return action is NSNull ? nil : action
        }
        if let styled = (style?["actions"] as? [String: CAAction])?[event] {
            return styled is NSNull ? nil : styled
        }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The animation a standalone layer runs when an animatable property changes: from the value
    /// shown before the change, over the transaction's duration; new contents cross-fade in.
    static func implicitAnimation(forKey key: String) -> CAAction? {
        if key == "contents" { return CATransition() }
        guard isAnimatable(keyPath: key) else { return nil }
        return CABasicAnimation(keyPath: key)
    }
}
