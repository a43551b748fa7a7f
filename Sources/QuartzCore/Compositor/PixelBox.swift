import WindowSystem

/// An integer rectangle of pixels as edges (`x0 ..< x1`, `y0 ..< y1`): what the compositor damages,
/// clips to and culls with. Empty when either extent is not positive.
struct PixelBox: Equatable {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

    init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: Int32(x), y0: Int32(y), x1: Int32(x + width), y1: Int32(y + height))
    }

    /// The smallest box holding `rect`; coordinates are clamped so far-off geometry stays representable.
    init(covering rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
            rect.maxY.isFinite
        else {
            self = .empty
            return
        }
        let limit = 1 << 24
        func clamp(_ v: Double) -> Int32 { Int32(max(Double(-limit), min(Double(limit), v))) }
        self.init(
            x0: clamp(floor(Double(rect.minX) + 1e-6)), y0: clamp(floor(Double(rect.minY) + 1e-6)),
            x1: clamp(ceil(Double(rect.maxX) - 1e-6)), y1: clamp(ceil(Double(rect.maxY) - 1e-6)))
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { Int(x1 - x0) }
    var height: Int { Int(y1 - y0) }
    var area: Int { isEmpty ? 0 : width * height }
    var rect: CGRect { CGRect(x: Int(x0), y: Int(y0), width: width, height: height) }
    var pixelRect: PixelRect { PixelRect(x: Int(x0), y: Int(y0), width: width, height: height) }

    func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    func intersects(_ other: PixelBox) -> Bool {
        max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
    }

    /// The smallest box holding both; an empty box adds nothing.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1)
    }

    func insetBy(_ d: Int32) -> PixelBox {
        let box = PixelBox(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d)
        return box.isEmpty ? .empty : box
    }

    func offsetBy(dx: Int32, dy: Int32) -> PixelBox {
        isEmpty ? self : PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }
}

/// A window's damage: a few boxes, merged as they are added when they overlap much, so a frame
/// repaints and presents little more than what changed without painting the tree once per box.
///
/// Rules: a box that overlaps an existing one is merged with it when the merged box wastes at most
/// half of its area (or when either holds most of the other); past `limit` boxes the pair whose
/// merge wastes least is merged.
struct DamageRegion {
    private(set) var boxes: [PixelBox] = []
    let limit: Int

    init(limit: Int = 8) {
        self.limit = limit
    }

    var isEmpty: Bool { boxes.isEmpty }
    var bounds: PixelBox { boxes.reduce(PixelBox.empty) { $0.union($1) } }
    var area: Int { boxes.reduce(0) { $0 + $1.area } }

    mutating func add(_ box: PixelBox) {
        guard !box.isEmpty else { return }
        var pending = box
        var merged = true
        while merged {
            merged = false
            for (index, existing) in boxes.enumerated() where Self.shouldMerge(existing, pending) {
                pending = existing.union(pending)
                boxes.remove(at: index)
                merged = true
                break
            }
        }
        boxes.append(pending)
        while boxes.count > limit { mergeCheapestPair() }
    }

    mutating func add(_ other: DamageRegion) {
        for box in other.boxes { add(box) }
    }

    mutating func clip(to box: PixelBox) {
        boxes = boxes.map { $0.intersection(box) }.filter { !$0.isEmpty }
    }

    mutating func removeAll() {
        boxes.removeAll(keepingCapacity: true)
    }

    func intersects(_ box: PixelBox) -> Bool {
        boxes.contains { $0.intersects(box) }
    }

    private static func shouldMerge(_ a: PixelBox, _ b: PixelBox) -> Bool {
        guard a.intersects(b) || a.contains(b) || b.contains(a) else {
            // Touching or nearly touching boxes merge when nothing is wasted.
            let union = a.union(b)
            return union.area <= a.area + b.area && (a.x0 == b.x0 && a.x1 == b.x1 || a.y0 == b.y0 && a.y1 == b.y1)
        }
        let union = a.union(b)
        let overlap = a.intersection(b).area
        let covered = a.area + b.area - overlap
        return union.area - covered <= union.area / 2 || overlap * 2 >= min(a.area, b.area)
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1, Int.max)
        for i in 0..<boxes.count {
            for j in (i + 1)..<boxes.count {
                let waste = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                if waste < best.2 { best = (i, j, waste) }
            }
        }
        let merged = boxes[best.0].union(boxes[best.1])
        boxes.remove(at: best.1)
        boxes.remove(at: best.0)
        add(merged)
    }
}
