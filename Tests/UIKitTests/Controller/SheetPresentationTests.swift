import UIKit
import UIKitTesting
import XCTest

/// Sheets: detents in a compact window, dragging between them and down to dismiss, the delegate's
/// calls, undimmed detents passing touches through, and the centred card in a wide window.
final class SheetPresentationTests: XCTestCase {
    @MainActor
    private final class SheetLog: UISheetPresentationControllerDelegate {
        var events: [String] = []
        var allowsDismissal = true

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            events.append("changed to \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            events.append("should dismiss")
            return allowsDismissal
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            events.append("will dismiss")
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            events.append("did dismiss")
        }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            events.append("did attempt to dismiss")
        }
    }

    /// A window of `size` whose root has a button at the top left, presenting a page sheet the
    /// caller configures; the presentation has finished.
    @MainActor
    private static func present(
        in size: CGSize = CGSize(width: 390, height: 800), configure: (UISheetPresentationController) -> Void = { _ in }
    ) -> (HeadlessApp, UIWindow, UIViewController, UIButton) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let root = UIViewController()
        root.view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Behind", for: .normal)
        button.frame = CGRect(x: 10, y: 40, width: 100, height: 40)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.runUntilIdle()
        let sheet = UIViewController()
        sheet.view.backgroundColor = .systemBlue
        configure(sheet.sheetPresentationController!)
        root.present(sheet, animated: true)
        app.advance(by: 0.6)
        return (app, window, sheet, button)
    }

    func testAPageSheetInACompactWindowIsAttachedToTheBottomAtItsLargeDetent() {
        MainActor.assumeIsolated {
            let (_, window, sheet, _) = Self.present()
            let presentation = sheet.sheetPresentationController!
            XCTAssertTrue(sheet.presentationController === presentation)
            XCTAssertEqual(presentation.detents.map(\.identifier), [.large])
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 390, height: 790))
            XCTAssertEqual(sheet.view.layer.cornerRadius, 10)
            XCTAssertEqual(sheet.view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
            withExtendedLifetime(window) {}
        }
    }

    func testTheSmallestDetentIsTheRestingPlaceUntilOneIsSelectedAndCustomDetentsResolve() {
        MainActor.assumeIsolated {
            let (app, window, sheet, _) = Self.present { sheet in
                sheet.detents = [
                    .custom(identifier: .init("third")) { $0.maximumDetentValue / 3 }, .medium(), .large(),
                ]
                sheet.prefersGrabberVisible = true
            }
            let presentation = sheet.sheetPresentationController!
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 800 - 790.0 / 3, width: 390, height: 790.0 / 3))
            let grabber = sheet.view.superview?.subviews.first { $0.frame.size == CGSize(width: 36, height: 5) }
            XCTAssertEqual(grabber?.frame, CGRect(x: 177, y: sheet.view.frame.minY + 5, width: 36, height: 5))

            presentation.animateChanges { presentation.selectedDetentIdentifier = .medium }
            app.advance(by: 0.4)
            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 405, width: 390, height: 395))
            withExtendedLifetime(window) {}
        }
    }

    func testDraggingTheSheetUpRestsAtTheNextDetentAndTellsTheDelegate() {
        MainActor.assumeIsolated {
            let log = SheetLog()
            let (app, window, sheet, _) = Self.present { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.delegate = log
            }
            XCTAssertEqual(sheet.view.frame.minY, 405)
            app.drag(from: CGPoint(x: 200, y: 450), by: CGPoint(x: 0, y: -300), in: window)
            app.advance(by: 0.5)

            XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 10, width: 390, height: 790))
            XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
            XCTAssertEqual(log.events, ["changed to com.apple.UIKit.large"])
        }
    }

    func testDraggingWellBelowTheSmallestDetentDismissesWithTheDelegatesCalls() {
        MainActor.assumeIsolated {
            let log = SheetLog()
            let (app, window, sheet, _) = Self.present { sheet in
                sheet.detents = [.medium()]
                sheet.delegate = log
            }
            let root = window.rootViewController!
            app.drag(from: CGPoint(x: 200, y: 450), by: CGPoint(x: 0, y: 300), in: window)
            app.advance(by: 0.8)

            XCTAssertNil(root.presentedViewController)
            XCTAssertNil(sheet.view.window)
            XCTAssertEqual(log.events, ["should dismiss", "will dismiss", "did dismiss"])
        }
    }

    func testARefusedDismissalSpringsBackAndTellsTheDelegateOfTheAttempt() {
        MainActor.assumeIsolated {
            let log = SheetLog()
            log.allowsDismissal = false
            let (app, window, sheet, _) = Self.present { sheet in
                sheet.detents = [.medium()]
                sheet.delegate = log
            }
            app.drag(from: CGPoint(x: 200, y: 450), by: CGPoint(x: 0, y: 300), in: window)
            app.advance(by: 0.5)
            XCTAssertTrue(window.rootViewController?.presentedViewController === sheet)
            XCTAssertEqual(sheet.view.frame.minY, 405)
            XCTAssertEqual(log.events, ["should dismiss", "did attempt to dismiss"])

            log.events = []
            log.allowsDismissal = true
            sheet.isModalInPresentation = true
            app.drag(from: CGPoint(x: 200, y: 450), by: CGPoint(x: 0, y: 300), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(log.events, ["did attempt to dismiss"])
        }
    }

    func testUpToTheLargestUndimmedDetentWhatIsBehindTakesTouches() {
        MainActor.assumeIsolated {
            let (app, window, sheet, button) = Self.present { sheet in
                sheet.detents = [.medium(), .large()]
                sheet.largestUndimmedDetentIdentifier = .medium
            }
            var presses = 0
            button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
            app.click(at: CGPoint(x: 50, y: 60), in: window)
            XCTAssertEqual(presses, 1)
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 300, y: 200)), RGBA(255, 255, 255))

            sheet.sheetPresentationController?.selectedDetentIdentifier = .large
            app.runUntilIdle()
            XCTAssertEqual(app.pixel(in: window, at: CGPoint(x: 300, y: 5)), RGBA(153, 153, 153))
            app.click(at: CGPoint(x: 50, y: 5), in: window)
            XCTAssertEqual(presses, 1)
        }
    }

    func testInAWideWindowASheetIsACentredCardAndIgnoresDetents() {
        MainActor.assumeIsolated {
            let (_, window, sheet, _) = Self.present(in: CGSize(width: 1000, height: 800)) { sheet in
                sheet.detents = [.medium()]
            }
            defer { withExtendedLifetime(window) {} }
            XCTAssertEqual(sheet.view.frame, CGRect(x: 148, y: 20, width: 704, height: 760))
            XCTAssertEqual(sheet.view.layer.maskedCorners.count, 4)
        }
    }
}

extension CACornerMask {
    fileprivate var count: Int {
        [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner].filter(contains).count
    }
}
