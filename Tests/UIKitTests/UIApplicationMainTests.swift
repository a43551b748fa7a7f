import XCTest

@testable import UIKit

final class UIApplicationMainTests: XCTestCase {
    func testDelegateClassIsFoundByItsModuleQualifiedName() {
        MainActor.assumeIsolated {
            let name = NSStringFromClass(LoggingAppDelegate.self)

            let found = try? UIApplication.delegateType(named: name).get()

            XCTAssertEqual(name, "UIKitTests.LoggingAppDelegate")
            XCTAssertTrue(found == LoggingAppDelegate.self)
        }
    }

    func testUnknownOrMissingDelegateNamesGiveAClearMessage() {
        MainActor.assumeIsolated {
            guard case .failure(let unknown) = UIApplication.delegateType(named: "Nowhere.AppDelegate"),
                case .failure(let missing) = UIApplication.delegateType(named: nil)
            else {
                return XCTFail("a bogus name resolved")
            }

            XCTAssertTrue(unknown.description.contains("Nowhere.AppDelegate"))
            XCTAssertTrue(missing.description.contains("delegate class name"))
        }
    }
}
