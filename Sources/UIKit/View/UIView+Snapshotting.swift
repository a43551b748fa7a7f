extension UIView {
    /// A new view showing an image of this view and its subviews as they are now, the size of the
    /// bounds; nil when the bounds are empty.
    ///
    /// With `afterScreenUpdates` true, pending layout and drawing run first so the image shows them;
    /// otherwise it shows the content as last drawn. The image is at `contentScaleFactor` and becomes
    /// the new view's layer `contents`.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { updateForSnapshot() }
        let scale = contentScaleFactor
        let width = Int((bounds.width * scale).rounded(.up))
        let height = Int((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let context = CGContext(pixelWidth: width, pixelHeight: height)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        guard let image = context.makeImage() else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        return snapshot
    }

    /// Renders this view and its subviews into the current context, the bounds scaled to `rect`;
    /// returns false when there is no current context or the bounds are empty.
    ///
    /// The view is drawn in its own space (its transform and position are left out), through
    /// `CALayer.render(in:)`. With `afterScreenUpdates` true, pending layout and drawing run first.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        if afterUpdates { updateForSnapshot() }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    /// Runs the layout and display this view's subtree is waiting for.
    private func updateForSnapshot() {
        layoutIfNeeded()
        layer.displayTreeIfNeeded()
    }
}

extension UIView {
    /// A dump of the view tree for debugging, one line per view, indented by depth ("   | " per
    /// level), each line in the form of Apple's view descriptions: class, address, frame, and the hidden state,
    /// alpha, tag and user interaction when they are not the defaults.
    ///
    /// Apple's UIKit has this as the private `recursiveDescription`; here it is public.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        appendDescription(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendDescription(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "   | ", count: depth) + debugLine)
        for subview in subviews { subview.appendDescription(to: &lines, depth: depth + 1) }
    }

    /// One view's line: `<UIView: 0x…; frame = (x y; w h); hidden = YES; layer = <CALayer: 0x…>>`.
    var debugLine: String {
        var parts = ["\(type(of: self)): \(Self.address(of: self))", "frame = \(Self.format(frame))"]
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(Self.format(alpha))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(type(of: layer)): \(Self.address(of: layer))>")
        return "<" + parts.joined(separator: "; ") + ">"
    }

    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    private static func format(_ rect: CGRect) -> String {
        "(\(format(rect.minX)) \(format(rect.minY)); \(format(rect.width)) \(format(rect.height)))"
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
