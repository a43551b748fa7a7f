/// One thing a drag carries: its data in an item provider, and for drops within the app an object.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    /// An object for drops within the app, which other apps never see.
    open var localObject: Any?
    /// Makes the preview the item shows while dragged, replacing the one shown at the lift.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
