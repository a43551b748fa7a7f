import UIKit
import UIKitTesting
import XCTest

@testable import Catalog

/// Every set of the catalogue's pages, every tab of the controllers set and every page of the UIKit
/// Catalog opens in the main window, whole.
final class CatalogPagesTests: XCTestCase {
    func testEverySetOfPagesOpensWithEachPageInsideTheWindow() {
        MainActor.assumeIsolated {
            for set in CatalogPageSet.allCases where !set.isPresented {
                let (_, window, catalog) = launchCatalog(showing: set)

                let pages = catalog.view.subviews.filter { !($0 is UIButton) && !($0 is AppearanceToggle) }
                XCTAssertEqual(catalog.pageSet, set)
                XCTAssertEqual(pages.count, set == .uikit || set == .split ? 1 : set.makePages().count, "\(set)")
                for page in pages {
                    XCTAssertFalse(page.frame.isEmpty, "\(set): \(page)")
                    XCTAssertTrue(window.showsWhole(page), "\(set): \(page) at \(page.frame)")
                }
            }
        }
    }

    func testEveryTabOfTheControllersSetOpens() {
        MainActor.assumeIsolated {
            let (app, window, catalog) = launchCatalog(showing: .controllers)
            let tabs = try! XCTUnwrap(catalog.presentedViewController as? ControllersTabBarController)

            for (index, tab) in (tabs.viewControllers ?? []).enumerated() {
                tabs.selectedIndex = index
                app.advance(by: 1)

                XCTAssertTrue(tab.view.window === window, "tab \(index)")
                XCTAssertFalse(tab.view.frame.isEmpty, "tab \(index)")
            }
            XCTAssertEqual(tabs.viewControllers?.count, 4)
        }
    }

    /// Each page's sections fit on the page at the window's size: none runs past the page's edges.
    /// (A page its own view fills has no sections; its tests check it.)
    func testEveryUIKitCatalogPageOpensWithItsSectionsOnThePage() {
        MainActor.assumeIsolated {
            for pageType in UIKitCatalogController.pages where !pageType.fillsPage {
                let (_, window, page) = openUIKitCatalogPage(pageType)

                let sections = page.view.descendants(GroupedSectionView.self)
                XCTAssertTrue(page.view.window === window, "\(pageType)")
                XCTAssertFalse(sections.isEmpty, "\(pageType)")
                for section in sections {
                    XCTAssertTrue(page.view.showsWhole(section), "\(pageType): a section at \(section.frame)")
                }
            }
        }
    }
}
