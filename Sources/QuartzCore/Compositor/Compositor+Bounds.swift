@_spi(Compositing) import CoreGraphics

/// The bounds/damage pass: where every layer lands in the window this frame, what changed since
/// the last frame, and which layers opaque layers above them hide.
///
/// Rules, applied in painting order from the root:
/// - A layer's own extent is the window-space bounding box of what it paints (`paintedRect`: its
///   bounds, and a backing store or placed contents reaching past them) and its shadow, through
///   every transform down from the root (perspective included: the box of the projected corners;
///   a layer partly behind the viewer covers its whole clip), clipped by ancestors that mask to
///   their bounds. Its subtree extent adds its sublayers' subtree extents, every replica, and the
///   shadow a path-less shadow casts from all of it.
/// - A layer marked changed (`changed()`, or its mask tree changed) damages its subtree extent as
///   it was last frame and as it is now; its sublayers then add nothing more.
/// - Otherwise a layer whose own extent moved damages the old and the new one; a layer whose look
///   depends on its sublayers (replicators, path-less shadows, masks, rasterization) damages its
///   whole subtree, old and new, when anything beneath it changed.
/// - A layer painted last frame and not visited now (removed, hidden, faded out, turned away)
///   damages where it was. That is why hidden layers are not visited.
/// - A layer in a transition is marked every frame; its own and subtree extents are where the
///   transition's plan paints (hidden or not), and its subtree neither occludes nor is plain.
/// - Opaque layers painted straight into the window (every ancestor plain: no fading, no
///   intermediate image) whose bounds stay a rectangle occlude: a layer or subtree inside the
///   damaged part of such a rectangle, painted before it, is culled (a layer's border, painted after
///   its sublayers, only by what is painted after them).
/// - A layer whose content only scrolled, by whole pixels, may instead have its pixels moved; its
///   subtree is then compared with where the move carried last frame's pixels (`Compositor+Moves.swift`).
@MainActor
struct BoundsPass {
    /// This frame's unique number and the one this window painted last.
    let pass: Int
    let previousPass: Int
    /// Window pixels per point: the unit of shadow radii.
    let scale: Double
    let windowBox: PixelBox
    var damage = DamageRegion()
    /// Every layer visited, each after its subtree: next frame finds the removed ones here.
    var visited: [CompositorRecord] = []
    /// The next layer's place in painting order.
    private(set) var order = 0
    /// Whether content may be moved as pixels this frame (see `Compositor+Moves.swift`).
    let allowsMoves: Bool
    /// The moves found so far, in the order they apply.
    var moves: [ContentMove] = []
    /// The moves whose layer's subtree is being visited, outermost first (indices into `moves`).
    var openMoves: [Int] = []
    /// The backdrop layers met so far, with the window pixels their blur reads.
    var backdrops: [(record: CompositorRecord, sample: PixelBox)] = []
    /// The largest opaque rectangles (window pixels) with their painting order.
    private var occluders: [(box: PixelBox, order: Int)] = []
    private var smallestOccluderArea = 0
    private static let occluderLimit = 8

    init(pass: Int, previousPass: Int, scale: Double, windowBox: PixelBox, allowsMoves: Bool) {
        self.pass = pass
        self.previousPass = previousPass
        self.scale = scale
        self.windowBox = windowBox
        self.allowsMoves = allowsMoves
        visited.reserveCapacity(256)
    }

    /// Whether the subtree changed: something in it was marked, or moved.
    struct Change {
        var marked = false
        var moved = false
        /// The subtree's extent this frame (empty when it was not visited).
        var extent = PixelBox.empty
    }

    /// What a layer's superlayer passes down to it.
    struct Parent {
        /// Maps the superlayer's bounds space to window pixels.
        var toWindow: Homography
        var space: SublayerSpace
        /// A replicator's first copy's transform.
        var instance: CATransform3D?
        /// The superlayer was marked changed: the layer's transform to it must be worked out anew.
        var marked: Bool
        var clip: PixelBox
        var plain: Bool
        /// An ancestor damaged its whole subtree already.
        var damaged: Bool
    }

