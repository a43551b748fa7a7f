import UIKit
import UIKitTesting
import XCTest

/// `UIImage(named:)`: where it looks, which scale variant it picks, and what it caches.
final class UIImageNamedTests: XCTestCase {
    private var resources: URL!

    override func setUpWithError() throws {
        resources = try makeTemporaryDirectory(self).appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        NamedImageStore.shared.setSearchDirectories([resources])
    }

    override func tearDown() {
        NamedImageStore.shared.setSearchDirectories(nil)
    }

    /// Launches a headless app on a screen of `dotsPerInch`, which sets `UIScreen.main.scale`.
    private func useScreen(dotsPerInch: Double) {
        MainActor.assumeIsolated { _ = makeApp(dotsPerInch: dotsPerInch) }
    }

    /// Writes a solid `width`×`width` PNG (or JPEG) called `file` into the resources folder.
    private func write(_ file: String, color: RGBA, width: Int) throws {
        let image = UIImage(cgImage: makeSolid(color, width: width, height: width))
        let data = file.hasSuffix(".jpg") ? image.jpegData(compressionQuality: 0.9)! : image.pngData()!
        try data.write(to: resources.appendingPathComponent(file))
    }

    func testTwoXVariantIsChosenOnAScaleTwoScreen() throws {
        useScreen(dotsPerInch: 192)
        try write("icon.png", color: Swatch.red, width: 10)
        try write("icon@2x.png", color: Swatch.green, width: 20)
        try write("icon@3x.png", color: Swatch.blue, width: 30)

        let image = try XCTUnwrap(UIImage(named: "icon"))

        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(image.cgImage?.rgba(0, 0), Swatch.green)
    }

    func testOneXFileIsChosenOnAScaleOneScreen() throws {
        useScreen(dotsPerInch: 96)
        try write("icon.png", color: Swatch.red, width: 10)
        try write("icon@2x.png", color: Swatch.green, width: 20)

        let image = try XCTUnwrap(UIImage(named: "icon"))

        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.cgImage?.rgba(0, 0), Swatch.red)
    }

    func testALargerVariantIsPreferredToASmallerOneWhenTheExactScaleIsMissing() throws {
        useScreen(dotsPerInch: 192)
        try write("logo.png", color: Swatch.red, width: 10)
        try write("logo@3x.png", color: Swatch.blue, width: 30)

        let image = try XCTUnwrap(UIImage(named: "logo"))

        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
    }

    func testNameWithExtensionAndJPEGFilesAreFound() throws {
        useScreen(dotsPerInch: 96)
        try write("photo.jpg", color: Swatch.blue, width: 8)
        try write("plain.png", color: Swatch.red, width: 4)

        let photo = try XCTUnwrap(UIImage(named: "photo"))
        let plain = try XCTUnwrap(UIImage(named: "plain.png"))

        XCTAssertTrue(photo.cgImage!.rgba(4, 4).isClose(to: Swatch.blue, tolerance: 8))
        XCTAssertEqual(plain.size, CGSize(width: 4, height: 4))
    }

    func testExplicitScaleSuffixIsHonoured() throws {
        useScreen(dotsPerInch: 96)
        try write("badge@2x.png", color: Swatch.green, width: 8)

        let image = try XCTUnwrap(UIImage(named: "badge@2x"))

        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.size, CGSize(width: 4, height: 4))
    }

    func testMissingAndCorruptNamesGiveNil() throws {
        useScreen(dotsPerInch: 96)
        try Data("garbage".utf8).write(to: resources.appendingPathComponent("broken.png"))

        XCTAssertNil(UIImage(named: "nothing-here"))
        XCTAssertNil(UIImage(named: "broken"))
        XCTAssertNil(UIImage(named: ""))
    }

    func testDecodedImagesAreCachedByNameUntilAMemoryWarning() throws {
        useScreen(dotsPerInch: 96)
        try write("cached.png", color: Swatch.red, width: 4)
        let first = try XCTUnwrap(UIImage(named: "cached"))
        try write("cached.png", color: Swatch.blue, width: 4)

        let second = try XCTUnwrap(UIImage(named: "cached"))
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        let third = try XCTUnwrap(UIImage(named: "cached"))

        XCTAssertTrue(first.cgImage === second.cgImage)
        XCTAssertEqual(third.cgImage?.rgba(0, 0), Swatch.blue)
    }

    func testDefaultSearchIncludesAResourcesFolderBesideTheExecutable() {
        let directories = NamedImageStore.defaultSearchDirectories()

        XCTAssertEqual(directories.last?.lastPathComponent, "Resources")
        XCTAssertTrue(directories.contains(Bundle.main.bundleURL.standardizedFileURL))
    }
}
