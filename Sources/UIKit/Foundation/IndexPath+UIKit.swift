import Foundation

/// The row, item and section names UIKit gives a two-index path, for table and collection views.
extension IndexPath {
    /// A path of `section`, then `row`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path of `section`, then `item`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index; traps on an empty path, as on iOS.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index; traps on a path of fewer than two indexes, as on iOS.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, as collection views name it; the same as `row`.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
