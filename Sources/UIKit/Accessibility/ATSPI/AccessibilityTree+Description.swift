/// What a node is, is called and is in, for AT-SPI: the role from the view's class and its
/// accessibility traits, the name from its label, the states from the control's state.
extension AccessibilityTree {
    static func role(of node: UIResponder) -> ATSPIRole {
        switch node {
        case is UIApplication: return .application
        case is UIWindow: return .frame
        case is UISwitch: return .toggleButton
        case is UISlider: return .slider
        case is UIStepper: return .spinButton
        case is UIProgressView: return .progressBar
        case let field as UITextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: return .text
        case is UITableView: return .list
        case is UICollectionView: return .table
        case is UITableViewCell: return .listItem
        case is UICollectionViewCell: return .tableCell
        default: break
        }
        let traits = node.accessibilityTraits
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.searchField) { return .entry }
        if traits.contains(.button) { return .pushButton }
        if traits.contains(.link) { return .link }
        if traits.contains(.header) { return .heading }
        if traits.contains(.image) || node is UIImageView { return .image }
        if traits.contains(.tabBar) { return .pageTabList }
        if traits.contains(.staticText) { return .label }
        return node.isAccessibilityElement ? .label : .panel
    }

    /// The name read first: the accessibility label, a window's title, a text field's placeholder,
    /// a cell's labels together; else "".
    static func name(of node: UIResponder) -> String {
        if node is UIApplication { return UIApplication.applicationName }
        if let label = node.accessibilityLabel { return label }
        switch node {
        case let window as UIWindow: return window.windowTitle
        case let field as UITextField: return field.placeholder ?? ""
        case is UITableViewCell, is UICollectionViewCell:
            return children(of: node).compactMap(\.accessibilityLabel).joined(separator: ", ")
        default: return ""
        }
    }

    /// The hint, read after the name.
    static func description(of node: UIResponder) -> String {
        node.accessibilityHint ?? ""
    }

    static func states(of node: UIResponder) -> ATSPIStates {
        if node is UIApplication { return [] }
        var states: ATSPIStates = []
        let traits = node.accessibilityTraits
        if !traits.contains(.notEnabled) { states.formUnion([.enabled, .sensitive]) }
        if isOnScreen(node) { states.formUnion([.visible, .showing]) }
        if traits.contains(.selected) { states.insert(.selected) }
        if node.isFirstResponder || (node as? UIView).map({ $0.window?.focusedView === $0 }) == true {
            states.insert(.focused)
        }
        if node.canBecomeFirstResponder || node is UIControl { states.insert(.focusable) }
        switch node {
        case let window as UIWindow:
            if window.isKeyWindow { states.insert(.active) }
        case let toggle as UISwitch:
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        case is UISlider:
            states.insert(.horizontal)
        case let field as UITextField:
            states.formUnion([.editable, .singleLine])
            if !field.isEnabled { states.insert(.readOnly) }
        case let textView as UITextView:
            states.insert(.multiLine)
            states.insert(textView.isEditable ? .editable : .readOnly)
        case let cell as UITableViewCell:
            states.insert(.selectable)
            if cell.isSelected { states.insert(.selected) }
        case let cell as UICollectionViewCell:
            states.insert(.selectable)
            if cell.isSelected { states.insert(.selected) }
        default:
            if traits.contains(.toggleButton) {
                states.insert(.checkable)
                if node.accessibilityValue == "1" { states.insert(.checked) }
            }
        }
        return states
    }
}