    /// Visits `layer` and its subtree.
    mutating func visit(_ layer: CALayer, in parent: Parent) -> Change {
        let record = Self.record(of: layer)
        let known = record.pass == previousPass
        // A transition's picture changes every frame, and what it shows lies wherever it says.
        let transition = UpdateCycle.current.animations.shownTransition(on: layer)
        let previous = known ? scrollCandidate(layer, record) : nil
        var marked = Self.takeMarks(of: layer, record, in: parent, known: known, transition: transition)
        // Not visited: where it was is damaged as a layer gone (and a rasterized or replicating
        // ancestor hears that something beneath it changed). A transition still shows the old look.
        let showsContent = !record.look.isHidden && record.look.opacity > 0
        guard showsContent || transition != nil else { return Change(marked: marked) }
        let bounds = record.look.bounds
        let h = record.look.flat.concatenating(parent.toWindow)
        if !record.look.isDoubleSided, !h.isFrontFacing(bounds) { return Change(marked: marked) }
        if record.drawsVisibleArea == nil { record.drawsVisibleArea = layer is VisibleAreaDrawing }
        if record.drawsVisibleArea == true, let drawing = layer as? VisibleAreaDrawing,
            drawing.drawVisibleArea(h.visiblePart(of: bounds, within: parent.clip))
        {
            marked = true
            layer.needsComposite = false
        }
        var old = known ? (own: record.ownExtent, subtree: record.subtreeExtent) : (own: .empty, subtree: .empty)
        // Beneath moved content: last frame's extents where the moves carried them, compared where
        // the moves kept pixels (the exposed strips are repainted anyway).
        let kept = openMoves.isEmpty ? nil : keptByOpenMoves()
        if known, kept != nil { old = carriedByOpenMoves(old) }
        func same(_ a: PixelBox, _ b: PixelBox) -> Bool {
            guard let kept else { return a == b }
            return a.intersection(kept) == b.intersection(kept)
        }
        record.pass = pass
        record.toWindow = h
        record.order = order
        order += 1
        let own = ownExtent(of: layer, record, h, clip: parent.clip, transition: transition)
        record.ownExtent = own
        if record.look.backdropRadius > 0 { noteBackdrop(record, h, ancestorsChanged: parent.damaged) }

        let shape = SubtreeShape(layer, record, h, in: parent, transition: transition)
        // Its content scrolled and moves as pixels: the mark was the scroll alone.
        var scrolls = false
        if marked, transition == nil, let previous {
            scrolls = beginMove(of: layer, record, from: previous, own: own, previousOwn: old.own, in: parent)
            if scrolls { marked = false }
        }
        // A removed sublayer changes what is beneath as much as a marked one.
        var below = Change(marked: shape.lostSublayers, moved: false, extent: own)
        if shape.hasSublayers, showsContent {
            visitSublayers(of: layer, shape, h, marked: marked, in: parent, into: &below)
        }
        if scrolls { endMove() }
        var subtree = below.extent
        if shape.pathlessShadow {
            subtree = subtree.union(shadowExtent(ofContent: subtree, layer: layer, h, clip: parent.clip))
        }
        // The transition's extent already holds everything beneath, wherever the plan puts it.
        if transition != nil { subtree = own }
        finish(record, layer, subtree: subtree, plain: parent.plain, marked: marked, below: below)
        record.inkExtent =
            shape.dependsOnSubtree || transition != nil ? subtree : record.look.paintsItself ? own : .empty
        if openMoves.count < moves.count { damageOver(record) }

        if !parent.damaged {
            if marked || (shape.dependsOnSubtree && (below.marked || below.moved)) {
                damage.add(old.subtree)
                damage.add(subtree)
            } else if !same(own, old.own) {
                damage.add(old.own)
                damage.add(own)
            }
        }
        visited.append(record)
        if parent.plain, transition == nil, record.look.opacity >= 1, h.isAxisAligned, !shape.hasMask,
            !shape.rasterizes, record.look.isOpaqueRectangle
        {
            addOccluder(innerBox(of: bounds, h).intersection(parent.clip), order: record.order)
        }
        let moved = !same(own, old.own) || !same(subtree, old.subtree)
        return Change(marked: marked || below.marked, moved: moved || below.moved, extent: subtree)
    }

