import DBus
import Foundation
import XCTest

/// Messages carry D-Bus values both ways: what is appended reads back the same, signatures included.
final class DBusMessageTests: XCTestCase {
    func testSignaturesNameContainersWhateverTheyHold() {
        XCTAssertEqual(DBusValue.structure([.string("a"), .objectPath("/b")]).signature, "(so)")
        XCTAssertEqual(DBusValue.properties([]).signature, "a{sv}")
        XCTAssertEqual(DBusValue.array(element: "(so)", []).signature, "a(so)")
        XCTAssertEqual(DBusValue.variant(.double(1)).signature, "v")
    }

    func testArgumentsReadBackAsTheyWereWritten() {
        MainActor.assumeIsolated {
            let arguments: [DBusValue] = [
                .string("focused"), .int32(-1), .uint32(7), .boolean(true), .double(0.25), .int16(-2),
                .uint64(1 << 40), .byte(9), .objectPath("/org/a11y/atspi/accessible/3"),
                .array(element: "(so)", [.structure([.string(":1.2"), .objectPath("/a")])]),
                .variant(.structure([.int32(1), .int32(2)])),
                .properties([("Name", .string("OK")), ("Count", .int32(3))]),
                .strings([]),
            ]

            let message = DBusMessage(
                signalFrom: "/org/a11y/atspi/accessible/root", interface: "org.a11y.atspi.Event.Object",
                member: "StateChanged", arguments: arguments)

            XCTAssertEqual(message.arguments, arguments)
            XCTAssertEqual(message.signature, arguments.map(\.signature).joined())
            XCTAssertEqual(message.kind, .signal)
            XCTAssertEqual(message.member, "StateChanged")
        }
    }

    func testAStringWithANulEndsThere() {
        MainActor.assumeIsolated {
            let message = DBusMessage(
                methodCallTo: nil, path: "/", interface: "org.example.Test", member: "Say",
                arguments: [.string("before\0after")])

            XCTAssertEqual(message.arguments, [.string("before")])
        }
    }

    func testConnectingToNoBusThrowsAClearError() {
        MainActor.assumeIsolated {
            do {
                _ = try DBusConnection(address: "unix:path=/nonexistent/casement-bus")
                XCTFail("connected to no bus")
            } catch {
                XCTAssertTrue("\(error)".contains("/nonexistent/casement-bus"), "\(error)")
            }
        }
    }

    func testABusThatNeverAnswersIsAnErrorWithinSeconds() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("casement-silent-\(UUID().uuidString)")
            .path
        let listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer {
            close(listener)
            unlink(path)
        }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            bytes.copyBytes(from: path.utf8.prefix(bytes.count - 1))
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(listen(listener, 1), 0)
        let start = Date()

        let failed = MainActor.assumeIsolated {
            (try? DBusConnection(address: "unix:path=\(path)")) == nil
        }

        XCTAssertTrue(failed, "a bus that never authenticates is no connection")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }
}
