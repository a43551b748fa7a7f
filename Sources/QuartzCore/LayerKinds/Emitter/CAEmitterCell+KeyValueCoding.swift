import CoreGraphics
import Foundation

/// Key-value coding on cells, so key paths through an emitter layer reach them
/// (`emitterLayer.setValue(0, forKeyPath: "emitterCells.fire.birthRate")`) and animations of such
/// key paths can read and write cell values.
///
/// Names are the Objective-C ones (`enabled`) and the Swift ones where they differ (`isEnabled`).
/// Numbers read back in the property's Swift type; values set may be any number type.
extension CAEmitterCell {
    /// The value of the property named `key`, or the value last set for any other key.
    public func value(forKey key: String) -> Any? {
        if let property = Self.cellProperties[key] { return property.read(self) }
        return undeclaredValues[key]
    }

    /// Sets the property named `key`, or keeps `value` for any other key (nil removes it).
    /// A value of the wrong type for a property traps.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let property = Self.cellProperties[key] else {
            undeclaredValues[key] = AnimationValue.unwrapped(value)
            return
        }
        preconditionAlways(
            property.write(self, value),
            "CAEmitterCell.setValue(_:forKey:): \(value ?? "nil") can't be set for \"\(key)\"")
    }

    /// The value at a dotted key path: a key, a field of a structure (`contentsRect.size.width`), or
    /// a key of a sub-cell by name (`emitterCells.spark.birthRate`); nil when nothing is there.
    public func value(forKeyPath keyPath: String) -> Any? {
        let (head, rest) = AnimationValue.split(keyPath)
        let base = value(forKey: String(head))
        guard let rest else { return base }
        if let (cell, path) = EmitterCellPath.resolve(base, rest) { return cell.value(forKeyPath: path) }
        return AnimationValue(guessing: base)?.field(rest)?.anyValue
    }

    /// Sets the value at a dotted key path (see `value(forKeyPath:)`); a path to no cell does nothing.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let (head, rest) = AnimationValue.split(keyPath)
        guard let rest else { return setValue(value, forKey: keyPath) }
        let base = self.value(forKey: String(head))
        if let (cell, path) = EmitterCellPath.resolve(base, rest) { return cell.setValue(value, forKeyPath: path) }
        guard let whole = AnimationValue(guessing: base), let kind = whole.field(rest),
            let field = AnimationValue(value, like: kind), let updated = whole.setting(rest, to: field)
        else { fatalError("CAEmitterCell.setValue(_:forKeyPath:): \(value ?? "nil") can't be set for \"\(keyPath)\"") }
        setValue(updated.anyValue, forKey: String(head))
    }

    /// The value at a key path as an animation value, for animations of `emitterCells.…` paths.
    func animationValue(forKeyPath keyPath: Substring) -> AnimationValue? {
        let (head, rest) = AnimationValue.split(keyPath)
        if let rest, let (cell, path) = EmitterCellPath.resolve(value(forKey: String(head)), rest) {
            return cell.animationValue(forKeyPath: Substring(path))
        }
        let whole =
            Self.cellProperties[String(head)]?.readAnimation(self)
            ?? AnimationValue(guessing: value(forKey: String(head)))
        guard let rest else { return whole }
        return whole?.field(rest)
    }

    /// Sets a key path from an animation value; a value of the wrong kind is ignored.
    func setAnimationValue(_ value: AnimationValue, forKeyPath keyPath: Substring) {
        let (head, rest) = AnimationValue.split(keyPath)
        if let rest, let (cell, path) = EmitterCellPath.resolve(self.value(forKey: String(head)), rest) {
            return cell.setAnimationValue(value, forKeyPath: Substring(path))
        }
        var updated = value
        if let rest {
            guard let whole = animationValue(forKeyPath: head), let changed = whole.setting(rest, to: value) else {
                return
            }
            updated = changed
        }
        if let property = Self.cellProperties[String(head)] {
            property.writeAnimation(self, updated)
        } else if case .scalar(let number) = updated {
            undeclaredValues[String(head)] = AnimationValue.number(number, typedLike: self.value(forKey: String(head)))
        } else {
            undeclaredValues[String(head)] = updated.anyValue
        }
    }

    /// The animatable values of this cell and, under their names, of its sub-cells: what an
    /// animation frame replaces and puts back.
    func animatableValues() -> [(CAEmitterCell, String, AnimationValue)] {
        var values = Self.cellProperties.filter(\.value.isAnimatable).map {
            (self, $0.key, $0.value.readAnimation(self))
        }
        for cell in emitterCells ?? [] { values += cell.animatableValues() }
        return values
    }
}

/// Finds the cell a key path names in an array of cells: `fire.birthRate` in `[fire, smoke]`.
enum EmitterCellPath {
    /// The cell named by the path's first component and the rest of the path; nil when `base` is
    /// not an array of cells, no cell has that name, or nothing follows the name.
    @MainActor static func resolve(_ base: Any?, _ path: Substring) -> (CAEmitterCell, String)? {
        guard let cells = base as? [CAEmitterCell] else { return nil }
        let (name, rest) = AnimationValue.split(path)
        guard let rest, let cell = cells.first(where: { $0.name.map { $0 == name } ?? false }) else { return nil }
        return (cell, String(rest))
    }
}
