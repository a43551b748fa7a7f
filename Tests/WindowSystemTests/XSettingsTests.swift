import WindowSystem
import X11TestSupport
import XCTest

@testable import X11Backend

/// The XSETTINGS property's binary format, and what the desktop's settings mean for the app.
final class XSettingsTests: XCTestCase {
    func testIntegersStringsAndColoursAreReadInEitherByteOrder() throws {
        for bigEndian in [false, true] {
            let bytes = XSettingsEncoder(bigEndian: bigEndian)
                .integer("Gtk/ApplicationPreferDarkTheme", 1)
                .string("Net/ThemeName", "Adwaita-dark")
                .color("Gtk/Color", red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF)
                .bytes

            let settings = try XCTUnwrap(XSettings(property: bytes))

            XCTAssertEqual(settings.integer("Gtk/ApplicationPreferDarkTheme"), 1)
            XCTAssertEqual(settings.string("Net/ThemeName"), "Adwaita-dark")
            XCTAssertEqual(
                settings.values["Gtk/Color"], .color(red: 0x1234, green: 0x5678, blue: 0x9ABC, alpha: 0xFFFF))
        }
    }

    func testATruncatedPropertyReadsAsNoSettings() {
        let bytes = XSettingsEncoder(bigEndian: false).string("Net/ThemeName", "Adwaita").bytes

        XCTAssertNil(XSettings(property: Array(bytes.dropLast(3))))
        XCTAssertNil(XSettings(property: []))
    }

    func testADarkThemeNameOrThePreferenceMeansDark() {
        func appearance(_ values: [String: XSettings.Value]) -> DesktopSettings.Appearance? {
            XSettings(values: values).desktopSettings.appearance
        }

        XCTAssertEqual(appearance(["Net/ThemeName": .string("Adwaita-dark")]), .dark)
        XCTAssertEqual(appearance(["Net/ThemeName": .string("Yaru-Dark")]), .dark)
        XCTAssertEqual(appearance(["Net/ThemeName": .string("Adwaita:dark")]), .dark)
        XCTAssertEqual(appearance(["Net/ThemeName": .string("Adwaita")]), .light)
        XCTAssertEqual(
            appearance(["Net/ThemeName": .string("Adwaita"), "Gtk/ApplicationPreferDarkTheme": .integer(1)]), .dark)
        XCTAssertNil(appearance([:]))
    }

    func testTextScaleComesFromTheUnscaledDPIAndTheFontSize() {
        func scale(_ values: [String: XSettings.Value]) -> Double? {
            XSettings(values: values).desktopSettings.textScale
        }

        XCTAssertEqual(scale(["Gdk/UnscaledDPI": .integer(120 * 1024)]), 1.25)
        XCTAssertEqual(scale(["Gtk/FontName": .string("Cantarell 11")]), 1)
        XCTAssertEqual(scale(["Gtk/FontName": .string("Noto Sans, Bold 13.75")]), 1.25)
        XCTAssertEqual(
            scale(["Gdk/UnscaledDPI": .integer(120 * 1024), "Gtk/FontName": .string("Sans 22")]), 2.5)
        XCTAssertNil(scale(["Xft/DPI": .integer(192 * 1024)]))
    }

    func testTheScreensDensityIsXftDPILeavingOutGNOMEsTextScalingFactor() {
        XCTAssertEqual(XSettings(values: ["Xft/DPI": .integer(144 * 1024)]).dotsPerInch, 144)
        // GNOME at window scale 2 with text scaled by 1.25: both DPIs carry the 1.25.
        XCTAssertEqual(
            XSettings(values: ["Xft/DPI": .integer(240 * 1024), "Gdk/UnscaledDPI": .integer(120 * 1024)]).dotsPerInch,
            192)
        XCTAssertNil(XSettings(values: ["Xft/DPI": .integer(0)]).dotsPerInch)
        XCTAssertNil(XSettings(values: [:]).dotsPerInch)
    }
}
