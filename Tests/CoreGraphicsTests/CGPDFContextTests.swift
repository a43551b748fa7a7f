import GraphicsTestSupport
import TestPrerequisites
import XCTest

@testable import CoreGraphics

final class CGPDFContextTests: XCTestCase {
    private let box = CGRect(x: 0, y: 0, width: 200, height: 100)

    /// A 2-page document: page 1 has a red square at the bottom-left in PDF (y-up) space, page 2
    /// is blue all over.
    private func makeTwoPageDocument() -> Data {
        let data = NSMutableData()
        var mediaBox = box
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &mediaBox, nil)!
        context.beginPDFPage(nil)
        context.setFillColor(Paint.redColor)
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 40))
        context.endPDFPage()
        context.beginPage(mediaBox: nil)
        context.setFillColor(Paint.blueColor)
        context.fill(box)
        context.endPage()
        context.closePDF()
        return data as Data
    }

    func testWritesAPDFWithTwoPages() throws {
        let data = makeTwoPageDocument()

        XCTAssertEqual(String(decoding: data.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertEqual(PDFInspector.pageObjectCount(data), 2)
        guard let info = try PDFInspector.info(data) else {
            throw missingPrerequisite("pdfinfo (poppler-utils) is not installed; the page size was not checked")
        }
        XCTAssertTrue(info.contains("Pages:           2"), info)
        XCTAssertTrue(info.contains("200 x 100 pts"), info)
    }

    func testFilledRectAppearsAtTheBottomLeftOfThePage() throws {
        let data = makeTwoPageDocument()
        guard let page = try PDFInspector.render(data, page: 1) else {
            throw missingPrerequisite("pdftoppm (poppler-utils) is not installed; the page's pixels were not checked")
        }
        XCTAssertEqual(page.width, 200)
        XCTAssertEqual(page.height, 100)
        // PDF y 10...50 from the bottom is image rows 50...90 from the top.
        XCTAssertEqual(page.pixel(x: 30, y: 70).red, 255)
        XCTAssertEqual(page.pixel(x: 30, y: 70).green, 0)
        XCTAssertEqual(page.pixel(x: 30, y: 30).green, 255, "white above the square")
        XCTAssertEqual(page.pixel(x: 100, y: 70).green, 255, "white beside it")

        let second = try XCTUnwrap(PDFInspector.render(data, page: 2))
        XCTAssertEqual(second.pixel(x: 100, y: 50).blue, 255)
        XCTAssertEqual(second.pixel(x: 100, y: 50).red, 0)
    }

    func testPagesMayHaveTheirOwnMediaBoxAndStartWithAFreshState() throws {
        let data = NSMutableData()
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil)!
        XCTAssertEqual(context.width, 612)
        XCTAssertNil(context.makeImage())
        XCTAssertNil(context.data)
        context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 100, height: 300)])
        XCTAssertEqual(context.height, 300)
        context.setFillColor(Paint.redColor)
        context.translateBy(x: 50, y: 50)
        context.saveGState()
        context.endPDFPage()
        context.beginPDFPage(nil)
        XCTAssertEqual(context.ctm, .identity)
        context.fill(CGRect(x: 0, y: 0, width: 612, height: 792))
        context.closePDF()

        XCTAssertEqual(PDFInspector.pageObjectCount(data as Data), 2)
        guard let second = try PDFInspector.render(data as Data, page: 2) else {
            throw missingPrerequisite("pdftoppm (poppler-utils) is not installed; the page's pixels were not checked")
        }
        XCTAssertEqual(second.width, 612)
        XCTAssertEqual(second.pixel(x: 300, y: 400).red, 0, "the fill colour was reset to black")
    }

    func testWritesToAFileURLWithMetadata() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-pdf-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var mediaBox = box
        let context = try XCTUnwrap(CGContext(url, mediaBox: &mediaBox, [kCGPDFContextTitle: "Casement test"]))
        context.beginPage(mediaBox: nil)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endPage()
        context.closePDF()

        let data = try Data(contentsOf: url)
        XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "%PDF")
        XCTAssertEqual(PDFInspector.pageObjectCount(data), 1)
        XCTAssertNil(CGContext(URL(fileURLWithPath: "/nonexistent-dir/x.pdf"), mediaBox: nil, nil))
        guard let info = try PDFInspector.info(data) else {
            throw missingPrerequisite("pdfinfo (poppler-utils) is not installed; the metadata was not checked")
        }
        XCTAssertTrue(info.contains("Casement test"), info)
    }

    func testReleasingTheContextFinishesTheDocument() {
        let data = NSMutableData()
        do {
            let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil)!
            context.beginPage(mediaBox: nil)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertTrue(String(decoding: data as Data, as: UTF8.self).contains("%%EOF"))
    }

    func testGradientsShadowsAndBlendModesDrawIntoPDFs() throws {
        let data = NSMutableData()
        var mediaBox = box
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &mediaBox, nil)!
        context.beginPage(mediaBox: nil)
        let gradient = CGGradient(colorsSpace: nil, colors: [Paint.redColor, Paint.blueColor], locations: [0, 1])!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 200, y: 0), options: [])
        context.setShadow(offset: CGSize(width: 5, height: -5), blur: 4)
        context.setBlendMode(.multiply)
        context.fill(CGRect(x: 20, y: 20, width: 40, height: 40))
        context.closePDF()

        guard let page = try PDFInspector.render(data as Data, page: 1) else {
            throw missingPrerequisite("pdftoppm (poppler-utils) is not installed; the page's pixels were not checked")
        }
        XCTAssertGreaterThan(page.pixel(x: 10, y: 10).red, 200)
        XCTAssertGreaterThan(page.pixel(x: 190, y: 10).blue, 200)
        XCTAssertEqual(page.pixel(x: 40, y: 60).red, 0, "the black square")
    }
}
