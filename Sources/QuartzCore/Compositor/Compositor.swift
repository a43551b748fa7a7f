@_spi(Compositing) import CoreGraphics
import WindowSystem

/// Composites a layer tree into a window's pixels, one frame at a time, repainting only what
/// changed.
///
/// A frame is two passes over the model tree, which neither changes: the bounds/damage pass
/// (`BoundsPass`: where each layer lands, what changed, what is hidden behind opaque layers) and
/// the paint pass (`Painter`: draws the damaged region, clipped to it). Between them, content that
/// only scrolled is moved as pixels inside the window's buffer (`ContentMove`, `Compositor+Moves.swift`),
/// so the damage is the strip scrolled into view and whatever really changed. Must be called on the
/// main actor, inside a commit, after layout and display.
@MainActor
package enum Compositor {
    /// Visual aids; UIKit sets them from `CASEMENT_DEBUG` at launch.
    package static var debugOptions = CompositorDebugOptions()
    /// Frame numbers, unique across windows, so a record tells which window's frame saw it.
    private static var lastPass = 0

    /// What one window remembers between frames.
    struct WindowState {
        /// The number of this window's last frame.
        var pass = 0
        /// The layers that frame painted, with the window pixels each covered.
        var painted: [PaintedLayer] = []
    }

    /// What a frame did.
    struct Frame {
        /// The boxes repainted (and to present), in window pixels.
        var damage: [PixelBox]
        /// The part that changed this frame, as opposed to damage carried over from a flash.
        var changed: [PixelBox]
        /// The moves made in the buffer before painting, in order; the window makes them too.
        var moves: [ContentMove]
        var statistics: FrameStatistics
    }

    /// Maps the root layer's bounds space to window pixels: the root's frame places the window on
    /// the screen, so the window's pixels start at the frame's origin.
    static func rootTransform(_ root: CALayer, scale: Double) -> Homography {
        let origin = root.frame.origin
        return root.flatTransformToSuperlayer().translatedBy(-Double(origin.x), -Double(origin.y))
            .concatenating(.scale(scale, scale))
    }

    /// Composites one frame of `root` into `surface`.
    ///
    /// `everything` repaints the whole window (first frame, expose, resize); `carried` is damage
    /// left by the previous frame (a flash to undo); `flashed` are flashes still shown and undone
    /// later, which a move may have carried elsewhere. Returns nil when nothing needs repainting.
    static func composite(
        _ root: CALayer, into surface: PixelSurface, scale: Double, state: inout WindowState, everything: Bool,
        carried: DamageRegion, flashed: [PixelBox], debugOptions: CompositorDebugOptions
    ) -> Frame? {
        lastPass += 1
        let pass = lastPass
        let windowBox = surface.box
        let rootH = rootTransform(root, scale: scale)
        // A whole repaint moves nothing; the blended tint is painted over ancestors of moved content.
        var bounds = BoundsPass(
            pass: pass, previousPass: state.pass, scale: scale, windowBox: windowBox,
            allowsMoves: !everything && !debugOptions.contains(.blended))
        let origin = root.frame.origin
        let screen = Homography.translation(-Double(origin.x), -Double(origin.y)).concatenating(.scale(scale, scale))
        _ = bounds.visit(
            root,
            in: BoundsPass.Parent(
                toWindow: screen, space: SublayerSpace(nil), instance: nil, marked: false, clip: windowBox, plain: true,
                damaged: everything))
        let beforeRemains = bounds.damage.boxes
        bounds.damageRemains(of: state.painted)
        if !bounds.backdrops.isEmpty, bounds.damage.boxes != beforeRemains { bounds.recheckBackdrops() }
        state.pass = pass
        state.painted.removeAll(keepingCapacity: true)
        for record in bounds.visited {
            state.painted.append(
                PaintedLayer(record: record, own: record.ownExtent, ink: record.inkExtent, order: record.order))
        }

        var damage = bounds.damage
        if everything {
            damage = DamageRegion()
            damage.add(windowBox)
        }
        damage.clip(to: windowBox)
        let changed = damage.boxes
        for box in carried.boxes {
            for remain in bounds.remains(of: box) { damage.add(remain) }
        }
        for box in flashed {
            for remain in bounds.remains(of: box).dropFirst() { damage.add(remain) }
        }
        damage.clip(to: windowBox)
        guard !damage.isEmpty else { return nil }
        let region = damage.bounds
        for move in bounds.moves { surface.move(move.source, dx: move.dx, dy: move.dy) }

        var painter = Painter(pass: pass, debug: debugOptions)
        painter.snapsToPixels = scale != scale.rounded()
        painter.statistics.layersCulled = bounds.cull(within: region)
        surface.setClip(damage.boxes)
        let context = surface.context
        context.saveGState()
        context.clip(to: damage.boxes.map(\.rect))
        for box in damage.boxes where !bounds.isCovered(box) {
            surface.clear(box)
        }
        var target = PaintTarget(surface: surface, clip: region, regions: damage.boxes, windowOffset: (0, 0))
        painter.paint(root, rootH, &target, alpha: 1)
        if debugOptions.contains(.flash) {
            for box in changed {
                surface.fill(box, color: PremultipliedColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
            }
        }
        context.restoreGState()
        surface.setClip(nil)
        surface.markDirty()

        painter.statistics.damage = damage.boxes.map(\.pixelRect)
        painter.statistics.damagedPixels = damage.area
        painter.statistics.moves = bounds.moves.map(\.pixelMove)
        return Frame(damage: damage.boxes, changed: changed, moves: bounds.moves, statistics: painter.statistics)
    }

    /// Paints `layer` and its sublayers in the layer's own bounds space: the context's current
    /// user space. For `CALayer.render(in:)`, which any context (a PDF page too) can receive.
    static func render(_ layer: CALayer, in context: CGContext) {
        context.saveGState()
        let placement = layer.transformToSuperlayer.inverted()
        context.concatenate(placement)
        ContextRenderer.paintLayer(layer, in: context)
        context.restoreGState()
    }
}
