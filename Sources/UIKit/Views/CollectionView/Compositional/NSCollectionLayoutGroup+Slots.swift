import Foundation

/// One cell's place in a group: its frame relative to the group's origin (inside the item's
/// content insets), the item it comes from, and its z-index.
struct GroupSlot {
    var frame: CGRect
    var item: NSCollectionLayoutItem
    var zIndex = 0
}

/// Working out where one instance of a group puts its cells; every instance of a section's group
/// is the same, so this runs once a section.
extension NSCollectionLayoutGroup {
    /// The cells' slots of the group at `size`, in item order.
    func slots(size: CGSize, environment: any NSCollectionLayoutEnvironment) -> [GroupSlot] {
        let content = CGRect(origin: .zero, size: size).inset(by: contentInsets)
        switch arrangement {
        case .horizontal: return line(in: content, axis: LayoutAxis(vertical: false), environment: environment)
        case .vertical: return line(in: content, axis: LayoutAxis(vertical: true), environment: environment)
        case .custom(let provider):
            return provider(environment).map {
                GroupSlot(frame: $0.frame.offsetBy(dx: content.minX, dy: content.minY), item: self, zIndex: $0.zIndex)
            }
        }
    }

    /// A subitem in the line, with its size and the edge spacing before and after it and across.
    private struct Entry {
        var item: NSCollectionLayoutItem
        var size: CGSize
        var before: CGFloat
        var after: CGFloat
        var across: CGFloat
    }

    /// The subitems laid along `axis` in `content`, then their own subitems inside them.
    private func line(in content: CGRect, axis: LayoutAxis, environment: any NSCollectionLayoutEnvironment)
        -> [GroupSlot]
    {
        let spacing = interItemSpacing?.spacing ?? 0
        let room = axis.along(content.size)
        var entries: [Entry] = []
        if let count {
            let length = max(0, (room - spacing * CGFloat(count - 1)) / CGFloat(count))
            let natural = subitems[0].layoutSize.resolved(in: content.size)
            var entry = Self.entry(subitems[0], in: content.size, axis: axis)
            entry.size = axis.size(along: length, across: axis.across(natural))
            entries = Array(repeating: entry, count: count)
        } else {
            // Repeats the subitems while the next fits; past a first round, never more than fit.
            var used: CGFloat = 0
            while entries.count < Self.repetitionLimit {
                let entry = Self.entry(subitems[entries.count % subitems.count], in: content.size, axis: axis)
                let needed = (entries.isEmpty ? 0 : spacing) + entry.before + axis.along(entry.size) + entry.after
                if entries.count >= subitems.count, needed <= 0 || used + needed > room + 0.001 { break }
                entries.append(entry)
                used += needed
            }
        }
        var gap = spacing
        if interItemSpacing?.isFlexibleSpacing == true, entries.count > 1 {
            let used = entries.reduce(spacing * CGFloat(entries.count - 1)) {
                $0 + $1.before + axis.along($1.size) + $1.after
            }
            gap += max(0, (room - used) / CGFloat(entries.count - 1))
        }
        var position = axis.along(content.origin)
        var slots: [GroupSlot] = []
        for entry in entries {
            position += entry.before
            let origin = axis.point(along: position, across: axis.across(content.origin) + entry.across)
            if let group = entry.item as? NSCollectionLayoutGroup {
                for var slot in group.slots(size: entry.size, environment: environment) {
                    slot.frame = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
                    slots.append(slot)
                }
            } else {
                let frame = CGRect(origin: origin, size: entry.size).inset(by: entry.item.contentInsets)
                slots.append(GroupSlot(frame: frame, item: entry.item))
            }
            position += axis.along(entry.size) + entry.after + gap
        }
        return slots
    }

    /// How many subitems a group repeats at most, so items with no length cannot repeat forever.
    private static let repetitionLimit = 10_000

    private static func entry(_ item: NSCollectionLayoutItem, in container: CGSize, axis: LayoutAxis) -> Entry {
        let spacing = item.edgeSpacing
        return Entry(
            item: item, size: item.layoutSize.resolved(in: container),
            before: (axis.vertical ? spacing?.top : spacing?.leading)?.spacing ?? 0,
            after: (axis.vertical ? spacing?.bottom : spacing?.trailing)?.spacing ?? 0,
            across: (axis.vertical ? spacing?.leading : spacing?.top)?.spacing ?? 0)
    }
}
