import DBus

/// The events screen readers follow (`org.a11y.atspi.Event.*` signals): focus, checked and value
/// changes, windows coming and going, and what apps post with `UIAccessibility.post`.
///
/// UIKit calls the static entry points wherever the change happens; without a connected bridge
/// each costs one check.
extension ATSPIBridge {
    /// The first responder of a window changed.
    static func focusDidChange(from old: UIResponder?, to new: UIResponder?) {
        guard let bridge = shared else { return }
        if let old { bridge.emit("StateChanged", from: old, detail: "focused", 0) }
        if let new { bridge.focus(new) }
    }

    /// A control's value changed by the user or an assistive technology (`.valueChanged` was sent).
    static func valueDidChange(of control: UIControl) {
        guard let bridge = shared else { return }
        if let toggle = control as? UISwitch {
            bridge.emit("StateChanged", from: toggle, detail: "checked", toggle.isOn ? 1 : 0)
        }
        let value: DBusValue =
            bridge.valueRange(of: control).map { .double($0.current) } ?? .string(control.accessibilityValue ?? "")
        bridge.emit("PropertyChange", from: control, detail: "accessible-value", 0, value: value)
    }

    /// What `node` is called changed (its accessibility label, a label's text).
    static func nameDidChange(of node: UIResponder) {
        guard let bridge = shared else { return }
        bridge.emit(
            "PropertyChange", from: node, detail: "accessible-name", value: .string(AccessibilityTree.name(of: node)))
    }

    /// A table or collection view cell was selected or deselected.
    static func selectionDidChange(of cell: UIView, selected: Bool) {
        shared?.emit("StateChanged", from: cell, detail: "selected", selected ? 1 : 0)
    }

    /// `view` joined a superview: a client that knows the node it now belongs to hears of each node
    /// it brings (`object:children-changed:add`).
    static func subviewWasAdded(_ view: UIView) {
        guard let bridge = shared else { return }
        bridge.childrenChanged("add", nodesOf: view)
    }

    /// `view` is about to leave its superview: a client that knows the node it belongs to hears of
    /// each node it takes away (`object:children-changed:remove`).
    static func subviewWillBeRemoved(_ view: UIView) {
        guard let bridge = shared else { return }
        bridge.childrenChanged("remove", nodesOf: view)
    }

    private func childrenChanged(_ kind: String, nodesOf view: UIView) {
        guard AccessibilityTree.isOnScreen(view), let parent = AccessibilityTree.parent(of: view),
            paths.hasPath(for: parent)
        else { return }
        let siblings = AccessibilityTree.children(of: parent)
        for node in AccessibilityTree.nodes(among: [view]) {
            guard let index = siblings.firstIndex(where: { $0 === node }) else { continue }
            emit("ChildrenChanged", from: parent, detail: kind, Int32(index), value: reference(to: node))
        }
    }

    /// A window was shown (true) or hidden (false): a child of the application came or went.
    static func windowVisibilityDidChange(_ window: UIWindow, shown: Bool) {
        guard let bridge = shared else { return }
        let index = shown ? AccessibilityTree.children(of: UIApplication.shared).firstIndex { $0 === window } ?? 0 : 0
        bridge.emit(
            "ChildrenChanged", from: UIApplication.shared, detail: shown ? "add" : "remove", Int32(index),
            value: bridge.reference(to: window))
    }

    /// The key window changed: the old one is deactivated, the new one activated.
    static func keyWindowDidChange(from old: UIWindow?, to new: UIWindow?) {
        guard let bridge = shared else { return }
        if let old {
            bridge.emit("Deactivate", from: old, interface: "org.a11y.atspi.Event.Window", value: .string(""))
        }
        if let new {
            bridge.emit("Activate", from: new, interface: "org.a11y.atspi.Event.Window", value: .string(""))
            bridge.emit("StateChanged", from: new, detail: "active", 1)
        }
    }

    /// `UIAccessibility.post(notification:argument:)`: a screen or layout change moves the reader
    /// to the element given (else tells it the window's content changed); an announcement is read.
    static func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        guard let bridge = shared else { return }
        switch notification {
        case .screenChanged, .layoutChanged:
            if let element = argument as? UIResponder {
                bridge.focus(element)
            } else if let window = UIApplication.shared.keyWindow {
                bridge.emit("VisibleDataChanged", from: window)
            }
        case .announcement, .pageScrolled:
            let text = (argument as? String) ?? (argument as? NSAttributedString)?.string ?? ""
            guard !text.isEmpty else { return }
            let source: UIResponder = UIApplication.shared.keyWindow ?? UIApplication.shared
            bridge.emit("Announcement", from: source, detail: "", 1, value: .string(text))
        default:
            break
        }
    }

    private func focus(_ node: UIResponder) {
        emit("Focus", from: node, interface: "org.a11y.atspi.Event.Focus")
        emit("StateChanged", from: node, detail: "focused", 1)
    }

    /// Sends one event signal, `(detail, detail1, detail2, value, properties)` as at-spi2 does.
    func emit(
        _ member: String, from node: UIResponder, interface: String = "org.a11y.atspi.Event.Object",
        detail: String = "", _ detail1: Int32 = 0, _ detail2: Int32 = 0, value: DBusValue = .int32(0)
    ) {
        let signal = DBusMessage(
            signalFrom: paths.path(for: node), interface: interface, member: member,
            arguments: [
                .string(detail), .int32(detail1), .int32(detail2), .variant(value), .properties([]),
            ])
        bus.send(signal)
    }
}
