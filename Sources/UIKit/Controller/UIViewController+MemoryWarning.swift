import Foundation

/// Memory warnings: `UIApplication.didReceiveMemoryWarningNotification`, posted when the process gets
/// `SIGUSR1` (`kill -USR1 <pid>`) or through `UIApplication.simulateMemoryWarning()`, reaches the app
/// delegate and then every live controller in the order they were made.
extension UIApplication {
    /// Sends a memory warning now, as the system does when memory runs low: the console line
    /// "Received memory warning.", the delegate's `applicationDidReceiveMemoryWarning(_:)`, every
    /// controller's `didReceiveMemoryWarning()`, then the notification.
    public func simulateMemoryWarning() {
        RuntimeWarning.emit("Received memory warning.")
        delegate?.applicationDidReceiveMemoryWarning(self)
        for controller in LiveControllers.all { controller.didReceiveMemoryWarning() }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
    }
}
