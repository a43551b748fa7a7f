import UIKit
import UIKitTesting
import XCTest

/// Popovers: placement beside the source for each arrow direction, bar button item sources,
/// dismissal by a click outside with the delegate's calls, passthrough views, and the adaptation to
/// a sheet in a compact window.
final class PopoverPresentationTests: XCTestCase {
    @MainActor
    private final class PopoverLog: UIPopoverPresentationControllerDelegate {
        var events: [String] = []
        var keepsPopoverWhenCompact = false

        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
            -> UIModalPresentationStyle
        {
            keepsPopoverWhenCompact ? .none : controller.adaptivePresentationStyle
        }
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
            events.append("prepare")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should dismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("will dismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("did dismiss")
        }
        func popoverPresentationControllerDidDismissPopover(
            _ popoverPresentationController: UIPopoverPresentationController
        ) {
            events.append("did dismiss popover")
        }
    }

    /// A window of `size` with a source view at `source` and a passthrough button, presenting a
    /// 200 × 150 popover the caller configures; the presentation has finished.
    @MainActor
    private static func present(
        in size: CGSize = CGSize(width: 800, height: 600),
        source: CGRect = CGRect(x: 100, y: 100, width: 80, height: 30),
        configure: (UIPopoverPresentationController, UIView) -> Void = { _, _ in }
    ) -> (HeadlessApp, UIWindow, UIViewController) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let root = UIViewController()
        root.view.backgroundColor = .white
        let sourceView = UIView(frame: source)
        root.view.addSubview(sourceView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.runUntilIdle()
        let content = UIViewController()
        content.view.backgroundColor = .systemBlue
        content.preferredContentSize = CGSize(width: 200, height: 150)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController!
        popover.sourceView = sourceView
        configure(popover, root.view)
        root.present(content, animated: true)
        app.advance(by: 0.6)
        return (app, window, content)
    }

    func testAPopoverSitsBelowItsSourceWithTheArrowPointingUpAtIt() {
        MainActor.assumeIsolated {
            let (app, window, content) = Self.present()
            let popover = content.popoverPresentationController!
            XCTAssertEqual(popover.arrowDirection, .up)
            XCTAssertEqual(content.view.frame, CGRect(x: 40, y: 143, width: 200, height: 150))
            XCTAssertEqual(content.view.layer.cornerRadius, 13)
            // The arrow, in the popover's colour, between the source and the box.
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 140, y: 140)), RGBA(0, 122, 255))
            // Beside it, the white background under the box's soft shadow.
            XCTAssertGreaterThan(Int(app.pixel(in: window, at: CGPoint(x: 120, y: 140))?.red ?? 0), 200)
        }
    }

    func testEachPermittedDirectionPutsTheBoxOnItsSide() {
        MainActor.assumeIsolated {
            let (_, aboveWindow, above) = Self.present(source: CGRect(x: 300, y: 520, width: 80, height: 30))
            XCTAssertEqual(above.popoverPresentationController?.arrowDirection, .down)
            XCTAssertEqual(above.view.frame, CGRect(x: 240, y: 357, width: 200, height: 150))

            let (_, rightWindow, right) = Self.present { popover, _ in popover.permittedArrowDirections = .left }
            XCTAssertEqual(right.popoverPresentationController?.arrowDirection, .left)
            XCTAssertEqual(right.view.frame, CGRect(x: 193, y: 40, width: 200, height: 150))

            let (_, leftWindow, left) = Self.present(source: CGRect(x: 600, y: 300, width: 80, height: 30)) {
                popover, _ in
                popover.permittedArrowDirections = [.right]
            }
            XCTAssertEqual(left.view.frame, CGRect(x: 387, y: 240, width: 200, height: 150))
            withExtendedLifetime([aboveWindow, rightWindow, leftWindow]) {}
        }
    }

    func testAClickOutsideDismissesWithTheDelegatesCallsAndAPassthroughViewKeepsItsClicks() {
        MainActor.assumeIsolated {
            let log = PopoverLog()
            var presses = 0
            let (app, window, content) = Self.present { popover, rootView in
                popover.delegate = log
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 600, y: 20, width: 100, height: 40)
                button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
                rootView.addSubview(button)
                popover.passthroughViews = [button]
            }
            XCTAssertEqual(log.events, ["prepare"])
            app.click(at: CGPoint(x: 650, y: 40), in: window)
            XCTAssertEqual(presses, 1)
            XCTAssertTrue(window.rootViewController?.presentedViewController === content)
            app.click(at: CGPoint(x: 100, y: 100), in: window)
            XCTAssertTrue(window.rootViewController?.presentedViewController === content, "a click in the box stays")

            app.click(at: CGPoint(x: 600, y: 400), in: window)
            app.advance(by: 0.6)
            XCTAssertNil(window.rootViewController?.presentedViewController)
            XCTAssertEqual(
                log.events, ["prepare", "should dismiss", "will dismiss", "did dismiss", "did dismiss popover"])
        }
    }

    func testABarButtonItemIsTheSourceTheArrowPointsAt() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            let root = UIViewController()
            let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            root.navigationItem.rightBarButtonItem = item
            window.rootViewController = UINavigationController(rootViewController: root)
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 200, height: 150)
            content.modalPresentationStyle = .popover
            content.popoverPresentationController?.barButtonItem = item
            root.present(content, animated: false)
            app.runUntilIdle()

            let bar = (window.rootViewController as! UINavigationController).navigationBar.frame
            XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(content.view.frame.minY, bar.maxY + 13, accuracy: 8)
            XCTAssertEqual(content.view.frame.maxX, 790)
        }
    }

    func testInACompactWindowAPopoverIsASheetUnlessTheDelegateKeepsIt() {
        MainActor.assumeIsolated {
            let (_, window, sheet) = Self.present(in: CGSize(width: 390, height: 700))
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 390, height: 690))
            XCTAssertEqual(sheet.popoverPresentationController?.arrowDirection, .unknown)

            let log = PopoverLog()
            log.keepsPopoverWhenCompact = true
            let (_, popoverWindow, popover) = Self.present(in: CGSize(width: 390, height: 700)) { popover, _ in
                popover.delegate = log
            }
            XCTAssertEqual(popover.popoverPresentationController?.arrowDirection, .up)
            XCTAssertEqual(popover.view.frame, CGRect(x: 40, y: 143, width: 200, height: 150))
            withExtendedLifetime([window, popoverWindow]) {}
        }
    }
}
