@_spi(Compositing) import CoreGraphics

/// Scrolled content moved as pixels: how the bounds pass finds the moves (`ContentMove`) and keeps the
/// damage true for a window whose pixels the moves shifted, so the frame costs its exposed strips.
///
/// Rules, on top of `BoundsPass`'s; extents are window pixels after the moves:
/// - A layer moves its content when the frame may move at all (not a whole repaint, no `blended`
///   tint), the layer is marked and was visited last frame, and: it masks to its bounds and covers
///   them with an opaque colour, with no contents, border, mask, rounded corners, sublayer transform,
///   rasterization, replication or transition; every ancestor is plain and none damaged its subtree;
///   it maps to the window by a translation at the window's scale, onto whole pixels, now and last
///   frame, by whole pixels apart; its look changed in its bounds origin alone; its box is the same
///   (after the moves of layers around it) and does not meet the box of a move that is not an
///   ancestor's; no ancestor paints a border over it. Its mark then damages only the exposed strips.
/// - Layers beneath it compare, and damage, their extents of last frame as the move carried them,
///   compared only where the move kept pixels (what lies in the exposed strips is repainted anyway),
///   so content that only scrolled damages nothing; an extent that was not inside the box is damaged
///   where it was too.
/// - Layers painted after its subtree (siblings above, like scroll indicators) damage what they
///   paint of the box; where the move carried what was painted over the box last frame, and what
///   was beneath it and is not now or no longer exists, is damaged after the visits
///   (`damageRemains`), as are flash overlays (`remains(of:)`).
/// - Moves apply in the order found, outer before inner, each in the pixels the ones before left.
/// Otherwise the layer's mark damages its whole subtree, as without moves.
extension BoundsPass {
    /// What a layer that may move its content was last frame, read before its look is taken anew;
    /// nil when it cannot have been such a layer.
    func scrollCandidate(_ layer: CALayer, _ record: CompositorRecord) -> PreviousPlacement? {
        guard allowsMoves, layer.needsComposite, record.look.movesContent, !(layer is SublayerReplicating),
            !(layer is VisibleAreaDrawing)
        else { return nil }
        return PreviousPlacement(
            look: record.look, toWindow: record.toWindow, order: record.order, last: record.lastOrderInSubtree)
    }

    /// Starts moving the content of `layer`, which is marked, if it qualifies (see the rules): records
    /// the move, opens it for the subtree's visits and damages the exposed strips.
    mutating func beginMove(
        of layer: CALayer, _ record: CompositorRecord, from previous: PreviousPlacement, own: PixelBox,
        previousOwn: PixelBox, in parent: Parent
    ) -> Bool {
        let look = record.look
        let (h, was) = (record.toWindow, previous.toWindow)
        // The look is last frame's but for the origin, so it moves content as that one did.
        guard !parent.damaged, parent.plain, !own.isEmpty, own == previousOwn,
            look.differsInBoundsOriginAlone(from: previous.look), h.isTranslation(atScale: scale),
            was.isTranslation(atScale: scale), h.mapAffine(look.bounds).isOnWholePixels
        else { return false }
        let (dx, dy) = (h.m31 - was.m31, h.m32 - was.m32)
        guard abs(dx - dx.rounded()) < 1e-7, abs(dy - dy.rounded()) < 1e-7, abs(dx) < 1e7, abs(dy) < 1e7 else {
            return false
        }
        let move = ContentMove(
            box: own, dx: Int32(dx.rounded()), dy: Int32(dy.rounded()), previous: (previous.order, previous.last),
            order: record.order)
        guard move.dx != 0 || move.dy != 0, !move.source.isEmpty else { return false }
        for (index, other) in moves.enumerated() where !openMoves.contains(index) && other.box.intersects(own) {
            return false
        }
        var ancestor = layer.superlayer
        while let current = ancestor {
            if let record = current.compositorRecord, record.look.hasBorder {
                // Painted after the sublayers, along the edges (and round the corners) of the bounds.
                let ring = Int32((Double(max(current.borderWidth, current.cornerRadius)) * scale).rounded(.up)) + 1
                if record.ownExtent.intersects(own), !record.ownExtent.insetBy(ring).contains(own) { return false }
            }
            ancestor = current.superlayer
        }
        moves.append(move)
        openMoves.append(moves.count - 1)
        for strip in move.exposed { damage.add(strip) }
        return true
    }

    /// Closes the innermost open move once its layer's subtree has been visited.
    mutating func endMove() {
        let index = openMoves.removeLast()
        moves[index].last = order - 1
    }

    /// The pixels every open move kept, moving them: where extents beneath them are compared.
    ///
    /// This and the other functions run for every layer a move visits use loops, not closures: a
    /// closure formed on the main actor checks the executor each time it is called.
    func keptByOpenMoves() -> PixelBox {
        var kept = windowBox
        for index in openMoves { kept = kept.intersection(moves[index].destination) }
        return kept
    }

