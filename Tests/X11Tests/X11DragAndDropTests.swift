import Foundation
import TestPrerequisites
import WindowSystem
import X11Backend
import X11TestSupport
import XCTest

@testable import UIKit

/// Drag and drop with other X clients through XDND: a python3-xlib script plays the file manager that
/// drops a file and text on the app, and a GTK window with a text entry takes text dragged out of it
/// (xdotool moves the pointer and holds the button). Every process a test starts, it ends.
final class X11DragAndDropTests: XCTestCase {
    func testAFileAndTextDroppedByAnotherAppArriveAsAFileURLAndAString() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-xdnd-\(getpid()).txt")
        try Data("from the file manager".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            try Self.requirePython(modules: ["Xlib"])
            let target = DropRecorder()
            let (app, delegate) = try Self.launchDropTarget(target, x11)
            defer { withExtendedLifetime(delegate) {} }

            let fileDrop = try Self.dragFromFileManager(at: (300, 300), "text/uri-list", file.absoluteString + "\r\n")
            defer { fileDrop.end() }
            XCTAssertTrue(
                app.pump(timeout: 10) { fileDrop.hasFinished && !target.urls.isEmpty }, fileDrop.standardOutput)
            let textDrop = try Self.dragFromFileManager(at: (350, 320), SelectionType.utf8Text, "Grüße aus GTK")
            defer { textDrop.end() }
            XCTAssertTrue(
                app.pump(timeout: 10) { textDrop.hasFinished && !target.strings.isEmpty }, textDrop.standardOutput)

            XCTAssertEqual(target.urls, [file])
            XCTAssertEqual(target.strings, ["Grüße aus GTK"])
            XCTAssertEqual(target.locations.first, CGPoint(x: 100, y: 100), "the drop's place in the view")
            XCTAssertTrue(fileDrop.standardOutput.contains("status accepted=1 action=XdndActionCopy"))
            XCTAssertTrue(fileDrop.standardOutput.contains("finished accepted=1 action=XdndActionCopy"))
            XCTAssertTrue(textDrop.standardOutput.contains("finished accepted=1 action=XdndActionCopy"))
        }
    }

    func testAPNGDroppedByAnotherAppArrivesAsAUIImage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("casement-xdnd-\(getpid()).png")
        let png = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
        }.pngData()
        try XCTUnwrap(png).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            try Self.requirePython(modules: ["Xlib"])
            let target = DropRecorder()
            let (app, delegate) = try Self.launchDropTarget(target, x11)
            defer { withExtendedLifetime(delegate) {} }

            let drop = try Self.dragFromFileManager(at: (300, 300), SelectionType.png, "@" + file.path)
            defer { drop.end() }

            XCTAssertTrue(app.pump(timeout: 10) { drop.hasFinished && !target.images.isEmpty }, drop.standardOutput)
            XCTAssertEqual(target.images.map(\.size), [CGSize(width: 12, height: 8)])
            XCTAssertTrue(drop.standardOutput.contains("sent image/png"))
        }
    }

    func testADragGoesFromOneWindowOfTheAppToAnotherWithItsPreviewInAnOverrideRedirectWindow() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            let source = DragSource(text: "Between windows")
            let target = DropRecorder()
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                let first = delegate.addWindow(CGRect(x: 100, y: 200, width: 300, height: 200), color: .white)
                let chip = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
                chip.backgroundColor = .systemGreen
                chip.addInteraction(UIDragInteraction(delegate: source))
                first.rootViewController?.view.addSubview(chip)
                first.makeKeyAndVisible()
                let second = delegate.addWindow(CGRect(x: 600, y: 200, width: 300, height: 200), color: .white)
                second.rootViewController?.view.addInteraction(UIDropInteraction(delegate: target))
                second.isHidden = false
            }
            let app = try X11App(delegate: delegate)
            XCTAssertTrue(app.pump { delegate.windows.allSatisfy { x11.isViewable(app.xid($0)) } })

            try xdotool(["mousemove", "160", "240", "mousedown", "1", "mousemove", "170", "245"])
            XCTAssertTrue(app.pump { UIApplication.shared.dragSession != nil }, "the drag begins")
            try xdotool(["mousemove", "400", "260", "mousemove", "700", "300"])
            XCTAssertTrue(app.pump { UIApplication.shared.dragSession?.target != nil }, "over the other window")
            let preview = try XCTUnwrap(UIApplication.shared.windows.first { $0 is DragPreviewWindow })
            XCTAssertTrue(app.pump { x11.isViewable(app.xid(preview)) })
            XCTAssertTrue(x11.isOverrideRedirect(app.xid(preview)))
            XCTAssertEqual(x11.geometry(of: app.xid(preview)).x, 708, "just right of the pointer")
            try xdotool(["mouseup", "1"])

            XCTAssertTrue(app.pump { target.strings == ["Between windows"] }, "\(target.strings)")
            XCTAssertEqual(source.ended, .copy)
            XCTAssertTrue(app.pump { !x11.isViewable(app.xid(preview)) }, "the preview goes")
        }
    }

    func testADropOutsideEveryTargetIsRefused() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            try Self.requirePython(modules: ["Xlib"])
            let delegate = ClosureAppDelegate()
            delegate.onLaunch = { delegate in
                delegate.addWindow(CGRect(x: 200, y: 200, width: 300, height: 200), color: .white).makeKeyAndVisible()
            }
            let app = try X11App(delegate: delegate)
            XCTAssertTrue(app.pump { x11.isViewable(app.xid(delegate.windows[0])) })

            let drop = try Self.dragFromFileManager(at: (300, 300), SelectionType.utf8Text, "nobody wants this")
            defer { drop.end() }

            XCTAssertTrue(app.pump(timeout: 10) { drop.hasFinished })
            XCTAssertEqual(drop.exitStatus, 1)
            XCTAssertTrue(drop.standardOutput.contains("status accepted=0 action=None"), drop.standardOutput)
        }
    }

    func testTextDraggedOutOfTheAppLandsInAGTKTextEntry() throws {
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            try Self.requirePython(modules: ["gi"])
            let gtk = try ChildProcess(
                command: "env",
                arguments: [
                    "GDK_BACKEND=x11", "NO_AT_BRIDGE=1", "/usr/bin/python3", Self.fixture("gtk_entry.py"), "700", "200",
                ])
            defer { gtk.end() }
            XCTAssertTrue(gtk.wait(timeout: 15) { gtk.standardOutput.contains("ready") }, gtk.standardError)
            let source = DragSource(text: "Dropped from Casement")
            let (app, delegate) = try Self.startDrag(from: source, x11)
            defer { withExtendedLifetime(delegate) {} }
            // Down and right in steps larger than the preview's offset from the pointer: each step lands
            // where the preview was, which moves out of the way before the window beneath is looked for.
            try xdotool(["mousemove", "600", "170", "mousemove", "720", "190"])
            for step in 1...3 {
                try xdotool(["mousemove", "\(720 + 20 * step)", "\(190 + 15 * step)"])
                let point = CGPoint(x: 720 + 20 * step, y: 190 + 15 * step)
                XCTAssertTrue(app.pump { UIApplication.shared.dragSession?.screenLocation == point })
            }
            let service = try XCTUnwrap(app.backend.dragAndDrop)
            XCTAssertTrue(app.pump(timeout: 5) { service.dragResponse == .copy }, "the GTK entry accepts text")
            try xdotool(["mouseup", "1"])

            XCTAssertTrue(
                app.pump(timeout: 10) { gtk.standardOutput.contains("text: Dropped from Casement") },
                gtk.standardOutput + gtk.standardError)
            XCTAssertTrue(app.pump { source.ended != nil })
            XCTAssertEqual(source.ended, .copy)
        }
    }

    func testAnImageAndALinkDraggedOutReachAnotherAppAsPNGAndAURIList() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
        }
        let png = try Self.dragOut(NSItemProvider(object: image), as: SelectionType.png)
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 12, height: 8))

        let link = try Self.dragOut(
            NSItemProvider(object: URL(string: "https://example.com/drag")! as NSURL), as: SelectionType.uriList)
        XCTAssertEqual(String(decoding: link, as: UTF8.self), "https://example.com/drag\r\n")
    }

    /// Drags `provider`'s item from the app to a python3-xlib window at (700, 200) that takes `mime`, and
    /// returns the bytes it received.
    private static func dragOut(_ provider: NSItemProvider, as mime: String) throws -> Data {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("casement-xdnd-out-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        try MainActor.assumeIsolated {
            let x11 = try requireObserver()
            try requirePython(modules: ["Xlib"])
            let other = try ChildProcess(
                command: "/usr/bin/python3", arguments: [fixture("xdnd_target.py"), "700", "200", mime, output.path])
            defer { other.end() }
            XCTAssertTrue(other.wait { other.standardOutput.contains("ready") }, other.standardError)
            let source = DragSource(provider: provider)
            let (app, delegate) = try Self.startDrag(from: source, x11)
            defer { withExtendedLifetime(delegate) {} }
            try xdotool(["mousemove", "600", "250", "mousemove", "760", "260", "mousemove", "770", "265"])
            let service = try XCTUnwrap(app.backend.dragAndDrop)
            XCTAssertTrue(app.pump { service.dragResponse == .copy }, "the other app accepts " + other.standardOutput)
            try xdotool(["mouseup", "1"])

            XCTAssertTrue(app.pump(timeout: 10) { other.hasFinished && source.ended != nil }, other.standardOutput)
            XCTAssertEqual(source.ended, .copy)
        }
        return try Data(contentsOf: output)
    }

    /// Launches the app with a window at (200, 200) whose root view takes drops for `target`, and
    /// waits until the window is on screen.
    @MainActor
    private static func launchDropTarget(_ target: DropRecorder, _ x11: X11Observer) throws -> (
        X11App, ClosureAppDelegate
    ) {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 200, y: 200, width: 300, height: 200), color: .white)
            window.rootViewController?.view.addInteraction(UIDropInteraction(delegate: target))
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(delegate.windows[0])) })
        return (app, delegate)
    }

    /// Launches the app with a window at (100, 200) holding a chip that `source` drags, presses on the
    /// chip and moves until the drag begins.
    @MainActor
    private static func startDrag(from source: DragSource, _ x11: X11Observer) throws -> (X11App, ClosureAppDelegate) {
        let delegate = ClosureAppDelegate()
        delegate.onLaunch = { delegate in
            let window = delegate.addWindow(CGRect(x: 100, y: 200, width: 300, height: 200), color: .white)
            let chip = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 40))
            chip.backgroundColor = .systemBlue
            chip.addInteraction(UIDragInteraction(delegate: source))
            window.rootViewController?.view.addSubview(chip)
            window.makeKeyAndVisible()
        }
        let app = try X11App(delegate: delegate)
        XCTAssertTrue(app.pump { x11.isViewable(app.xid(delegate.windows[0])) })
        try xdotool(["mousemove", "160", "240", "mousedown", "1", "mousemove", "170", "245"])
        XCTAssertTrue(app.pump { UIApplication.shared.dragSession != nil }, "the drag begins")
        return (app, delegate)
    }

    /// Starts the python3-xlib script that drags `data` as `mime` onto the window at the root point.
    private static func dragFromFileManager(at point: (Int, Int), _ mime: String, _ data: String) throws
        -> ChildProcess
    {
        try ChildProcess(
            command: "/usr/bin/python3",
            arguments: [fixture("xdnd_source.py"), "\(point.0)", "\(point.1)", mime, data])
    }

    private static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// The Debian python3 modules a fixture imports (python3-xlib, python3-gi with gir1.2-gtk-3.0).
    private static func requirePython(modules: [String]) throws {
        for module in modules where !FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/\(module)")
        {
            throw missingPrerequisite("needs the Debian python3 module \(module) (scripts/install-deps.sh installs it)")
        }
    }
}

/// A drop target taking URLs and strings, keeping what arrived and where.
private final class DropRecorder: NSObject, UIDropInteractionDelegate {
    var urls: [URL] = []
    var strings: [String] = []
    var images: [UIImage] = []
    var locations: [CGPoint] = []

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        locations.append(session.location(in: interaction.view!))
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { [self] in urls += $0 }
        } else if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { [self] in images += $0.compactMap { $0 as? UIImage } }
        } else {
            session.loadObjects(ofClass: String.self) { [self] in strings += $0 }
        }
    }
}

/// A drag source offering one item, keeping how the drag ended.
private final class DragSource: NSObject, UIDragInteractionDelegate {
    let provider: NSItemProvider
    var ended: UIDropOperation?

    init(provider: NSItemProvider) {
        self.provider = provider
    }

    convenience init(text: String) {
        self.init(provider: NSItemProvider(object: text as NSString))
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        [UIDragItem(itemProvider: provider)]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        ended = operation
    }
}
