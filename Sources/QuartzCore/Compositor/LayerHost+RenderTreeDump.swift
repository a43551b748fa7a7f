import CoreGraphics
import Foundation

extension LayerHost {
    /// The layer tree as the last frame painted it, as indented text: one line per layer the
    /// bounds pass visited (hidden, transparent and turned-away layers are left out with their
    /// subtrees), sublayers in painting order two spaces deeper, a mask as a `mask:` line beneath
    /// its layer. For tests that compare the structure of what is drawn, as GTK's render-node
    /// reference tests do.
    ///
    /// A line names the layer's class (and `name`), then its bounding box in window pixels, then
    /// only what differs from a plain layer: opacity, transform, clipping, corners, background,
    /// border, contents, contents filters, shadow, rasterization, replicas. Placement and opacity
    /// are the compositor's records of the last frame (animated values included); the other
    /// properties are read from the model layer. Numbers have at most two decimals (transform
    /// entries four), so the text is the same on every run; a tree not painted yet gives the empty
    /// string.
    package func renderTreeDump() -> String {
        guard let pass = rootLayer.compositorRecord?.pass else { return "" }
        var dump = RenderTreeDump(pass: pass)
        dump.append(rootLayer, depth: 0)
        return dump.lines.joined(separator: "\n")
    }
}

/// Writes the lines of `LayerHost.renderTreeDump()`.
@MainActor
private struct RenderTreeDump {
    /// The bounds pass whose records are current.
    let pass: Int
    var lines: [String] = []

    init(pass: Int) {
        self.pass = pass
    }

    /// Appends `layer` and its subtree, if the last frame visited it.
    mutating func append(_ layer: CALayer, depth: Int) {
        guard let record = layer.compositorRecord, record.pass == pass else { return }
        let look = record.look
        var line = describe(layer, box: record.toWindow.boundingBox(of: look.bounds), opacity: look.opacity)
        line += clipping(layer, masksToBounds: look.masksToBounds)
        line += appearance(layer, castsShadow: look.castsShadow, rasterized: look.shouldRasterize)
        lines.append(indent(depth) + line)
        if let mask = layer.mask {
            appendMask(mask, in: mask.flatTransformToSuperlayer().concatenating(record.toWindow), depth: depth + 1)
        }
        for sublayer in layer.sublayersInRenderOrder { append(sublayer, depth: depth + 1) }
    }

