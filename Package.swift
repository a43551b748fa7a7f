// swift-tools-version:6.2
import Foundation
import PackageDescription

/// Release builds of the library check exclusive access to memory at compile time only. The
/// run-time checks cost a call on nearly every read and write of a class's stored property (10 to
/// 15 % of building a window of controls); debug builds, which the tests run, keep them, so an
/// overlapping access in our code still stops there. Apps' own modules keep their checks. Since
/// tools version 6.2 SwiftPM accepts such flags in packages used as versioned dependencies.
let releaseExclusivity: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

// pangocairo.pc reaches gmodule-no-export-2.0 (through gio-2.0, a private dependency of pango), whose
// `Cflags: -pthread` SwiftPM refuses with "warning: prohibited flag(s): -pthread" on every build of
// this package and of every app that depends on it. SwiftPM takes an absolute path to a .pc file in
// place of a name (PKG_CONFIG_PATH is the user's, not ours), so CCairo names its own, which requires
// only the public packages whose headers pangocairo.h includes. SwiftPM splits the name at spaces:
// in a directory whose path has one, the system's pangocairo.pc is used and the warning comes back.
let pangoCairoPkgConfig =
    Context.packageDirectory.contains(" ")
    ? "pangocairo" : Context.packageDirectory + "/Sources/CCairo/casement-pangocairo.pc"

/// The running toolchain's SwiftSyntax (`lib/swift/host`), which casement-port parses with: prebuilt and
/// matching the compiler, so nothing is fetched or compiled from swift-syntax's sources. SwiftPM tells a
/// manifest nothing of its toolchain, so the folder is found from the PackageDescription library this
/// manifest's process has loaded (`lib/swift/pm/ManifestAPI`), else from the `swift` on PATH.
let swiftSyntaxHost: String? = {
    let fileManager = FileManager.default
    var candidates: [String] = []
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
        let start = line.firstIndex(of: "/")
    {
        let library = URL(fileURLWithPath: String(line[start...]))
        candidates.append(library.deletingLastPathComponent().appendingPathComponent("../../host").standardized.path)
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        guard fileManager.isExecutableFile(atPath: swift.path) else { continue }
        let binary = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        candidates.append(binary.appendingPathComponent("../lib/swift/host").standardized.path)
        break
    }
    return candidates.first { fileManager.fileExists(atPath: $0 + "/SwiftSyntax.swiftmodule") }
}()

/// casement-port, the porting tool (`swift run casement-port PATH…`), on the toolchain's SwiftSyntax.
/// The flags naming the toolchain are `unsafeFlags`, which SwiftPM accepts in versioned dependencies
/// since tools version 6.2; apps depending on Casement never build this target. Without SwiftSyntax
/// the product is a one-line program saying why.
let portTool: Target =
    if let host = swiftSyntaxHost {
        .executableTarget(
            name: "casement-port", path: "Tools/casement-port", swiftSettings: [.unsafeFlags(["-I", host])],
            linkerSettings: [
                .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
                .unsafeFlags(["-L", host, "-Xlinker", "-rpath", "-Xlinker", host]),
            ])
    } else {
        .executableTarget(name: "casement-port", path: "Tools/casement-port-unavailable")
    }

