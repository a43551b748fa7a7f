import HeadlessBackend
import UIKitTesting
import WindowSystem
import XCTest

@testable import UIKit

/// Drags to and from another app (XDND on X11), played here by the headless backend's other app.
final class ExternalDragTests: XCTestCase {
    private final class AppDelegate: UIResponder, UIApplicationDelegate {}

    /// A window at (100, 100), 400 × 200 points, whose root view carries `interaction`.
    @MainActor
    private static func launch(_ interaction: any UIInteraction) -> (HeadlessApp, UIWindow, WindowID) {
        let app = HeadlessApp(delegate: AppDelegate())
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 400, height: 200))
        window.rootViewController = UIViewController()
        window.rootViewController?.view.addInteraction(interaction)
        window.makeKeyAndVisible()
        app.runUntilIdle()
        return (app, window, app.platformWindow(of: window)!.id)
    }

    func testAFileDroppedFromAnotherAppArrivesAsAFileURL() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-drop-\(getpid()).txt")
        try Data("dropped".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        MainActor.assumeIsolated {
            let log = CallLog()
            let target = LoggingDropTarget("target", log: log)
            let (app, window, id) = Self.launch(UIDropInteraction(delegate: target))
            defer { withExtendedLifetime(window) {} }
            let other = app.backend.headlessDragAndDrop
            let item = SelectionItem([(SelectionType.uriList, Data("\(file.absoluteString)\r\n".utf8))])

            other.dragFromAnotherApp(item, enteringAt: PixelPoint(x: 10, y: 10), in: id)
            app.runUntilIdle()
            XCTAssertEqual(other.lastResponse, .copy)
            other.moveDragFromAnotherApp(to: PixelPoint(x: 50, y: 40), in: id)
            other.dropFromAnotherApp(at: PixelPoint(x: 50, y: 40), in: id)
            app.runUntilIdle()
            drainMainQueue { !target.urls.isEmpty }

            XCTAssertEqual(target.urls, [file])
            XCTAssertEqual(target.wasLocal, false)
            XCTAssertEqual(other.finishedOperation, .copy)
            XCTAssertEqual(
                log.entries,
                [
                    "target canHandle", "target sessionDidEnter", "target sessionDidUpdate", "target performDrop",
                    "target willAnimateDrop", "target concludeDrop", "target sessionDidEnd",
                ])
        }
    }

    func testAPNGDroppedFromAnotherAppLoadsAsAUIImage() throws {
        try MainActor.assumeIsolated {
            let png = try XCTUnwrap(
                UIGraphicsImageRenderer(size: CGSize(width: 5, height: 7)).image { context in
                    UIColor.blue.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 5, height: 7))
                }.pngData())
            let target = ImageTarget()
            let (app, window, id) = Self.launch(UIDropInteraction(delegate: target))
            defer { withExtendedLifetime(window) {} }
            let other = app.backend.headlessDragAndDrop

            other.dragFromAnotherApp(
                SelectionItem([(SelectionType.png, png)]), enteringAt: PixelPoint(x: 20, y: 20), in: id)
            other.dropFromAnotherApp(at: PixelPoint(x: 20, y: 20), in: id)
            app.runUntilIdle()
            drainMainQueue { !target.images.isEmpty }

            XCTAssertEqual(target.images.map(\.size), [CGSize(width: 5, height: 7)])
            XCTAssertEqual(other.finishedOperation, .copy)
        }
    }

    func testTextFromAnotherAppThatLeavesIsNotDropped() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let target = LoggingDropTarget("target", log: log)
            let (app, window, id) = Self.launch(UIDropInteraction(delegate: target))
            defer { withExtendedLifetime(window) {} }
            let other = app.backend.headlessDragAndDrop

            other.dragFromAnotherApp(
                SelectionItem([(SelectionType.utf8Text, Data("hi".utf8))]), enteringAt: PixelPoint(x: 5, y: 5), in: id)
            other.leaveDragFromAnotherApp(id)
            app.runUntilIdle()

            XCTAssertEqual(
                log.entries,
                [
                    "target canHandle", "target sessionDidEnter", "target sessionDidUpdate", "target sessionDidExit",
                    "target sessionDidEnd",
                ])
            XCTAssertNil(other.finishedOperation)
        }
    }

    func testTextDraggedOutLandsOnAnotherAppThatAccepts() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let source = LoggingDragSource(log: log)
            let (app, window, _) = Self.launch(UIDragInteraction(delegate: source))
            defer { withExtendedLifetime(source) {} }
            let other = app.backend.headlessDragAndDrop
            other.anotherAppFrame = PixelRect(x: 700, y: 100, width: 200, height: 200)
            other.anotherAppAccepts = .copy

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 300, y: 50), in: window)
            drainMainQueue { other.offered?.data(for: SelectionType.utf8Text) != nil }
            app.pointerMove(to: CGPoint(x: 650, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 650, y: 50), in: window)
            app.runUntilIdle()

            XCTAssertEqual(other.droppedOnAnotherApp?.data(for: SelectionType.utf8Text), Data("Dragged words".utf8))
            XCTAssertEqual(
                Array(log.entries.suffix(3)),
                ["source willEndWith copy", "source didEndWith copy", "source sessionDidTransferItems"])
        }
    }

    func testADragRestrictedToTheAppIsNeverOfferedToOtherApps() {
        MainActor.assumeIsolated {
            let source = RestrictedSource()
            let (app, window, _) = Self.launch(UIDragInteraction(delegate: source))
            defer { withExtendedLifetime(source) {} }
            let other = app.backend.headlessDragAndDrop
            other.anotherAppFrame = PixelRect(x: 700, y: 100, width: 200, height: 200)
            other.anotherAppAccepts = .copy

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 650, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 650, y: 50), in: window)
            app.runUntilIdle()

            XCTAssertNil(other.offered)
            XCTAssertNil(other.droppedOnAnotherApp)
            XCTAssertEqual(source.ended, .cancel)
        }
    }

    func testAnImageDraggedOutGoesAsPNGAndALinkAsAURIList() throws {
        try MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
            }
            let source = ItemsSource([
                NSItemProvider(object: image), NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL),
            ])
            let (app, window, _) = Self.launch(UIDragInteraction(delegate: source))
            defer { withExtendedLifetime(source) {} }
            let other = app.backend.headlessDragAndDrop
            other.anotherAppFrame = PixelRect(x: 700, y: 100, width: 200, height: 200)
            other.anotherAppAccepts = .copy

            app.pointerDown(at: CGPoint(x: 50, y: 50), in: window)
            app.pointerMove(to: CGPoint(x: 300, y: 50), in: window)
            drainMainQueue {
                other.offered?.data(for: SelectionType.png) != nil
                    && other.offered?.data(for: SelectionType.uriList) != nil
            }
            app.pointerMove(to: CGPoint(x: 650, y: 50), in: window)
            app.pointerUp(at: CGPoint(x: 650, y: 50), in: window)
            app.runUntilIdle()

            let dropped = try XCTUnwrap(other.droppedOnAnotherApp)
            let png = try XCTUnwrap(dropped.data(for: SelectionType.png))
            XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 6, height: 4))
            XCTAssertEqual(dropped.data(for: SelectionType.uriList), Data("https://example.com/a\r\n".utf8))
            XCTAssertEqual(dropped.data(for: SelectionType.utf8Text), Data("https://example.com/a".utf8))
        }
    }
}

/// A drop target that copies images and keeps them.
private final class ImageTarget: NSObject, UIDropInteractionDelegate {
    var images: [UIImage] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        session.loadObjects(ofClass: UIImage.self) { [self] in images += $0.compactMap { $0 as? UIImage } }
    }
}

/// A drag source whose text stays in the app.
private final class RestrictedSource: NSObject, UIDragInteractionDelegate {
    var ended: UIDropOperation?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        [UIDragItem(itemProvider: NSItemProvider(object: "in-house" as NSString))]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        true
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        ended = operation
    }
}

/// A drag source offering one item per provider.
private final class ItemsSource: NSObject, UIDragInteractionDelegate {
    let providers: [NSItemProvider]

    init(_ providers: [NSItemProvider]) {
        self.providers = providers
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        providers.map(UIDragItem.init(itemProvider:))
    }
}
