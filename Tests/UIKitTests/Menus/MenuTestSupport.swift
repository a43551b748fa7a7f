import XCTest

@testable import UIKit

/// The menu popup on screen, if any.
@MainActor
var shownMenuPopup: MenuPopupWindow? {
    UIApplication.shared.windows.last { $0 is MenuPopupWindow && !$0.isHidden } as? MenuPopupWindow
}

/// The rows of the menu popup on screen (which must be open).
@MainActor
func shownMenuLayout(file: StaticString = #filePath, line: UInt = #line) throws -> MenuPopupLayout {
    let list = shownMenuPopup?.rootViewController?.view.subviews.first as? MenuPopupView
    return try XCTUnwrap(list?.layout, "no menu popup", file: file, line: line)
}
