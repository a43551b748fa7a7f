import CoreGraphics
import Foundation

extension CAEmitterLayer {
    /// The rectangle the backing store covers: the bounds and every particle, cut to the window's
    /// area (so particles far off screen cost no pixels); nil (the bounds) when the layer masks to
    /// its bounds or has no particles outside them. The compositor learns it through `paintedRect`
    /// and damages it.
    func storeRect() -> CGRect? {
        guard !masksToBounds, let particles = simulation?.particles, !particles.isEmpty else { return nil }
        var extent = CGRect.null
        for particle in particles {
            guard let size = spriteSize(of: particle) else { continue }
            // A rotated sprite stays within the circle through its corners.
            let radius = (size.width * size.width + size.height * size.height).squareRoot() / 2 + 1
            extent = extent.union(
                CGRect(x: particle.x - radius, y: particle.y - radius, width: 2 * radius, height: 2 * radius))
        }
        let root = rootLayer
        if root !== self, root.host != nil { extent = extent.intersection(convert(root.bounds, from: root)) }
        guard !extent.isNull, !extent.isEmpty else { return nil }
        return bounds.isEmpty ? extent : bounds.union(extent)
    }

    /// Draws the particles: each its cell's image (a particle without one draws nothing, as on
    /// iOS) centred on its position, scaled, rotated, multiplied by its colour and faded by its
    /// alpha; oldest on top for `.oldestLast`, added to what is beneath for `.additive`.
    func drawParticles(in ctx: CGContext) {
        guard let particles = simulation?.particles, !particles.isEmpty else { return }
        ctx.saveGState()
        if renderMode == .additive { ctx.setBlendMode(.plusLighter) }
        let ordered = renderMode == .oldestLast ? Array(particles.reversed()) : particles
        for particle in ordered {
            guard let sprite = sprites.sprite(of: particle.cell), let size = spriteSize(of: particle) else { continue }
            let (r, g, b, a) = particle.currentColor
            guard a > 0, size.width > 0, size.height > 0 else { continue }
            ctx.saveGState()
            ctx.translateBy(x: particle.x, y: particle.y)
            ctx.rotate(by: particle.rotation)
            // Images draw with their first row at the rectangle's bottom, as in Core Graphics:
            // flip so they are upright in the layer's y-down space.
            ctx.scaleBy(x: 1, y: -1)
            let magnified = size.width * particle.cell.contentsScale > CGFloat(sprite.width)
            let filter = magnified ? particle.cell.magnificationFilter : particle.cell.minificationFilter
            ctx.interpolationQuality = filter == .nearest ? .none : .default
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let image = r == 1 && g == 1 && b == 1 ? sprite : sprites.tinted(sprite, red: r, green: g, blue: b)
            ctx.setAlpha(a)
            ctx.draw(image, in: rect)
            ctx.restoreGState()
        }
        ctx.restoreGState()
    }

    /// The particle's drawn size in points: its image part at the cell's `contentsScale`, times its scale.
    private func spriteSize(of particle: EmitterParticle) -> CGSize? {
        let cell = particle.cell
        guard let image = cell.contents as? CGImage else { return nil }
        let unit = cell.contentsRect.standardized
        let scale = particle.currentScale / Double(cell.contentsScale > 0 ? cell.contentsScale : 1)
        return CGSize(
            width: Double(image.width) * Double(unit.width) * scale,
            height: Double(image.height) * Double(unit.height) * scale)
    }
}
