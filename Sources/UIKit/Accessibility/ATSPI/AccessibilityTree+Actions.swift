/// What a screen reader's user can do to a node, through the paths VoiceOver takes on iOS:
/// `accessibilityActivate()`, `accessibilityIncrement()`/`Decrement()`, else what a tap would do.
extension AccessibilityTree {
    /// An action's name (as at-spi2 names them) and what it does.
    struct Action {
        let name: String
        let description: String
    }

    /// Adjustable nodes step up and down; buttons, links, toggles, other controls and list items press.
    static func actions(of node: UIResponder) -> [Action] {
        // A text field is edited, not pressed.
        guard !(node is UIApplication), !(node is UIWindow), !(node is UITextField) else { return [] }
        let traits = node.accessibilityTraits
        if traits.contains(.adjustable) {
            return [
                Action(name: "increment", description: "Increases the value"),
                Action(name: "decrement", description: "Decreases the value"),
            ]
        }
        if node is UITableViewCell || node is UICollectionViewCell {
            return [Action(name: "press", description: "Selects the item")]
        }
        let pressable: UIAccessibilityTraits = [.button, .link, .toggleButton, .keyboardKey]
        guard node is UIControl || !traits.isDisjoint(with: pressable) else { return [] }
        return [Action(name: "press", description: "Activates the element")]
    }

    /// Performs `action`: steps an adjustable node; presses through `accessibilityActivate()`, else
    /// as a tap ends on a control (a switch flips and reports its new value).
    static func perform(_ action: Action, on node: UIResponder) -> Bool {
        switch action.name {
        case "increment":
            node.accessibilityIncrement()
            return true
        case "decrement":
            node.accessibilityDecrement()
            return true
        default:
            if node.accessibilityActivate() || selectItem(node) { return true }
            guard let control = node as? UIControl, control.isEnabled else { return false }
            if let toggle = control as? UISwitch {
                toggle.setOn(!toggle.isOn, animated: true)
                toggle.sendValueChanged(with: nil)
            } else {
                control.sendActions(for: [.touchUpInside, .primaryActionTriggered], with: nil)
            }
            return true
        }
    }

    /// Selects a table or collection view cell's row as a click would, telling the delegate.
    private static func selectItem(_ node: UIResponder) -> Bool {
        switch node {
        case let cell as UITableViewCell:
            guard let table = enclosing(UITableView.self, of: cell), let indexPath = table.indexPath(for: cell) else {
                return false
            }
            table.userSelect(indexPath, primary: true)
        case let cell as UICollectionViewCell:
            guard let collection = enclosing(UICollectionView.self, of: cell),
                let indexPath = collection.indexPath(for: cell)
            else { return false }
            collection.userSelect(indexPath)
        default:
            return false
        }
        return true
    }

    private static func enclosing<Container: UIView>(_ type: Container.Type, of view: UIView) -> Container? {
        var ancestor = view.superview
        while let current = ancestor {
            if let match = current as? Container { return match }
            ancestor = current.superview
        }
        return nil
    }
}
