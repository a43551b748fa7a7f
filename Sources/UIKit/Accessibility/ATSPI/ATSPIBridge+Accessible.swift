import DBus
import Foundation

/// `org.a11y.atspi.Accessible` and `Application`, and the properties of every interface through
/// `org.freedesktop.DBus.Properties`.
extension ATSPIBridge {
    /// The AT-SPI interfaces `node` implements.
    func interfaces(of node: UIResponder) -> [String] {
        var names = ["org.a11y.atspi.Accessible"]
        if node is UIApplication {
            names.append("org.a11y.atspi.Application")
            return names
        }
        names.append("org.a11y.atspi.Component")
        if !AccessibilityTree.actions(of: node).isEmpty { names.append("org.a11y.atspi.Action") }
        if valueRange(of: node) != nil { names.append("org.a11y.atspi.Value") }
        if text(of: node) != nil { names.append("org.a11y.atspi.Text") }
        return names
    }

    func answerAccessible(_ node: UIResponder, member: String, arguments: [DBusValue]) throws(ATSPIRequestError)
        -> [DBusValue]
    {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.first?.intValue else { throw .invalidArguments("(i)") }
            let children = AccessibilityTree.children(of: node)
            return [reference(to: children.indices.contains(index) ? children[index] : nil)]
        case "GetChildren":
            return [.array(element: "(so)", AccessibilityTree.children(of: node).map { reference(to: $0) })]
        case "GetIndexInParent":
            return [.int32(Int32(indexInParent(of: node)))]
        case "GetRelationSet":
            return [.array(element: "(ua(so))", [])]
        case "GetRole":
            return [.uint32(AccessibilityTree.role(of: node).rawValue)]
        case "GetRoleName", "GetLocalizedRoleName":
            return [.string(AccessibilityTree.role(of: node).name)]
        case "GetState":
            return [.array(element: "u", AccessibilityTree.states(of: node).words.map { .uint32($0) })]
        case "GetAttributes":
            return [.stringDictionary(attributes(of: node))]
        case "GetApplication":
            return [reference(to: UIApplication.shared)]
        case "GetInterfaces":
            return [.strings(interfaces(of: node))]
        default:
            throw .unknownMethod("org.a11y.atspi.Accessible", member)
        }
    }

    func answerProperties(of node: UIResponder, member: String, arguments: [DBusValue]) throws(ATSPIRequestError)
        -> [DBusValue]
    {
        switch member {
        case "Get":
            guard arguments.count == 2, let interface = arguments[0].stringValue, let name = arguments[1].stringValue
            else { throw .invalidArguments("(ss)") }
            guard let value = properties(of: node, interface: interface).first(where: { $0.0 == name })?.1 else {
                throw .unknownProperty(interface, name)
            }
            return [.variant(value)]
        case "GetAll":
            guard let interface = arguments.first?.stringValue else { throw .invalidArguments("(s)") }
            return [.properties(properties(of: node, interface: interface))]
        case "Set":
            guard arguments.count == 3, let interface = arguments[0].stringValue, let name = arguments[1].stringValue
            else { throw .invalidArguments("(ssv)") }
            try setProperty(of: node, interface: interface, name: name, to: arguments[2])
            return []
        default:
            throw .unknownMethod("org.freedesktop.DBus.Properties", member)
        }
    }

    private func properties(of node: UIResponder, interface: String) -> [(String, DBusValue)] {
        guard interfaces(of: node).contains(interface) else { return [] }
        switch interface {
        case "org.a11y.atspi.Accessible":
            let parent = node is UIApplication ? desktop : reference(to: AccessibilityTree.parent(of: node))
            return [
                ("Name", .string(AccessibilityTree.name(of: node))),
                ("Description", .string(AccessibilityTree.description(of: node))),
                ("Parent", parent),
                ("ChildCount", .int32(Int32(AccessibilityTree.children(of: node).count))),
                ("Locale", .string(node.accessibilityLanguage ?? Locale.current.identifier)),
                ("AccessibleId", .string(node.accessibilityIdentifier ?? "")),
                ("HelpText", .string(AccessibilityTree.description(of: node))),
            ]
        case "org.a11y.atspi.Application":
            return [
                ("ToolkitName", .string("Casement")), ("Version", .string("1.0")), ("AtspiVersion", .string("2.1")),
                ("Id", .int32(applicationID)),
            ]
        case "org.a11y.atspi.Action":
            return [("NActions", .int32(Int32(AccessibilityTree.actions(of: node).count)))]
        case "org.a11y.atspi.Value":
            return valueProperties(of: node)
        case "org.a11y.atspi.Text":
            return textProperties(of: node)
        default:
            return []
        }
    }

    private func setProperty(of node: UIResponder, interface: String, name: String, to value: DBusValue)
        throws(ATSPIRequestError)
    {
        switch (interface, name) {
        case ("org.a11y.atspi.Application", "Id") where node is UIApplication:
            guard let number = value.intValue else { throw .invalidArguments("(ssv) with an integer") }
            applicationID = Int32(truncatingIfNeeded: number)
        case ("org.a11y.atspi.Value", "CurrentValue") where valueRange(of: node) != nil:
            guard let number = value.doubleValue else { throw .invalidArguments("(ssv) with a number") }
            setCurrentValue(of: node, to: number)
        default:
            throw .unknownProperty(interface, name)
        }
    }

    private func indexInParent(of node: UIResponder) -> Int {
        guard let parent = AccessibilityTree.parent(of: node) else { return -1 }
        return AccessibilityTree.children(of: parent).firstIndex { $0 === node } ?? -1
    }

    private func attributes(of node: UIResponder) -> [(String, String)] {
        var result = [("toolkit", "Casement"), ("class", String(describing: type(of: node)))]
        if let identifier = node.accessibilityIdentifier { result.append(("id", identifier)) }
        return result
    }

    /// A minimal description of the interfaces `node` answers, for tools like d-feet.
    func introspection(of node: UIResponder) -> String {
        let body = interfaces(of: node).map { "  <interface name=\"\($0)\"/>\n" }.joined()
        return """
            <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
            "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
            <node>
              <interface name="org.freedesktop.DBus.Properties"/>
              <interface name="org.freedesktop.DBus.Introspectable"/>
            \(body)</node>
            """
    }
}
