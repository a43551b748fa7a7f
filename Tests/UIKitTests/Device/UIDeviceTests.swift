import UIKitTesting
import XCTest

@testable import UIKit

/// `UIDevice.current`: the desktop described as the iPad-class device it stands in for.
final class UIDeviceTests: XCTestCase {
    func testTheDeviceIsAnIPadRunningSeventeen() {
        MainActor.assumeIsolated {
            let device = UIDevice.current

            XCTAssertTrue(device === UIDevice.current)
            XCTAssertEqual(device.model, "iPad")
            XCTAssertEqual(device.systemName, "iPadOS")
            XCTAssertEqual(device.systemVersion, "17.0")
            XCTAssertEqual(device.userInterfaceIdiom, .pad)
            XCTAssertEqual(device.name, ProcessInfo.processInfo.hostName)
            XCTAssertTrue(device.isMultitaskingSupported)
        }
    }

    func testTheIdiomAgreesWithTheTraitCollections() {
        MainActor.assumeIsolated {
            let (app, window, _) = makeViewTestApp()
            app.runUntilIdle()

            XCTAssertEqual(window.traitCollection.userInterfaceIdiom, UIDevice.current.userInterfaceIdiom)
        }
    }

    func testThereIsNoBatteryProximityOrOrientation() {
        MainActor.assumeIsolated {
            let device = UIDevice.current

            device.isBatteryMonitoringEnabled = true
            device.isProximityMonitoringEnabled = true
            defer { device.isBatteryMonitoringEnabled = false }

            XCTAssertEqual(device.batteryLevel, -1)
            XCTAssertEqual(device.batteryState, .unknown)
            XCTAssertFalse(device.isProximityMonitoringEnabled)
            XCTAssertFalse(device.proximityState)
            XCTAssertEqual(device.orientation, .unknown)
            device.playInputClick()
        }
    }

    func testOrientationNotificationRequestsAreCounted() {
        MainActor.assumeIsolated {
            let device = UIDevice.current

            device.beginGeneratingDeviceOrientationNotifications()
            device.beginGeneratingDeviceOrientationNotifications()
            device.endGeneratingDeviceOrientationNotifications()

            XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)

            device.endGeneratingDeviceOrientationNotifications()

            XCTAssertFalse(device.isGeneratingDeviceOrientationNotifications)
        }
    }

    func testDeviceOrientationPredicates() {
        XCTAssertTrue(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        XCTAssertTrue(UIDeviceOrientation.landscapeRight.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.faceDown.isFlat)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        XCTAssertFalse(UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    }

    func testTheVendorIdentifierIsStablePerMachineAndVendor() throws {
        let folder = try makeTemporaryDirectory(self)
        let machineID = folder.appendingPathComponent("machine-id")
        try "0123456789abcdef0123456789abcdef\n".write(to: machineID, atomically: true, encoding: .utf8)
        let otherID = folder.appendingPathComponent("other-id")
        try "fedcba9876543210fedcba9876543210\n".write(to: otherID, atomically: true, encoding: .utf8)

        let notes = VendorIdentifier.make(machineIDPaths: [machineID.path], bundleIdentifier: "com.example.Notes")
        let mail = VendorIdentifier.make(machineIDPaths: [machineID.path], bundleIdentifier: "com.example.Mail")
        let other = VendorIdentifier.make(machineIDPaths: [machineID.path], bundleIdentifier: "org.other.Notes")
        let otherMachine = VendorIdentifier.make(machineIDPaths: [otherID.path], bundleIdentifier: "com.example.Notes")
        let none = VendorIdentifier.make(machineIDPaths: [folder.appendingPathComponent("missing").path])

        XCTAssertNotNil(notes)
        XCTAssertEqual(notes, mail)
        XCTAssertNotEqual(notes, other)
        XCTAssertNotEqual(notes, otherMachine)
        XCTAssertNil(none)
        XCTAssertFalse(notes!.uuidString.lowercased().contains("0123456789abcdef"))
    }
}
