/// The layouts made most recently on one thread, so that measuring and then drawing the same text
/// (or measuring it again) costs a hash lookup instead of a Pango layout.
///
/// A least-recently-used cache of `capacity` layouts keyed by the text with its attributes and the
/// container. One per thread (`current`), because Pango layouts belong to the thread that made
/// them; so it needs no lock and must not be handed to another thread.
package final class TextLayoutCache {
    /// The text's hash is worked out once per request: a miss looks up the text in two containers
    /// (the one asked for, then unbounded) and inserts it, and hashing a string with its attributes
    /// costs more than the rest of a lookup.
    struct Key: Hashable {
        let text: AttributedText
        let textHash: Int
        let container: TextContainer

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.textHash == rhs.textHash && lhs.container == rhs.container && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(textHash)
            hasher.combine(container)
        }
    }

    private struct Entry {
        var key: Key
        var layout: TextLayout
        var newer: Int?
        var older: Int?
    }

    package let capacity: Int
    /// Lookups answered from the cache, and lookups that had to lay out.
    package private(set) var hits = 0
    package private(set) var misses = 0
    /// Misses answered by placing a layout measured unbounded in the container asked for.
    package private(set) var placements = 0

    private var slots: [Key: Int] = [:]
    private var entries: [Entry] = []
    private var newest: Int?
    private var oldest: Int?

    package init(capacity: Int = 1024) {
        preconditionAlways(capacity > 0, "A layout cache needs room for at least one layout")
        self.capacity = capacity
    }

    /// This thread's cache.
    package static var current: TextLayoutCache { perThread.value }

    private static let perThread = ThreadLocal { TextLayoutCache() }

    package var count: Int { slots.count }

    /// The layout of `text` in `container`: the remembered one, or a new one that is remembered,
    /// evicting the least recently used when full.
    package func layout(for text: AttributedText, in container: TextContainer) -> TextLayout {
        let key = Key(text: text, textHash: text.hashValue, container: container)
        if let slot = slots[key] {
            hits += 1
            moveToFront(slot)
            return entries[slot].layout
        }
        misses += 1
        let layout = placedMeasurement(of: key) ?? TextLayout(text, in: container)
        let slot: Int
        if entries.count < capacity {
            slot = entries.count
            entries.append(Entry(key: key, layout: layout))
        } else {
            slot = oldest!
            unlink(slot)
            slots[entries[slot].key] = nil
            entries[slot] = Entry(key: key, layout: layout)
        }
        slots[key] = slot
        linkAtFront(slot)
        return layout
    }

    /// The layout of `text` measured unbounded, placed in `container` when Pango would lay it out
    /// the same there (see `TextLayout+Placing.swift`): text measured for its size and then drawn
    /// at that size is laid out once.
    private func placedMeasurement(of key: Key) -> TextLayout? {
        let container = key.container
        guard container.width != nil || container.height != nil else { return nil }
        var unbounded = container
        unbounded.width = nil
        unbounded.height = nil
        guard let slot = slots[Key(text: key.text, textHash: key.textHash, container: unbounded)] else { return nil }
        let measured = entries[slot].layout
        guard measured.canBePlaced(in: container) else { return nil }
        placements += 1
        return TextLayout(placing: measured, in: container)
    }

    /// Forgets every layout; the counters stay, and so does the room the cache had grown, which it
    /// fills again.
    package func removeAll() {
        slots.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        newest = nil
        oldest = nil
    }

    private func moveToFront(_ slot: Int) {
        guard newest != slot else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private func unlink(_ slot: Int) {
        let (newer, older) = (entries[slot].newer, entries[slot].older)
        if let newer { entries[newer].older = older } else { newest = older }
        if let older { entries[older].newer = newer } else { oldest = newer }
        entries[slot].newer = nil
        entries[slot].older = nil
    }

    private func linkAtFront(_ slot: Int) {
        entries[slot].older = newest
        entries[slot].newer = nil
        if let newest { entries[newest].newer = slot }
        newest = slot
        if oldest == nil { oldest = slot }
    }
}