    /// The layer's record, made on its first visit.
    private static func record(of layer: CALayer) -> CompositorRecord {
        if let existing = layer.compositorRecord { return existing }
        let record = CompositorRecord()
        layer.compositorRecord = record
        return record
    }

    /// Whether the layer is marked changed this frame (its own mark, its mask tree's, a transition
    /// showing); clears the marks and takes the layer's look anew when it may have changed.
    private static func takeMarks(
        of layer: CALayer, _ record: CompositorRecord, in parent: Parent, known: Bool, transition: ShownTransition?
    ) -> Bool {
        var marked = layer.needsComposite
        if let mask = layer.mask, clearMarks(mask) { marked = true }
        layer.needsComposite = false
        if transition != nil { marked = true }
        if marked || !known || parent.marked || parent.instance != nil {
            record.look = LayerLook(layer, in: parent.space, instance: parent.instance)
        }
        return marked
    }

    /// The window pixels the layer itself paints: its bounds (or drawn area) and shadow, or where
    /// its transition's plan paints.
    private func ownExtent(
        of layer: CALayer, _ record: CompositorRecord, _ h: Homography, clip: PixelBox, transition: ShownTransition?
    ) -> PixelBox {
        if let transition { return transitionExtent(of: layer, transition, h, clip: clip) }
        var ownRect = layer.backingStoreRect == nil ? record.look.paintedRect : layer.paintedRect
        if record.look.castsShadow, record.look.hasShadowPath, let path = layer.shadowPath {
            ownRect = ownRect.union(layer.shadowRect(of: path.boundingBox))
        }
        return Self.extent(of: ownRect, h, clip: clip)
    }

    /// Visits the sublayers (and measures every replica) with what they see of `layer`, adding
    /// their changes and extents to `below`.
    private mutating func visitSublayers(
        of layer: CALayer, _ shape: SubtreeShape, _ h: Homography, marked: Bool, in parent: Parent,
        into below: inout Change
    ) {
        let instances = shape.replicating?.replicaInstances ?? []
        let context = Parent(
            toWindow: h, space: SublayerSpace(layer), instance: instances.first?.transform, marked: marked,
            clip: shape.childClip, plain: shape.childPlain, damaged: parent.damaged || marked)
        for sublayer in layer.sublayersInRenderOrder {
            let change = visit(sublayer, in: context)
            below.marked = below.marked || change.marked
            below.moved = below.moved || change.moved
            below.extent = below.extent.union(change.extent)
            for instance in instances.dropFirst() {
                let ih = sublayer.flatTransform(in: context.space, instance: instance.transform).concatenating(h)
                below.extent = below.extent.union(measure(sublayer, ih, clip: shape.childClip))
            }
        }
    }

    /// Records the subtree's extent and what may be culled, and drops a raster cache the changes
    /// made stale.
    private func finish(
        _ record: CompositorRecord, _ layer: CALayer, subtree: PixelBox, plain: Bool, marked: Bool, below: Change
    ) {
        record.subtreeExtent = subtree
        record.lastOrderInSubtree = order - 1
        record.ownCulled = false
        record.subtreeCulled = false
        record.cullable = plain
        // A shadow reaches past the bounds and is cast by what the layer paints: it must all be painted.
        record.ownCullable = plain && !record.look.castsShadow
        if record.raster != nil, below.marked || marked && rasterInvalidated(layer, record) {
            record.raster = nil
        }
    }

