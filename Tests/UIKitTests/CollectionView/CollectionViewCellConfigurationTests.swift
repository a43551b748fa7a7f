import UIKit
import UIKitTesting
import XCTest

/// iOS 14's configurations in collection view cells: the content configuration's view replaces the
/// content view, and a change of state updates the configurations, then `updateConfiguration(using:)`,
/// then the handler.
final class CollectionViewCellConfigurationTests: XCTestCase {
    @MainActor
    private final class Source: NSObject, UICollectionViewDataSource {
        var states: [String] = []
        lazy var cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { [unowned self] cell, _, item in
            var content = UIListContentConfiguration.cell()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listPlainCell()
            cell.configurationUpdateHandler = { [unowned self] cell, state in
                states.append("\(item) selected \(state.isSelected)")
                var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
                if state.isSelected { background.backgroundColor = .systemRed }
                cell.backgroundConfiguration = background
            }
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
        }
    }

    func testTheConfigurationsShowAndFollowTheCellsState() {
        MainActor.assumeIsolated {
            let source = Source()
            let (app, window, collection, log) = collectionWindow(sections: [1]) { collection, _, _ in
                collection.dataSource = source
            }
            let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
            XCTAssertTrue(cell?.contentView is UIListContentView, "the configuration's view is the content view")
            XCTAssertEqual((cell?.contentConfiguration as? UIListContentConfiguration)?.text, "Item 0")
            XCTAssertTrue(source.states.contains("0 selected false"))

            app.click(at: CGPoint(x: 60, y: 60), in: window)
            app.runUntilIdle()

            XCTAssertEqual(source.states.last, "0 selected true")
            XCTAssertEqual(cell?.configurationState.isSelected, true)
            XCTAssertEqual(cell?.backgroundConfiguration?.backgroundColor, .systemRed)
            let red = app.pixel(in: window, at: CGPoint(x: 15, y: 105))
            XCTAssertEqual(red?.red, 255)
            XCTAssertLessThan(red?.green ?? 255, 80)
            withExtendedLifetime((window, log, source)) {}
        }
    }
}
