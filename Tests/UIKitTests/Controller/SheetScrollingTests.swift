import UIKit
import UIKitTesting
import XCTest

/// A scroll view in a sheet: at its top edge a drag up grows the sheet to its next detent (with
/// `prefersScrollingExpandsWhenScrolledToEdge`) and a drag down moves the sheet; elsewhere, and
/// once the sheet is at its tallest, the content scrolls.
final class SheetScrollingTests: XCTestCase {
    /// A compact window presenting a sheet with medium and large detents that a tall scroll view fills.
    @MainActor
    private static func present(expands: Bool = true) -> (HeadlessApp, UIWindow, UIViewController, UIScrollView) {
        let app = HeadlessApp(delegate: LoggingAppDelegate())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        app.runUntilIdle()
        let sheet = UIViewController()
        let scrollView = UIScrollView(frame: sheet.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        sheet.view.addSubview(scrollView)
        let presentation = sheet.sheetPresentationController!
        presentation.detents = [.medium(), .large()]
        presentation.prefersScrollingExpandsWhenScrolledToEdge = expands
        root.present(sheet, animated: true)
        app.advance(by: 0.6)
        return (app, window, sheet, scrollView)
    }

    func testDraggingUpAtTheTopEdgeGrowsTheSheetInsteadOfScrolling() {
        MainActor.assumeIsolated {
            let (app, window, sheet, scrollView) = Self.present()
            XCTAssertEqual(sheet.view.frame.minY, 405)
            app.drag(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -300), in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(sheet.sheetPresentationController?.selectedDetentIdentifier, .large)
            XCTAssertEqual(sheet.view.frame.minY, 10)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func testWithoutExpandingTheContentScrollsAndTheSheetStays() {
        MainActor.assumeIsolated {
            let (app, window, sheet, scrollView) = Self.present(expands: false)
            app.drag(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -150), in: window)
            app.advance(by: 2)
            XCTAssertNil(sheet.sheetPresentationController?.selectedDetentIdentifier)
            XCTAssertEqual(sheet.view.frame.minY, 405)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        }
    }

    func testAtTheTallestDetentTheContentScrollsAndOnlyATopEdgeDragDownMovesTheSheet() {
        MainActor.assumeIsolated {
            let (app, window, sheet, scrollView) = Self.present()
            let presentation = sheet.sheetPresentationController!
            presentation.selectedDetentIdentifier = .large
            app.advance(by: 0.5)
            XCTAssertEqual(sheet.view.frame.minY, 10)

            app.drag(from: CGPoint(x: 200, y: 600), by: CGPoint(x: 0, y: -200), in: window)
            app.advance(by: 2)
            XCTAssertEqual(presentation.selectedDetentIdentifier, .large)
            let scrolled = scrollView.contentOffset.y
            XCTAssertGreaterThan(scrolled, 150)

            // Scrolled down, a drag down scrolls back rather than moving the sheet.
            app.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 100), in: window)
            app.advance(by: 2)
            XCTAssertEqual(sheet.view.frame.minY, 10)
            XCTAssertLessThan(scrollView.contentOffset.y, scrolled)

            scrollView.contentOffset = .zero
            app.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: 350), steps: 40, in: window)
            app.advance(by: 0.5)
            XCTAssertEqual(presentation.selectedDetentIdentifier, .medium)
            XCTAssertEqual(sheet.view.frame.minY, 405)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }
}