let package = Package(
    name: "Casement",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "ObjectiveC", targets: ["ObjectiveC"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .executable(name: "catalog", targets: ["Catalog"]),
        .executable(name: "casement-port", targets: ["casement-port"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11", pkgConfig: "x11",
            providers: [
                .apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev", "libxpresent-dev", "libxfixes-dev"])
            ]),
        // XTest fakes input as a user would; only the benchmarks link it, never an app.
        .systemLibrary(name: "CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: pangoCairoPkgConfig, providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // JPEG through libjpeg-turbo's TurboJPEG API: maintained, SIMD-accelerated, buffer to buffer.
        // libdbus: the accessibility bus (AT-SPI 2), through the DBus target only.
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // pixman: the compositor's fills, copies, masked composites and projective warps, called from
        // CoreGraphics' pixel surfaces.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        // What iOS code reaches through Apple's ObjectiveC module (associated objects, selectors,
        // NSInteger): plain Swift on Foundation, re-exported by CoreGraphics as on iOS.
        .target(name: "ObjectiveC"),
        .target(name: "UniformTypeIdentifiers"),
        // A D-Bus connection read on the main queue, with messages as Swift values: no C pointer leaves it.
        .target(name: "DBus", dependencies: ["CDBus"]),
        .target(
            name: "CoreGraphics", dependencies: ["CCairo", "CJPEG", "CPixman", "ObjectiveC"],
            swiftSettings: releaseExclusivity),
        // The platform as UIKit sees it: the backend protocol, neutral events and keys, frame timing.
        .target(name: "WindowSystem", dependencies: ["CoreGraphics"], swiftSettings: releaseExclusivity),
        // The backends, each behind the protocol: X11 is the only target that imports CX11.
        .target(
            name: "X11Backend", dependencies: ["WindowSystem", "CoreGraphics", "CX11", "CCairo"],
            swiftSettings: releaseExclusivity),
        .target(
            name: "HeadlessBackend", dependencies: ["WindowSystem", "CoreGraphics"], swiftSettings: releaseExclusivity),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "WindowSystem"], swiftSettings: releaseExclusivity),
        // The constraint solver behind Auto Layout: plain Swift, no UIKit.
        .target(name: "Cassowary", swiftSettings: releaseExclusivity),
        // Empty Clang submodules of UIKit, so `import UIKit.UIGestureRecognizerSubclass` compiles.
        .systemLibrary(name: "UIKitSubmodules"),
        // UIKit links both backends; only its backend factory imports them.
        .target(
            name: "UIKit",
            dependencies: [
                "CoreGraphics", "WindowSystem", "X11Backend", "HeadlessBackend", "QuartzCore", "Cassowary",
                "UIKitSubmodules", "UniformTypeIdentifiers", "DBus",
            ], swiftSettings: releaseExclusivity),
        .target(name: "UIKitTesting", dependencies: ["UIKit", "WindowSystem", "HeadlessBackend", "CoreGraphics"]),
        .executableTarget(name: "Catalog", dependencies: ["UIKit"], path: "Demos/Catalog"),
        portTool,
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["UIKit", "UIKitTesting", "X11Backend", "Cassowary", "CCairo", "CPixman", "CX11", "CXTest"],
            path: "Benchmarks"
        ),
        .executableTarget(name: "X11Fixture", dependencies: ["UIKit"], path: "Tests/X11Fixture"),
        // iOS-style code in Swift 5 language mode, as ports bring it; SDKCompatibilityTests runs it.
        .executableTarget(
            name: "Swift5Fixture", dependencies: ["UIKit"], path: "Tests/Swift5Fixture",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // StarRatingView, a library-shaped fixture as casement-port ports it, run by PortToolTests.
        .executableTarget(
            name: "PortedLibraryFixture", dependencies: ["UIKit", "UIKitTesting"],
            path: "Tests/PortFixtures/library-star-rating", exclude: ["input"], sources: ["expected", "driver"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // A scripted XIM server (on xcb-imdkit) the X11 tests type CJK text through.
        .systemLibrary(
            name: "CXCBIMDKit", path: "Tests/CXCBIMDKit", pkgConfig: "xcb-imdkit",
            providers: [.apt(["libxcb-imdkit-dev", "libxcb-keysyms1-dev"])]),
        .executableTarget(
            name: "XIMServerFixture", dependencies: ["CXCBIMDKit"], path: "Tests/XIMServerFixture",
            linkerSettings: [.linkedLibrary("xcb-keysyms")]),
        .target(name: "X11TestSupport", dependencies: ["CX11", "WindowSystem"], path: "Tests/X11TestSupport"),
        // glibc's malloc statistics, so tests can measure what code leaves allocated.
        .systemLibrary(name: "CMalloc", path: "Tests/CMalloc"),
        .target(
            name: "GraphicsTestSupport", dependencies: ["CoreGraphics", "CMalloc"], path: "Tests/GraphicsTestSupport"),
        // A layer tree in a headless window on a manual clock: QuartzCore tested without UIKit.
        .target(
            name: "QuartzCoreTestSupport",
            dependencies: ["QuartzCore", "CoreGraphics", "WindowSystem", "HeadlessBackend", "GraphicsTestSupport"],
            path: "Tests/QuartzCoreTestSupport"),
        // A text view that records the input method calls it gets, for the UIKit and X11 tests.
        .target(name: "TextInputTestSupport", dependencies: ["UIKit"], path: "Tests/TextInputTestSupport"),
        // Skips that CI turns into failures: the suite cannot pass by skipping.
        .target(name: "TestPrerequisites", path: "Tests/TestPrerequisites"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "DBusTests", dependencies: ["DBus"]),
        .testTarget(
            name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "GraphicsTestSupport", "TestPrerequisites"]),
        .testTarget(
            name: "QuartzCoreTests",
            dependencies: [
                "QuartzCore", "CoreGraphics", "WindowSystem", "QuartzCoreTestSupport", "GraphicsTestSupport",
            ],
            exclude: ["References"]),
        .testTarget(
            name: "UIKitTests",
            dependencies: [
                "UIKit", "UIKitTesting", "GraphicsTestSupport", "TestPrerequisites", "TextInputTestSupport",
                "UniformTypeIdentifiers",
            ],
            exclude: ["References"]),
        // The catalogue's pages on the headless backend: each opens, and long ones scroll.
        .testTarget(name: "CatalogTests", dependencies: ["Catalog", "UIKit", "UIKitTesting", "WindowSystem"]),
        .testTarget(
            name: "WindowSystemTests",
            dependencies: [
                "WindowSystem", "X11Backend", "HeadlessBackend", "CoreGraphics", "CX11", "X11TestSupport",
                "TestPrerequisites",
            ]),
        .testTarget(
            name: "X11Tests",
            dependencies: [
                "UIKit", "UIKitTesting", "WindowSystem", "X11Backend", "X11TestSupport", "TestPrerequisites",
                "TextInputTestSupport", "DBus",
            ],
            // The other X clients the drag and drop tests play, as python3 scripts.
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
