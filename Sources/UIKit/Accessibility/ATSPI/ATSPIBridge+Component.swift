import DBus
import WindowSystem

/// `org.a11y.atspi.Component`: where a node is on the desktop, in pixels, and focus.
extension ATSPIBridge {
    /// AT-SPI's coordinate types.
    private enum CoordinateType: Int {
        case screen = 0, window = 1, parent = 2
    }

    func answerComponent(_ node: UIResponder, member: String, arguments: [DBusValue]) throws(ATSPIRequestError)
        -> [DBusValue]
    {
        switch member {
        case "GetExtents":
            let box = extents(of: node, relativeTo: try coordinateType(arguments.first))
            return [.structure([.int32(box.x), .int32(box.y), .int32(box.width), .int32(box.height)])]
        case "GetPosition":
            let box = extents(of: node, relativeTo: try coordinateType(arguments.first))
            return [.int32(box.x), .int32(box.y)]
        case "GetSize":
            let box = AccessibilityTree.pixelFrame(of: node)
            return [.int32(Int32(box.width)), .int32(Int32(box.height))]
        case "Contains", "GetAccessibleAtPoint":
            guard arguments.count == 3, let x = arguments[0].intValue, let y = arguments[1].intValue else {
                throw .invalidArguments("(iiu)")
            }
            let origin = origin(of: node, for: try coordinateType(arguments[2]))
            let point = PixelPoint(x: x + origin.x, y: y + origin.y)
            if member == "Contains" { return [.boolean(contains(node, point))] }
            return [reference(to: deepestNode(in: node, at: point))]
        case "GetLayer":
            return [.uint32(node is UIWindow ? 7 : 3)]
        case "GetMDIZOrder":
            return [.int16(0)]
        case "GetAlpha":
            return [.double(Double((node as? UIView)?.alpha ?? 1))]
        case "GrabFocus":
            return [.boolean(grabFocus(node))]
        default:
            throw .unknownMethod("org.a11y.atspi.Component", member)
        }
    }

    private func coordinateType(_ value: DBusValue?) throws(ATSPIRequestError) -> CoordinateType {
        guard let number = value?.intValue, let type = CoordinateType(rawValue: number) else {
            throw .invalidArguments("a coordinate type (0 screen, 1 window, 2 parent)")
        }
        return type
    }

    /// The screen pixel that is (0, 0) in `type`'s coordinates for `node`.
    private func origin(of node: UIResponder, for type: CoordinateType) -> PixelPoint {
        switch type {
        case .screen:
            return PixelPoint(x: 0, y: 0)
        case .window:
            let window = (node as? UIView)?.window ?? (node as? UIAccessibilityElement).flatMap(containingWindow)
            return window.map { AccessibilityTree.pixelFrame(of: $0).origin } ?? PixelPoint(x: 0, y: 0)
        case .parent:
            return AccessibilityTree.parent(of: node).map { AccessibilityTree.pixelFrame(of: $0).origin }
                ?? PixelPoint(x: 0, y: 0)
        }
    }

    private func containingWindow(_ element: UIAccessibilityElement) -> UIWindow? {
        var container = element.accessibilityContainer
        while let current = container {
            if let view = current as? UIView { return view.window }
            container = (current as? UIAccessibilityElement)?.accessibilityContainer
        }
        return nil
    }

    private func extents(of node: UIResponder, relativeTo type: CoordinateType) -> (
        x: Int32, y: Int32, width: Int32, height: Int32
    ) {
        let frame = AccessibilityTree.pixelFrame(of: node)
        let origin = origin(of: node, for: type)
        return (Int32(frame.x - origin.x), Int32(frame.y - origin.y), Int32(frame.width), Int32(frame.height))
    }

    private func contains(_ node: UIResponder, _ point: PixelPoint) -> Bool {
        let frame = AccessibilityTree.pixelFrame(of: node)
        return point.x >= frame.x && point.y >= frame.y && point.x < frame.x + frame.width
            && point.y < frame.y + frame.height
    }

    /// The innermost node under `point` inside `node` (the last drawn child wins), or nil.
    private func deepestNode(in node: UIResponder, at point: PixelPoint) -> UIResponder? {
        for child in AccessibilityTree.children(of: node).reversed() where contains(child, point) {
            return deepestNode(in: child, at: point) ?? child
        }
        return nil
    }

    /// Makes `node` the first responder of a key window, as a click would; false when it cannot be.
    private func grabFocus(_ node: UIResponder) -> Bool {
        if let window = node as? UIWindow {
            window.makeKey()
            return true
        }
        guard node.canBecomeFirstResponder, node.becomeFirstResponder() else { return false }
        (node as? UIView)?.window?.makeKey()
        return true
    }
}

extension AccessibilityTree {
    /// Where `node` is on the desktop, in pixels: a window's place, else the accessibility frame
    /// (screen points) at its screen's scale.
    static func pixelFrame(of node: UIResponder) -> PixelRect {
        if node is UIApplication { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        if let window = node as? UIWindow {
            return window.platformWindow?.frame ?? window.screen.pixels(window.frame)
        }
        let screen = (node as? UIView)?.window?.screen ?? UIScreen.main
        let frame = node.accessibilityFrame
        guard !frame.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return screen.pixels(frame)
    }
}
