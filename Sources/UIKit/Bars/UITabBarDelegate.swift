/// Told when the user picks an item of a tab bar; every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user tapped `item` and the bar selected it; called again when the item was already selected.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
