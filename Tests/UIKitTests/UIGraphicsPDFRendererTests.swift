import GraphicsTestSupport
import TestPrerequisites
import UIKit
import XCTest

final class UIGraphicsPDFRendererTests: XCTestCase {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)

    func testPDFDataHasAPagePerBeginPageAndTheContextIsCurrentDuringActions() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle: "Renderer test"]
        let renderer = UIGraphicsPDFRenderer(bounds: bounds, format: format)
        var sawCurrent = false
        let data = MainActor.assumeIsolated {
            renderer.pdfData { context in
                MainActor.assumeIsolated {
                    sawCurrent = UIGraphicsGetCurrentContext() === context.cgContext
                }
                context.beginPage()
                XCTAssertEqual(context.pdfContextBounds, CGRect(x: 0, y: 0, width: 200, height: 100))
                context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 300), pageInfo: [:])
                XCTAssertEqual(context.pdfContextBounds.width, 300)
            }
        }
        XCTAssertTrue(sawCurrent)
        MainActor.assumeIsolated { XCTAssertNil(UIGraphicsGetCurrentContext()) }
        XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "%PDF")
        XCTAssertEqual(PDFInspector.pageObjectCount(data), 2)
        guard let info = try PDFInspector.info(data) else {
            throw missingPrerequisite("pdfinfo (poppler-utils) is not installed; the title was not checked")
        }
        XCTAssertTrue(info.contains("Renderer test"), info)
    }

    func testPagesUseUIKitsTopLeftOrigin() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: bounds)
        let data = MainActor.assumeIsolated {
            renderer.pdfData { context in
                context.beginPage()
                MainActor.assumeIsolated {
                    UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
                    UIRectFill(CGRect(x: 10, y: 10, width: 40, height: 20))
                }
            }
        }
        guard let page = try PDFInspector.render(data, page: 1) else {
            throw missingPrerequisite("pdftoppm (poppler-utils) is not installed; the page's pixels were not checked")
        }
        XCTAssertEqual(page.pixel(x: 30, y: 20).red, 255)
        XCTAssertEqual(page.pixel(x: 30, y: 20).green, 0, "red near the top, as drawn in UIKit space")
        XCTAssertEqual(page.pixel(x: 30, y: 80).green, 255, "white near the bottom")
    }

    func testWritePDFWritesTheFileAndThrowsWhenItCannot() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ui-pdf-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: bounds)
        try MainActor.assumeIsolated {
            try renderer.writePDF(to: url) { context in
                context.beginPage()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            XCTAssertThrowsError(
                try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-dir/x.pdf")) { $0.beginPage() })
        }
        let data = try Data(contentsOf: url)
        XCTAssertEqual(PDFInspector.pageObjectCount(data), 1)
    }
}
