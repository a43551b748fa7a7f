import Foundation
import TestPrerequisites
import UIKit
import X11TestSupport
import XCTest

/// Pinyin typed through fcitx5, a real input method server from Debian's packages (with its Chinese
/// addons), into a `UITextField` over XIM: the hanzi fcitx5 offers for "nihao" arrive as typed text
/// when Space chooses the first. (Named to run after `X11InputMethodTests`: an fcitx5 that has just
/// ended can keep the next server the scripted tests start from being adopted.)
final class X11PinyinInputTests: XCTestCase {
    func testPinyinTypedThroughFcitxCommitsHanziIntoATextField() throws {
        try MainActor.assumeIsolated {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fcitx5") else {
                throw missingPrerequisite("fcitx5 is not installed (apt-get install fcitx5 fcitx5-chinese-addons)")
            }
            let config = try Self.writeConfiguration()
            defer { try? FileManager.default.removeItem(at: config) }
            let server = try ChildProcess(
                command: "env",
                arguments: [
                    "XDG_CONFIG_HOME=\(config.path)", "XDG_DATA_HOME=\(config.path)", "fcitx5", "--replace",
                    "--disable=dbus,wayland,waylandim,notificationitem,kimpanel,ibusfrontend,dbusfrontend,fcitx4frontend",
                ])
            defer { server.end() }
            XCTAssertTrue(
                server.wait(timeout: 20) { server.standardError.contains("Loaded addon xim") }, server.standardError)
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 30))
            let app = try launchEditor(inputMethod: "fcitx", editing: field)

            try xdotool(["type", "--delay", "60", "nihao"])
            try xdotool(["key", "space"])

            XCTAssertTrue(
                app.pump(timeout: 15, until: { field.text == "你好" }),
                "text: \(field.text ?? "nil")\n\(server.standardError)")
        }
    }

    /// A configuration in which pinyin is the only input method and active from the start.
    private static func writeConfiguration() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("casement-fcitx-\(UUID().uuidString)")
        let directory = root.appendingPathComponent("fcitx5")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let profile = """
            [Groups/0]
            Name=Default
            Default Layout=us
            DefaultIM=pinyin

            [Groups/0/Items/0]
            Name=keyboard-us
            Layout=

            [Groups/0/Items/1]
            Name=pinyin
            Layout=

            [GroupOrder]
            0=Default
            """
        try profile.write(to: directory.appendingPathComponent("profile"), atomically: true, encoding: .utf8)
        try "[Behavior]\nActiveByDefault=True\nShareInputState=All\n".write(
            to: directory.appendingPathComponent("config"), atomically: true, encoding: .utf8)
        return root
    }
}
