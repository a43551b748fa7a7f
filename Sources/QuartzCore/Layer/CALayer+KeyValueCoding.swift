import CoreGraphics
import Foundation

/// Key-value coding as Core Animation extends it: every layer property by name, arbitrary keys kept
/// per layer, and key paths into structures (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`) — plus the typed access the animation engine uses.
///
/// Names are the Objective-C ones iOS uses (`hidden`, `doubleSided`, `opaque`, `wrapped`), and the
/// Swift names where they differ. Values read back in the property's own Swift type (`Float` for
/// `opacity`, `CGFloat` for `cornerRadius`, `CGFloat` for number fields such as `transform.scale`):
/// cast to that type, since Foundation on Linux does not bridge `CGFloat` through `NSNumber`.
/// Values set may be any number type, `NSNumber` included. The methods cannot be overridden (no
/// Objective-C runtime); `defaultValue(forKey:)` can.
extension CALayer {
    /// The value of the property named `key`, or the value last set for any other key, else
    /// `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let property = CALayer.declaredProperty(forKey: key, in: type(of: self)) { return property.read(self) }
        return undeclaredValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property named `key` through its setter (so the layer redraws or recomposites as
    /// when the property is set directly), or keeps `value` for any other key (nil removes it).
    /// Setting a property to a value of another type, or a read-only one, traps.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let property = CALayer.declaredProperty(forKey: key, in: type(of: self)) else {
            undeclaredValues[key] = AnimationValue.unwrapped(value)
            return
        }
        preconditionAlways(property.write(self, value), cannotSet(value, for: key, in: "setValue(_:forKey:)"))
    }

    /// The value at a dotted key path: a key, then fields of structures (`bounds.size.width`,
    /// `transform.rotation.z`, `transform.translation` as a `CGSize`) or keys of a layer held
    /// under the key (`mask.opacity`); nil when a field does not exist.
    ///
    /// Transform fields read the transform taken apart: `rotation.x`, `.y`, `.z` are angles about
    /// fixed axes applied in that order, `scale` is the mean of the three axes' scales.
    public func value(forKeyPath keyPath: String) -> Any? {
        let (head, rest) = AnimationValue.split(keyPath)
        let base = value(forKey: String(head))
        guard let rest else { return base }
        if let layer = base as? CALayer { return layer.value(forKeyPath: String(rest)) }
        if let (cell, path) = EmitterCellPath.resolve(base, rest) { return cell.value(forKeyPath: path) }
        return structure(base, forKey: head)?.field(rest)?.anyValue
    }

    /// Sets the value at a dotted key path: a field of a structure is changed in place and the
    /// structure set again through its property (a transform is taken apart, changed and put
    /// together, so `setValue(2, forKeyPath: "transform.scale")` keeps the rotation). A path
    /// through a nil value does nothing; a field that does not exist traps.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (head, rest) = AnimationValue.split(keyPath)
        guard let rest else { return setValue(value, forKey: keyPath) }
        let base = self.value(forKey: String(head))
        guard base != nil else { return }
        if let layer = base as? CALayer { return layer.setValue(value, forKeyPath: String(rest)) }
        if let (cell, path) = EmitterCellPath.resolve(base, rest) {
            cell.setValue(value, forKeyPath: path)
            // Set again, so the layer notices its cell changed.
            return setValue(base, forKey: String(head))
        }
        guard let whole = structure(base, forKey: head), let kind = whole.field(rest),
            let field = AnimationValue(value, like: kind), let updated = whole.setting(rest, to: field)
        else { fatalError(cannotSet(value, for: keyPath, in: "setValue(_:forKeyPath:)")) }
        storeAnimationValue(updated, forKey: head)
    }

    /// The value of an animatable key path as an `AnimationValue`; nil for a path that names no
    /// property field and no value set for an undeclared key.
    package func animationValue(forKeyPath keyPath: String) -> AnimationValue? {
        let (head, rest) = AnimationValue.split(keyPath)
        if let rest, let (cell, path) = emitterCell(at: head, rest) {
            return cell.animationValue(forKeyPath: Substring(path))
        }
        let whole: AnimationValue
        if let property = CALayer.declaredProperty(forKey: head, in: type(of: self)) {
            whole = property.readAnimation(self)
        } else {
            guard let guessed = AnimationValue(guessing: value(forKey: String(head))) else { return nil }
            whole = guessed
        }
        guard let rest else { return whole }
        return whole.field(rest)
    }

    /// Sets an animatable key path through the property's setter, so its observers run (the
    /// layer is marked for compositing, a shape layer for display). A value of the wrong kind or a
    /// field that does not exist is ignored. Undeclared keys keep the value in the Swift type they
    /// held (a `Float` stays a `Float`), else as `anyValue` gives it.
    package func setAnimationValue(_ value: AnimationValue, forKeyPath keyPath: String) {
        let (head, rest) = AnimationValue.split(keyPath)
        guard let rest else { return storeAnimationValue(value, forKey: head) }
        if let (cell, path) = emitterCell(at: head, rest) {
            cell.setAnimationValue(value, forKeyPath: Substring(path))
            // Set again, so the layer notices its cell changed.
            return setValue(self.value(forKey: String(head)), forKey: String(head))
        }
        guard let whole = animationValue(forKeyPath: String(head)), let updated = whole.setting(rest, to: value) else {
            return
        }
        storeAnimationValue(updated, forKey: head)
    }

    /// Whether `keyPath` names an animatable property of this class, or a field of one
    /// (`position.x`, `transform.rotation`). Keys the class does not declare are not animatable
    /// here, though an explicit animation may still animate a value set for such a key.
    package class func isAnimatableKeyPath(_ keyPath: String) -> Bool {
        let (head, rest) = AnimationValue.split(keyPath)
        guard let property = declaredProperty(forKey: head, in: self), property.isAnimatable else { return false }
        return rest.map { property.kind.field($0) != nil } ?? true
    }

    /// The value a new layer of this class has for a declared property; nil for other keys.
    package class func declaredDefaultValue(forKey key: String) -> Any? {
        declaredProperty(forKey: key, in: self)?.defaultValue
    }

    // MARK: - Lookup

    /// The declared property named `key` in `type`, its layer kind's properties first.
    static func declaredProperty(forKey key: some StringProtocol, in type: CALayer.Type) -> LayerProperty? {
        let key = String(key)
        let kindProperties: [String: LayerProperty]? =
            if type is CAShapeLayer.Type {
                CAShapeLayer.shapeProperties
            } else if type is CAGradientLayer.Type {
                CAGradientLayer.gradientProperties
            } else if type is CATextLayer.Type {
                CATextLayer.textProperties
            } else if type is CAReplicatorLayer.Type {
                CAReplicatorLayer.replicatorProperties
            } else if type is CATiledLayer.Type {
                CATiledLayer.tiledProperties
            } else if type is CAScrollLayer.Type {
                CAScrollLayer.scrollProperties
            } else if type is CAEmitterLayer.Type {
                CAEmitterLayer.emitterProperties
            } else {
                nil
            }
        return kindProperties?[key] ?? layerProperties[key]
    }

    /// `base`, the value under `key`, as a structure whose fields key paths can name.
    private func structure(_ base: Any?, forKey key: Substring) -> AnimationValue? {
        if let property = CALayer.declaredProperty(forKey: key, in: type(of: self)) {
            return property.readAnimation(self)
        }
        return AnimationValue(guessing: base)
    }

    /// The emitter cell a key path names past `head` (`emitterCells` then a cell's name), and the
    /// rest of the path; nil for any other key path.
    private func emitterCell(at head: Substring, _ rest: Substring) -> (CAEmitterCell, String)? {
        guard head == "emitterCells" else { return nil }
        return EmitterCellPath.resolve(value(forKey: String(head)), rest)
    }

    private func cannotSet(_ value: Any?, for key: String, in method: String) -> String {
        "\(type(of: self)).\(method): \(value.map { "\($0)" } ?? "nil") can't be set for \"\(key)\""
    }

    private func storeAnimationValue(_ value: AnimationValue, forKey key: Substring) {
        if let property = CALayer.declaredProperty(forKey: key, in: type(of: self)) {
            return property.writeAnimation(self, value)
        }
        let key = String(key)
        if case .scalar(let number) = value {
            undeclaredValues[key] = AnimationValue.number(number, typedLike: self.value(forKey: key))
        } else {
            undeclaredValues[key] = value.anyValue
        }
    }
}