    /// The window pixels a layer in a transition paints this frame: every part of the
    /// transition's plan where the plan places it, with a pixel for resampled edges.
    func transitionExtent(of layer: CALayer, _ shown: ShownTransition, _ h: Homography, clip: PixelBox) -> PixelBox {
        let look = layer.compositorRecord?.look ?? LayerLook(layer, in: SublayerSpace(nil))
        let plan = TransitionPlan(
            shown, bounds: look.bounds, masksToBounds: look.masksToBounds, new: Painter.newContentRect(of: layer, look))
        return plan.parts.reduce(PixelBox.empty) { box, part in
            box.union(Self.extent(of: part.shownArea, part.placement.concatenating(h), clip: clip).insetBy(-1))
        }.intersection(clip)
    }

    /// The subtree extent of a layer painted a second time (a replica), without touching records.
    func measure(_ layer: CALayer, _ h: Homography, clip: PixelBox) -> PixelBox {
        guard !layer.isHidden, layer.opacity > 0 else { return .empty }
        var rect = layer.paintedRect
        if layer.castsShadow, let path = layer.shadowPath { rect = rect.union(layer.shadowRect(of: path.boundingBox)) }
        var box = Self.extent(of: rect, h, clip: clip)
        let childClip = layer.masksToBounds ? clip.intersection(Self.extent(of: layer.bounds, h, clip: clip)) : clip
        for sublayer in layer.sublayerList ?? [] {
            let instances = (layer as? SublayerReplicating)?.replicaInstances ?? []
            for instance in instances.isEmpty ? [nil] : instances.map({ Optional($0.transform) }) {
                box = box.union(
                    measure(
                        sublayer, sublayer.flatTransformToSuperlayer(instance: instance).concatenating(h),
                        clip: childClip))
            }
        }
        if layer.castsShadow, layer.shadowPath == nil {
            box = box.union(shadowExtent(ofContent: box, layer: layer, h, clip: clip))
        }
        return box
    }

    /// The pixels `rect` (in the space `h` maps from) may touch, with a pixel of margin where
    /// edges are antialiased or resampled.
    static func extent(of rect: CGRect, _ h: Homography, clip: PixelBox) -> PixelBox {
        guard !rect.isEmpty else { return .empty }
        guard let box = h.boundingBox(of: rect) else { return clip }
        var pixels = PixelBox(covering: box)
        if !h.isAxisAligned { pixels = pixels.insetBy(-1) }
        return pixels.intersection(clip)
    }

    /// Where a path-less shadow falls: the content's box moved by the offset and grown by the blur.
    func shadowExtent(ofContent content: PixelBox, layer: CALayer, _ h: Homography, clip: PixelBox) -> PixelBox {
        guard !content.isEmpty else { return .empty }
        let offset = h.applyVector(layer.shadowOffset)
        let margin = Int32((3 * layer.shadowSigma(in: h)).rounded(.up)) + 2
        let moved = content.offsetBy(
            dx: Int32(Double(offset.width).rounded()), dy: Int32(Double(offset.height).rounded()))
        return moved.insetBy(-margin).intersection(clip)
    }

    /// The whole pixels inside the image of `rect` under an axis-aligned map.
    private func innerBox(of rect: CGRect, _ h: Homography) -> PixelBox {
        let r = h.mapAffine(rect)
        let box = PixelBox(
            x0: Int32(ceil(Double(r.minX) - 1e-6)), y0: Int32(ceil(Double(r.minY) - 1e-6)),
            x1: Int32(floor(Double(r.maxX) + 1e-6)), y1: Int32(floor(Double(r.maxY) + 1e-6)))
        return box.isEmpty ? .empty : box
    }

