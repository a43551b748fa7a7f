/// Something a menu holds: an action (`UIAction`) or a submenu (`UIMenu`).
@MainActor
open class UIMenuElement: NSObject {
    override init() {
        super.init()
    }
}
