import QuartzCore
import QuartzCoreTestSupport
import WindowSystem
import XCTest

/// A clipped layer with an opaque background, scrolled by its bounds origin as a scroll view scrolls,
/// over a page of colours, text and images larger than it.
@MainActor
func scrollingLayer(_ frame: CGRect, scale: CGFloat, rows: Int = 30) -> CALayer {
    let layer = solidLayer(frame, CGColor(red: 0.96, green: 0.95, blue: 0.9, alpha: 1))
    layer.masksToBounds = true
    let picture = makeImage(width: 40, height: 28) { context in
        for band in 0..<4 {
            context.setFillColor(CGColor(red: CGFloat(band) / 4, green: 0.4, blue: 1 - CGFloat(band) / 4, alpha: 1))
            context.fill(CGRect(x: band * 10, y: 0, width: 10, height: 28))
        }
        context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.6))
        context.fillEllipse(in: CGRect(x: 6.5, y: 4.25, width: 27, height: 19))
    }
    for row in 0..<rows {
        let y = CGFloat(row * 30)
        let hue = CGColor(
            red: CGFloat(row % 5) / 5, green: CGFloat(row % 3) / 3, blue: CGFloat(row % 7) / 7, alpha: 1)
        layer.addSublayer(solidLayer(CGRect(x: 4, y: y + 4, width: 60, height: 22), hue))
        let text = CATextLayer()
        text.frame = CGRect(x: 70, y: y + 3, width: 200, height: 24)
        text.string = "Row \(row): the quick brown fox"
        text.fontSize = 14
        text.foregroundColor = black
        text.contentsScale = scale
        layer.addSublayer(text)
        if row % 3 == 0 {
            let image = CALayer()
            image.frame = CGRect(x: 280, y: y + 1, width: 40, height: 28)
            image.contents = picture
            layer.addSublayer(image)
            // Translucent, across the image and the text: blended over both.
            layer.addSublayer(solidLayer(CGRect(x: 250, y: y + 10, width: 50, height: 10), blue.copy(alpha: 0.4)!))
        }
    }
    return layer
}

extension HeadlessLayerHost {
    /// Moves `layer`'s bounds origin by (dx, dy) points in one frame, as a scroll view does, and
    /// presents the frame.
    func scroll(_ layer: CALayer, dx: CGFloat = 0, dy: CGFloat = 0) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds.origin.x += dx
        layer.bounds.origin.y += dy
        CATransaction.commit()
        runUntilIdle()
    }

    /// The window pixels of a layer's frame (given in the root's points).
    func pixels(of frame: CGRect) -> PixelRect {
        PixelRect(
            x: Int((frame.minX * scale).rounded()), y: Int((frame.minY * scale).rounded()),
            width: Int((frame.width * scale).rounded()), height: Int((frame.height * scale).rounded()))
    }

    /// The pixels the last frame repainted.
    var damagedPixels: Int { statistics.lastFrame.damagedPixels }

    /// The moves the window made in the last frame, as it was told them.
    var lastMoves: [PixelMove] { window.lastMoves }
}

/// The pixel move that scrolls the content of `box` (window pixels) by (dx, dy) pixels.
func scrollMove(of box: PixelRect, dx: Int, dy: Int) -> PixelMove {
    PixelMove(
        source: PixelRect(
            x: box.x + max(0, -dx), y: box.y + max(0, -dy), width: box.width - abs(dx), height: box.height - abs(dy)),
        dx: dx, dy: dy)
}

/// The pixels a move of (dx, dy) leaves to repaint in a box of `width` × `height`.
func exposedArea(width: Int, height: Int, dx: Int, dy: Int) -> Int {
    width * height - (width - abs(dx)) * (height - abs(dy))
}