    private mutating func addOccluder(_ box: PixelBox, order: Int) {
        let area = box.area
        guard area >= 64 else { return }
        if occluders.count < Self.occluderLimit {
            occluders.append((box, order))
            smallestOccluderArea = occluders.count == Self.occluderLimit ? occluders.map(\.box.area).min()! : 0
            return
        }
        // Keep the largest: replace the smallest if this one is larger.
        guard area > smallestOccluderArea else { return }
        var smallest = 0
        for index in occluders.indices where occluders[index].box.area < occluders[smallest].box.area {
            smallest = index
        }
        occluders[smallest] = (box, order)
        smallestOccluderArea = Int.max
        for occluder in occluders { smallestOccluderArea = min(smallestOccluderArea, occluder.box.area) }
    }

    /// Whether an opaque layer covers `box` (so the window need not be cleared there first).
    func isCovered(_ box: PixelBox) -> Bool {
        for occluder in occluders where occluder.box.contains(box) { return true }
        return false
    }

    /// Marks the layers opaque layers painted later hide, within the damaged area.
    mutating func cull(within damage: PixelBox) -> Int {
        guard !occluders.isEmpty else { return 0 }
        var culled = 0
        for record in visited where record.cullable {
            let subtree = record.subtreeExtent.intersection(damage)
            let own = record.ownExtent.intersection(damage)
            for occluder in occluders where occluder.order > record.order {
                if occluder.order > record.lastOrderInSubtree, occluder.box.contains(subtree) {
                    record.subtreeCulled = true
                    break
                }
                // A border is painted after the sublayers: only what is painted after them hides it.
                if occluder.box.contains(own), !record.look.hasBorder || occluder.order > record.lastOrderInSubtree {
                    record.ownCulled = true
                }
            }
            if !record.ownCullable { record.ownCulled = false }
            if record.subtreeCulled || record.ownCulled { culled += 1 }
        }
        return culled
    }

    /// Whether a mask tree was marked changed anywhere; clears the marks.
    static func clearMarks(_ layer: CALayer) -> Bool {
        var marked = layer.needsComposite
        layer.needsComposite = false
        for sublayer in layer.sublayerList ?? [] where clearMarks(sublayer) { marked = true }
        if let mask = layer.mask, clearMarks(mask) { marked = true }
        return marked
    }

    /// Whether a change to a rasterized layer itself (not beneath it) changes its bitmap: it does
    /// unless only where the layer is placed changed.
    private func rasterInvalidated(_ layer: CALayer, _ record: CompositorRecord) -> Bool {
        guard let raster = record.raster else { return false }
        return raster.signature != RasterSignature(layer)
    }
}

extension CALayer {
    /// Whether the layer casts a shadow that shows: a shadow needs opacity and a colour, and
    /// `masksToBounds` clips it away, as on iOS.
    var castsShadow: Bool {
        guard shadowOpacity > 0, !masksToBounds, let color = shadowColor else { return false }
        return color.alpha > 0
    }

    var hasRoundedCorners: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }

    /// Whether the layer paints its whole bounds opaque, square corners and all: an opaque
    /// background, or `isOpaque` with contents that fill the bounds (the promise `isOpaque` makes).
    var isOpaqueRectangle: Bool {
        guard !hasRoundedCorners else { return false }
        if let color = backgroundColor, color.pattern == nil, color.alpha >= 1 { return true }
        return isOpaque && contentsGravity == .resize && (backingStore != nil || contents is CGImage)
    }

    /// The shadow's Gaussian standard deviation in the pixels of the space `h` maps to.
    ///
    /// iOS's `shadowRadius` r gives the same shadow as a CSS or design-tool blur of 2r, and CSS
    /// defines a blur b as a Gaussian of standard deviation b/2: so σ = r points.
    func shadowSigma(in h: Homography) -> Double {
        Double(shadowRadius) * abs(h.m11 * h.m22 - h.m12 * h.m21).squareRoot() / max(1e-9, abs(h.m33))
    }

    /// `rect` moved by the shadow offset and grown by the blur, in the layer's bounds space.
    func shadowRect(of rect: CGRect) -> CGRect {
        let grow = 3 * shadowRadius + 1
        return rect.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -grow, dy: -grow)
    }
}
