import UIKit
import UIKitTesting
import WindowSystem
import XCTest

/// A window manager resize is the desktop's rotation: `viewWillTransition(to:with:)`, then the new
/// size, and `traitCollectionDidChange` when a size class changes.
final class WindowResizeTests: XCTestCase {
    func testResizeTellsTheRootAndItsChildrenBeforeTheFrameChanges() {
        MainActor.assumeIsolated {
            final class SizeWatcher: UIViewController {
                var events: [String] = []
                override func viewWillTransition(
                    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
                ) {
                    super.viewWillTransition(to: size, with: coordinator)
                    events.append(
                        "willTransition \(Int(size.width))×\(Int(size.height)) from \(Int(view.bounds.width))")
                    coordinator.animate(
                        alongsideTransition: { _ in self.events.append("alongside \(Int(self.view.bounds.width))") },
                        completion: { _ in self.events.append("completion \(Int(self.view.bounds.width))") })
                }
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    events.append(
                        "traits \(previousTraitCollection?.horizontalSizeClass == .compact ? "compact" : "regular") → \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")"
                    )
                }
            }
            final class TraitView: UIView {
                var changes = 0
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
            }
            let root = SizeWatcher()
            let child = SizeWatcher()
            let traitView = TraitView()
            root.view.addSubview(traitView)
            let scene = ControllerScene { _ in
                embed(child, in: root)
                return root
            }
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
            let id = scene.window.platformWindow!.id

            scene.app.inject(.configured(id, frame: PixelRect(x: 0, y: 0, width: 700, height: 500)))
            scene.app.runUntilIdle()

            XCTAssertEqual(
                root.events,
                ["willTransition 700×500 from 400", "alongside 700", "traits compact → regular", "completion 700"])
            XCTAssertTrue(child.events.first?.hasPrefix("willTransition 700×500") ?? false, "\(child.events)")
            XCTAssertEqual(root.view.bounds.size, CGSize(width: 700, height: 500))
            XCTAssertEqual(root.traitCollection.horizontalSizeClass, .regular)
            XCTAssertEqual(traitView.changes, 1)
            XCTAssertEqual(traitView.traitCollection.horizontalSizeClass, .regular)
        }
    }
}