    /// Appends a mask and its subtree: the bounds pass does not visit masks, so their placement
    /// comes from `toWindow` (the masked layer's bounds space to window pixels).
    private mutating func appendMask(_ layer: CALayer, in toWindow: Homography, depth: Int, isMask: Bool = true) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        var line = describe(layer, box: toWindow.boundingBox(of: layer.bounds), opacity: Double(layer.opacity))
        line += clipping(layer, masksToBounds: layer.masksToBounds)
        line += appearance(layer, castsShadow: layer.castsShadow, rasterized: layer.shouldRasterize)
        lines.append(indent(depth) + (isMask ? "mask: " : "") + line)
        if let mask = layer.mask {
            appendMask(mask, in: mask.flatTransformToSuperlayer().concatenating(toWindow), depth: depth + 1)
        }
        let space = SublayerSpace(layer)
        for sublayer in layer.sublayersInRenderOrder {
            let h = sublayer.flatTransform(in: space).concatenating(toWindow)
            appendMask(sublayer, in: h, depth: depth + 1, isMask: false)
        }
    }

    private func indent(_ depth: Int) -> String {
        String(repeating: "  ", count: depth)
    }

    /// Class, name, box, opacity and transforms.
    private func describe(_ layer: CALayer, box: CGRect?, opacity: Double) -> String {
        var line = String(describing: type(of: layer))
        if let name = layer.name { line += " \"\(name)\"" }
        if let box {
            line += " (\(number(box.minX)), \(number(box.minY)), \(number(box.width)), \(number(box.height)))"
        } else {
            line += " (behind the viewer)"
        }
        if opacity < 1 { line += " opacity=\(number(opacity))" }
        if !CATransform3DIsIdentity(layer.transform) { line += " transform=\(matrix(layer.transform))" }
        if !CATransform3DIsIdentity(layer.sublayerTransform) {
            line += " sublayerTransform=\(matrix(layer.sublayerTransform))"
        }
        return line
    }

    /// `clips` for `masksToBounds`, with the corner radius when the clip is rounded, or the
    /// radius alone when only the background and border are rounded.
    private func clipping(_ layer: CALayer, masksToBounds: Bool) -> String {
        var text = ""
        if masksToBounds { text += layer.hasRoundedCorners ? " clips=rounded" : " clips" }
        if layer.hasRoundedCorners {
            text += " cornerRadius=\(number(layer.cornerRadius))"
            let all: CACornerMask = [
                .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
            ]
            if layer.maskedCorners != all { text += " corners=\(corners(layer.maskedCorners))" }
        }
        return text
    }

    /// Background, border, contents, filters and effects.
    private func appearance(_ layer: CALayer, castsShadow: Bool, rasterized: Bool) -> String {
        var text = ""
        if let color = layer.backgroundColor, color.alpha > 0 { text += " background=\(hex(color))" }
        if layer.borderWidth > 0, let color = layer.borderColor, color.alpha > 0 {
            text += " border=\(number(layer.borderWidth)) \(hex(color))"
        }
        text += contents(layer)
        if layer.magnificationFilter != .linear { text += " magnification=\(layer.magnificationFilter.rawValue)" }
        if layer.minificationFilter != .linear { text += " minification=\(layer.minificationFilter.rawValue)" }
        if castsShadow, let color = layer.shadowColor {
            let offset = layer.shadowOffset
            text += " shadow=(\(hex(color)) opacity=\(number(Double(layer.shadowOpacity)))"
            text += " radius=\(number(layer.shadowRadius)) offset=(\(number(offset.width)), \(number(offset.height)))"
            if let path = layer.shadowPath {
                let box = path.boundingBox
                text += " path=(\(number(box.minX)), \(number(box.minY)), \(number(box.width)), \(number(box.height)))"
            }
            text += ")"
        }
        if rasterized { text += " rasterized" }
        if !layer.allowsGroupOpacity { text += " ungrouped" }
        if let replicating = layer as? SublayerReplicating {
            text += " replicas=\(replicating.replicaInstances.count)"
        }
        return text
    }

    /// What the layer draws of its own: a backing store from `display()`, or a `contents` image
    /// with its placement when it is not the default.
    private func contents(_ layer: CALayer) -> String {
        if let store = layer.backingStore { return " contents=drawn(\(store.width)x\(store.height))" }
        guard let contents = layer.contents else { return "" }
        guard let image = contents as? CGImage else { return " contents=\(type(of: contents))" }
        var text = " contents=image(\(image.width)x\(image.height))"
        if layer.contentsGravity != .resize { text += " gravity=\(layer.contentsGravity.rawValue)" }
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if layer.contentsRect != unit { text += " contentsRect=\(rect(layer.contentsRect))" }
        if layer.contentsCenter != unit { text += " contentsCenter=\(rect(layer.contentsCenter))" }
        if layer.contentsScale != 1 { text += " contentsScale=\(number(layer.contentsScale))" }
        return text
    }

    private func rect(_ r: CGRect) -> String {
        "(\(number(r.minX)), \(number(r.minY)), \(number(r.width)), \(number(r.height)))"
    }

    /// `[a b c d tx ty]` for an affine transform, else the four rows of the matrix; entries have
    /// four decimals, which a perspective's small `m34` needs.
    private func matrix(_ t: CATransform3D) -> String {
        func entry(_ value: CGFloat) -> String { number(Double(value), decimals: 4) }
        if CATransform3DIsAffine(t) {
            return "[" + [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map(entry).joined(separator: " ") + "]"
        }
        let rows = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
            [t.m41, t.m42, t.m43, t.m44],
        ]
        return "[" + rows.map { $0.map(entry).joined(separator: " ") }.joined(separator: "; ") + "]"
    }

    private func corners(_ mask: CACornerMask) -> String {
        let names: [(CACornerMask, String)] = [
            (.layerMinXMinYCorner, "minXminY"), (.layerMaxXMinYCorner, "maxXminY"),
            (.layerMinXMaxYCorner, "minXmaxY"), (.layerMaxXMaxYCorner, "maxXmaxY"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: ",")
    }

    /// `#rrggbb`, or `#rrggbbaa` when translucent; `pattern` for a pattern colour.
    private func hex(_ color: CGColor) -> String {
        guard color.pattern == nil else { return "pattern" }
        let (r, g, b, a) = color.rgba
        func byte(_ v: CGFloat) -> String {
            let value = Int((min(1, max(0, v)) * 255).rounded())
            return String(value, radix: 16).leftPadded(to: 2)
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }

    private func number(_ value: CGFloat) -> String {
        number(Double(value))
    }

    /// At most `decimals` decimals, no trailing zeros, and no negative zero.
    private func number(_ value: Double, decimals: Int = 2) -> String {
        let unit = pow(10, Double(decimals))
        let rounded = (value * unit).rounded() / unit
        if rounded == 0 { return "0" }
        var text = String(format: "%.\(decimals)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
