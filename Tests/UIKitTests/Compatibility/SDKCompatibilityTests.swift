import Foundation
import XCTest

/// Code written against the iOS 17 SDK compiles here as it does there: Swift 5-mode code without a
/// diagnostic, Swift 6-mode code with the SDK's isolation diagnostics, drawing on any thread.
final class SDKCompatibilityTests: XCTestCase {
    private let compiler = SwiftCompiler()
    private let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Swift5Fixture")

    /// The fixture of iOS-style Swift 5 code (top-level drawing, nonisolated animation helpers,
    /// layer subclasses, `layerClass`, concurrent rendering) gets no warning and no error.
    func testSwift5FixtureCompilesWithoutDiagnostics() throws {
        let files = try FileManager.default.contentsOfDirectory(at: fixture, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }

        let result = try compiler.typecheck(files, mode: .swift5)

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "")
    }

    /// The fixture runs as it would on iOS: every check it makes passes.
    func testSwift5FixtureRunsEveryCheck() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Swift5Fixture")

        let result = try runCommand([executable.path], deadline: 60)

        let text = result.output
        XCTAssertEqual(result.status, 0, text)
        XCTAssertTrue(text.hasSuffix("all checks passed\n"), text)
        XCTAssertFalse(text.contains("FAIL"), text)
        XCTAssertTrue(text.contains("ok same pixels on every thread"), text)
    }

    /// Programmer errors stop the program with UIKit's message, which names the bad value.
    func testMisusesStopWithUIKitsMessage() throws {
        let expected = [
            "nan-position": "CALayerInvalidGeometry: CALayer position contains NaN: [nan 20]",
            "infinite-frame": "CALayerInvalidGeometry: CALayer bounds contains an infinite value: [0 0; inf 10]",
            "nan-center": "CALayerInvalidGeometry: CALayer position contains NaN: [3 nan]",
            "self-subview": "Can't add self as subview",
            "duplicate-items": "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
            "unregistered-cell": "unable to dequeue a cell with identifier Cell - must register a nib or a class for "
                + "the identifier or connect a prototype cell in a storyboard",
            "nib-cell": "Could not load NIB in bundle: 'NSBundle <",
            "collection-invalid-update": "attempt to insert item 0 into section 0, but there are only 0 sections after "
                + "the update",
            "unknown-section": "Section identifier was not found. You can verify the section exists by calling the "
                + "indexOfSectionIdentifier API (which has O(1) performance)",
        ]
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("Swift5Fixture")

        for (misuse, message) in expected {
            let result = try runCommand([executable.path, "--misuse", misuse], deadline: 60)

            XCTAssertNotEqual(result.status, 0, misuse)
            XCTAssertTrue(result.output.contains(message), "\(misuse): \(result.output.prefix(300))")
        }
    }

    /// Swift 5 mode: a nonisolated function may touch a view, as with the SDK.
    func testSwift5ModeLetsNonisolatedCodeTouchViews() throws {
        let result = try compiler.typecheck(source: Self.touchesFrame, mode: .swift5)

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    /// Swift 6 mode: the same function is diagnosed, as the SDK's `@MainActor` UIView is.
    func testSwift6ModeDiagnosesNonisolatedViewAccess() throws {
        let result = try compiler.typecheck(source: Self.touchesFrame, mode: .swift6)

        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(
            result.output.contains(
                "main actor-isolated property 'frame' can not be mutated from a nonisolated context"),
            result.output)
    }

    /// Swift 6 mode: drawing an image or measuring text from a nonisolated function is fine, and
    /// images, colours, fonts, paths and timing functions are `Sendable`, as on iOS.
    func testSwift6ModeAllowsNonisolatedImageRendering() throws {
        let source = """
            import UIKit

            func thumbnail(of size: CGSize) -> UIImage {
                UIGraphicsImageRenderer(size: size).image { context in
                    UIColor.systemBlue.setFill()
                    UIBezierPath(roundedRect: context.format.bounds, cornerRadius: 4).fill()
                    ("A" as NSString).draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 9)])
                    UIGraphicsGetCurrentContext()?.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
                }
            }

            func inBackground() async -> Data? {
                thumbnail(of: CGSize(width: 8, height: 8)).pngData()
            }

            func measure(_ text: String) -> CGSize {
                (text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            }

            /// The immutable values cross to another task as on iOS: they are Sendable.
            func share(_ image: UIImage, _ color: UIColor, _ font: UIFont, _ path: CGPath) async -> Int {
                let timing = CAMediaTimingFunction(name: .easeIn)
                return await Task.detached {
                    _ = (image.cgImage, color.cgColor, font.pointSize, path.boundingBox, timing)
                    return 1
                }.value
            }
            """

        let result = try compiler.typecheck(source: source, mode: .swift6)

        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "")
    }

    private static let touchesFrame = """
        import UIKit

        func place(_ view: UIView) {
            view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        }
        """
}
