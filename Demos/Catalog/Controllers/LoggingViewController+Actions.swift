import UIKit

/// The actions the lifecycle screens share: a full-screen presentation and
/// a memory warning (cases 4 and 5).
extension LoggingViewController {
    /// Presents a `ModalViewController` full screen, which covers the tab bar controller.
    var presentModalAction: UIAction {
        UIAction(title: "Present (full screen)") { [weak self] _ in
            guard let self else { return }
            let modal = ModalViewController(log: log)
            modal.modalPresentationStyle = .fullScreen
            present(modal, animated: true)
        }
    }

    /// Sends a memory warning to every controller, after the line the system prints first.
    var memoryWarningAction: UIAction {
        UIAction(title: "Memory warning") { [weak self] _ in
            self?.log.write("Received memory warning.")
            UIApplication.shared.simulateMemoryWarning()
        }
    }

    /// Lays `column` over the whole view, following its size.
    func install(_ column: ActionColumnView) {
        column.frame = view.bounds
        column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(column)
    }
}
