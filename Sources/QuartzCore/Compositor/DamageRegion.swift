@_spi(Compositing) import CoreGraphics

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
