import UIKit
import UIKitTesting
import XCTest

/// `UIImage(named:in:compatibleWith:)`: the bundle says where to look, the traits which scale.
final class UIImageNamedInBundleTests: XCTestCase {
    private var resources: URL!
    private var bundleFolder: URL!

    override func setUpWithError() throws {
        let root = try makeTemporaryDirectory(self)
        resources = root.appendingPathComponent("Resources")
        bundleFolder = root.appendingPathComponent("Assets.bundle")
        for folder in [resources!, bundleFolder!] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        NamedImageStore.shared.setSearchDirectories([resources])
        MainActor.assumeIsolated { _ = makeApp(dotsPerInch: 96) }
    }

    override func tearDown() {
        NamedImageStore.shared.setSearchDirectories(nil)
    }

    private func write(_ file: String, in folder: URL, color: RGBA, width: Int) throws {
        let data = UIImage(cgImage: makeSolid(color, width: width, height: width)).pngData()!
        try data.write(to: folder.appendingPathComponent(file))
    }

    func testTheImageIsLookedUpInTheGivenBundle() throws {
        try write("pin.png", in: bundleFolder, color: Swatch.green, width: 6)
        try write("pin.png", in: resources, color: Swatch.red, width: 6)
        let bundle = try XCTUnwrap(Bundle(path: bundleFolder.path))

        let fromBundle = try XCTUnwrap(UIImage(named: "pin", in: bundle, compatibleWith: nil))
        let fromApp = try XCTUnwrap(UIImage(named: "pin"))

        XCTAssertEqual(fromBundle.cgImage?.rgba(0, 0), Swatch.green)
        XCTAssertEqual(fromApp.cgImage?.rgba(0, 0), Swatch.red)
    }

    func testANilBundleLooksWhereNamedLooks() throws {
        try write("dot.png", in: resources, color: Swatch.blue, width: 4)

        let image = try XCTUnwrap(UIImage(named: "dot", in: nil, compatibleWith: nil))

        XCTAssertEqual(image.cgImage?.rgba(0, 0), Swatch.blue)
    }

    func testAnImageOnlyInAnotherBundleIsNotFound() throws {
        try write("elsewhere.png", in: bundleFolder, color: Swatch.blue, width: 4)

        XCTAssertNil(UIImage(named: "elsewhere"))
    }

    func testTheTraitCollectionsDisplayScalePicksTheVariant() throws {
        try write("icon.png", in: resources, color: Swatch.red, width: 10)
        try write("icon@2x.png", in: resources, color: Swatch.green, width: 20)
        let traits = MainActor.assumeIsolated { UITraitCollection(displayScale: 2) }

        let image = try XCTUnwrap(UIImage(named: "icon", in: nil, compatibleWith: traits))

        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.rgba(0, 0), Swatch.green)
    }
}
