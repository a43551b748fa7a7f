import CX11
import CoreGraphics
import Foundation
import WindowSystem
import XCTest

@testable import X11Backend

extension X11BackendTests {
    func testSharedMemoryPresentShowsPaintedPixels() throws {
        try withHarness(["CASEMENT_NO_SHM": "0"]) { harness in

            let pixels = harness.presentTestPattern(at: PixelPoint(x: 40, y: 400))

            XCTAssertTrue(harness.backend.sharedMemoryEventBase != nil, "Xvfb offers MIT-SHM to local clients")
            XCTAssertTrue(harness.lastWindowUsesSharedMemory)
            assertTestPattern(pixels)
        }
    }

    func testPutImagePresentShowsPaintedPixels() throws {
        try withHarness(["CASEMENT_NO_SHM": "1"]) { harness in

            let pixels = harness.presentTestPattern(at: PixelPoint(x: 240, y: 400))

            XCTAssertFalse(harness.lastWindowUsesSharedMemory)
            assertTestPattern(pixels)
        }
    }

    func testBothPresentPathsShowIdenticalPixels() throws {
        try withHarness(["CASEMENT_NO_SHM": "0"]) { shared in
            let plain = try BackendHarness(extraEnvironment: ["CASEMENT_NO_SHM": "1"])
            defer { plain.tearDown() }

            let sharedPixels = shared.presentTestPattern(at: PixelPoint(x: 40, y: 600), antialiased: true)
            let plainPixels = plain.presentTestPattern(at: PixelPoint(x: 240, y: 600), antialiased: true)

            XCTAssertTrue(shared.lastWindowUsesSharedMemory)
            XCTAssertFalse(plain.lastWindowUsesSharedMemory)
            XCTAssertEqual(sharedPixels.count, testPatternSize.width * testPatternSize.height)
            XCTAssertGreaterThan(Set(sharedPixels).count, 4, "the disc's antialiased edge is part of the comparison")
            XCTAssertTrue(sharedPixels == plainPixels, "MIT-SHM and XPutImage must show the same pixels")
        }
    }

    func testRepeatedFramesWaitForCompletionAndShowTheLatest() throws {
        try withHarness { harness in
            let window = harness.makeWindow(PixelRect(x: 440, y: 400, width: 32, height: 32))
            harness.showAndWait(window)
            let whole = PixelRect(x: 0, y: 0, width: 32, height: 32)

            for step in 0...10 {
                let context = window.beginFrame()
                context.setFillColor(CGColor(red: CGFloat(step * 20) / 255, green: 0, blue: 1, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 32, height: 32))
                window.present([whole], moves: [])
            }
            harness.backend.synchronize()

            XCTAssertEqual(
                Set(harness.observer.pixels(in: PixelRect(x: 440, y: 400, width: 32, height: 32))),
                [0xC8_00FF])
        }
    }
}

extension BackendHarness {
    /// Left half magenta, right half `0x336699`, then (optionally) an antialiased white disc across both.
    func presentTestPattern(at origin: PixelPoint, antialiased: Bool = false) -> [UInt32] {
        let frame = PixelRect(x: origin.x, y: origin.y, width: testPatternSize.width, height: testPatternSize.height)
        let window = makeWindow(frame)
        showAndWait(window)

        let context = window.beginFrame()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 32, height: 48))
        context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        context.fill(CGRect(x: 32, y: 0, width: 32, height: 48))
        if antialiased {
            context.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 0.7))
            context.fillEllipse(in: CGRect(x: 10.3, y: 7.6, width: 41.2, height: 30.9))
        }
        window.present(
            [PixelRect(x: 0, y: 0, width: 32, height: 48), PixelRect(x: 32, y: 0, width: 32, height: 48)], moves: [])
        backend.synchronize()
        return observer.pixels(in: frame)
    }

    var lastWindowUsesSharedMemory: Bool {
        windows.last?.presentsWithSharedMemory ?? false
    }
}

private let testPatternSize = PixelSize(width: 64, height: 48)

private func assertTestPattern(_ pixels: [UInt32], file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(pixels.count, testPatternSize.width * testPatternSize.height, file: file, line: line)
    guard pixels.count == testPatternSize.width * testPatternSize.height else { return }
    for (index, pixel) in pixels.enumerated() {
        let expected: UInt32 = index % testPatternSize.width < 32 ? 0xFF_00FF : 0x33_6699
        guard pixel == expected else {
            XCTFail(
                "pixel \(index % 64),\(index / 64) is \(String(pixel, radix: 16)), expected "
                    + String(expected, radix: 16), file: file, line: line)
            return
        }
    }
}
