import Foundation

/// Makes the view controller a context menu previews; Casement shows no previews, so it is not called.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the actions the system suggests (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows: the menu its action provider makes, under an identifier the delegate
/// can recognize it by.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order of a context menu's elements.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// The configuration's identifier: the one given, else a unique one.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?
    /// How the menu orders its elements; popups keep the menu's order.
    open var preferredMenuElementOrder = ElementOrder.automatic

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show, nil when the provider gives none or there is no provider.
    var menu: UIMenu? {
        actionProvider?([])
    }
}
