import Foundation

/// An item of the App Store page's diffable data source: an app in a section (an app may show in
/// more than one section, and a snapshot's items must differ).
struct StoreItem: Hashable, Sendable {
    let section: StoreSection
    let app: StoreApp
    /// The app's place in its section, from 0: its rank in the top charts.
    let rank: Int
}