    /// A layer's extents of last frame as the open moves carried them, outermost first; an extent
    /// that was not inside a move's box (the layer came from elsewhere) is damaged where it was.
    mutating func carriedByOpenMoves(_ old: (own: PixelBox, subtree: PixelBox)) -> (own: PixelBox, subtree: PixelBox) {
        var carried = old
        for index in openMoves {
            let move = moves[index]
            if !move.box.contains(carried.subtree) { damage.add(carried.subtree) }
            carried = (move.carry(carried.own), move.carry(carried.subtree))
        }
        return carried
    }

    /// Damages what `record`'s layer paints inside the boxes of moves whose subtree it was painted
    /// after: the pixels moved there are beneath it.
    mutating func damageOver(_ record: CompositorRecord) {
        let ink = record.inkExtent
        guard !ink.isEmpty else { return }
        for move in moves where move.last < record.order {
            damage.add(ink.intersection(move.box))
        }
    }

    /// Damages, for last frame's layers (`painted`), where this frame's moves carried pixels the
    /// visits did not account for: of layers painted over a moved box, of layers beneath a moved
    /// layer that are not beneath it now, and of layers that are gone (which are damaged where they
    /// were too, as without moves).
    mutating func damageRemains(of painted: [PaintedLayer]) {
        guard !moves.isEmpty else {
            for layer in painted where layer.record.pass != pass { damage.add(layer.own) }
            return
        }
        var boxes: [PixelBox] = []
        for layer in painted {
            let present = layer.record.pass == pass
            if present, !concerns(layer) { continue }
            boxes.removeAll(keepingCapacity: true)
            boxes.append(present ? layer.ink : layer.own.union(layer.ink))
            var damages = !present
            for move in moves {
                if move.holds(layer.order, previous: true) {
                    for index in boxes.indices {
                        let box = boxes[index]
                        boxes[index] = move.carry(box)
                        // Not inside the box: it was elsewhere last frame, and still is.
                        if !move.box.contains(box) { boxes.append(box) }
                    }
                    if present, !move.holds(layer.record.order) { damages = true }
                } else if move.wasPaintedOver(by: layer.order) {
                    damages = carry(&boxes, by: move) || damages
                }
                Self.limit(&boxes)
            }
            if damages {
                for box in boxes { damage.add(box) }
            }
        }
    }

    /// Whether a layer still in the tree was painted over a moved box last frame, or beneath its layer
    /// and is not now: the only ones of last frame's layers whose pixels the visits did not follow.
    private func concerns(_ layer: PaintedLayer) -> Bool {
        for move in moves {
            if move.wasPaintedOver(by: layer.order) { return true }
            if move.holds(layer.order, previous: true), !move.holds(layer.record.order) { return true }
        }
        return false
    }

    /// Where pixels painted in `box` of the window last frame, over everything (a flash), may be once
    /// the moves have run: the box and each place a move carried part of it.
    func remains(of box: PixelBox) -> [PixelBox] {
        var boxes = [box]
        for move in moves {
            _ = carry(&boxes, by: move)
            Self.limit(&boxes)
        }
        return boxes
    }

    /// Adds to `boxes` where `move` carries the part of each it keeps; whether it kept any.
    private func carry(_ boxes: inout [PixelBox], by move: ContentMove) -> Bool {
        var carried = false
        for index in boxes.indices {
            let ghost = move.carry(boxes[index])
            if !ghost.isEmpty {
                boxes.append(ghost)
                carried = true
            }
        }
        return carried
    }

    /// Merges `boxes` into one past eight, so nested moves cannot multiply them.
    private static func limit(_ boxes: inout [PixelBox]) {
        guard boxes.count > 8 else { return }
        var all = PixelBox.empty
        for box in boxes { all = all.union(box) }
        boxes = [all]
    }
}

/// What the bounds pass needs of a layer that may have scrolled, as it was last frame.
struct PreviousPlacement {
    var look: LayerLook
    var toWindow: Homography
    var order: Int
    var last: Int
}

/// A layer a frame painted, as the next frame needs it: its own extent, what it painted (`inkExtent`)
/// and its place in painting order, copied, since the next visit rewrites the record.
struct PaintedLayer {
    var record: CompositorRecord
    var own: PixelBox
    var ink: PixelBox
    var order: Int
}

extension LayerLook {
    /// Whether content beneath the layer may move as pixels: it clips to its bounds and covers them
    /// with an opaque colour, and nothing it paints itself stays in place over them (see
    /// `Compositor+Moves.swift`).
    var movesContent: Bool {
        masksToBounds && isOpaqueRectangle && paintsBackground && !hasContents && !hasBorder && !hasMask
            && !hasRoundedCorners && !hasSublayerTransform && !shouldRasterize && opacity >= 1 && !isHidden
    }

    /// Whether only the bounds origin (and so the transform to the superlayer and the painted
    /// rectangle, which follow it) differs from `previous`.
    func differsInBoundsOriginAlone(from previous: LayerLook) -> Bool {
        var moved = previous
        moved.bounds.origin = bounds.origin
        moved.paintedRect = paintedRect
        moved.flat = flat
        return moved == self
    }
}

extension Homography {
    /// Whether it maps points to pixels by `scale` and a translation alone.
    func isTranslation(atScale scale: Double) -> Bool {
        isAffine && m12 == 0 && m21 == 0 && abs(m11 - scale) < 1e-9 && abs(m22 - scale) < 1e-9
    }
}
