import Foundation

/// A section of the App Store page, in the order they show: what it is called, how its apps are
/// shown, and which apps it lists.
enum StoreSection: Int, CaseIterable, Hashable, Sendable {
    case featured, topFree, essentials, topPaid

    /// How a section shows its apps.
    enum Style {
        /// Wide cards, one at a time, settling in the middle.
        case cards
        /// Rows of icon, name, category and a price button, three to a column, columns side by side.
        case rankedRows
        /// Small icons with their names below, side by side.
        case icons
    }

    var title: String {
        switch self {
        case .featured: "Featured"
        case .topFree: "Top Free Apps"
        case .essentials: "Essentials"
        case .topPaid: "Top Paid Apps"
        }
    }

    var style: Style {
        switch self {
        case .featured: .cards
        case .topFree, .topPaid: .rankedRows
        case .essentials: .icons
        }
    }

    /// The section's apps, in order: six featured, the first twelve free and the ten paid apps ranked, and
    /// twelve essentials.
    var apps: [StoreApp] {
        let apps = StoreApp.samples
        switch self {
        case .featured: return [0, 7, 13, 16, 3, 22].map { apps[$0] }
        case .topFree: return Array(apps.filter { $0.price == nil }.prefix(12))
        case .essentials: return (0..<12).map { apps[($0 * 5 + 2) % apps.count] }
        case .topPaid: return apps.filter { $0.price != nil }
        }
    }
}
