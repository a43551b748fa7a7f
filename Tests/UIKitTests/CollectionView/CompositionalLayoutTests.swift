import UIKit
import UIKitTesting
import XCTest

/// The compositional layout's frames against hand-computed values, in a 320×400 collection view.
final class CompositionalLayoutTests: XCTestCase {
    func testFourColumnGridOfSquareItems() {
        MainActor.assumeIsolated {
            let (_, window, collection, log) = compositionalWindow(
                sections: [10], layout: UICollectionViewCompositionalLayout(section: gridSection(columns: 4)))

            let frames = (0..<10).compactMap { collection.itemFrame($0) }

            XCTAssertEqual(frames[0], CGRect(x: 0, y: 0, width: 80, height: 80))
            XCTAssertEqual(frames[3], CGRect(x: 240, y: 0, width: 80, height: 80))
            XCTAssertEqual(frames[5], CGRect(x: 80, y: 80, width: 80, height: 80))
            XCTAssertEqual(frames[9], CGRect(x: 80, y: 160, width: 80, height: 80))
            XCTAssertEqual(collection.contentSize, CGSize(width: 320, height: 240))
            XCTAssertEqual(collection.cellForItem(at: IndexPath(item: 5, section: 0))?.frame, frames[5])
            withExtendedLifetime((window, log)) {}
        }
    }

    func testItemAndSectionContentInsetsAndInterGroupSpacing() {
        MainActor.assumeIsolated {
            // 280 points inside the section's insets: items 70 wide, less 2 on each side.
            let section = gridSection(columns: 4)
            section.group.subitems[0].contentInsets = NSDirectionalEdgeInsets(
                top: 2, leading: 2, bottom: 2, trailing: 2)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
            section.interGroupSpacing = 5
            let (_, window, collection, log) = compositionalWindow(
                sections: [8], layout: UICollectionViewCompositionalLayout(section: section))

            let first = collection.itemFrame(0)
            let sixth = collection.itemFrame(5)

            XCTAssertEqual(first, CGRect(x: 22, y: 12, width: 66, height: 66))
            XCTAssertEqual(sixth, CGRect(x: 20 + 70 + 2, y: 10 + 70 + 5 + 2, width: 66, height: 66))
            XCTAssertEqual(collection.contentSize.height, 10 + 70 + 5 + 70 + 30)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testVerticalGroupInsideHorizontalGroup() {
        MainActor.assumeIsolated {
            let big = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
            let (_, window, collection, log) = compositionalWindow(
                sections: [5],
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))

            let frames = (0..<5).compactMap { collection.itemFrame($0) }

            XCTAssertEqual(frames[0], CGRect(x: 0, y: 0, width: 160, height: 200))
            XCTAssertEqual(frames[1], CGRect(x: 160, y: 0, width: 160, height: 100))
            XCTAssertEqual(frames[2], CGRect(x: 160, y: 100, width: 160, height: 100), "the column repeats its item")
            XCTAssertEqual(frames[3], CGRect(x: 0, y: 200, width: 160, height: 200))
            XCTAssertEqual(frames[4], CGRect(x: 160, y: 200, width: 160, height: 100))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testCountGroupSharesItsWidthAndSubitemsRepeatWhileTheyFit() {
        MainActor.assumeIsolated {
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .fractionalHeight(1)))
            let counted = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
            counted.interItemSpacing = .fixed(10)
            let wide = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)))
            let repeating = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [wide])
            repeating.interItemSpacing = .fixed(10)
            let layout = UICollectionViewCompositionalLayout { index, _ in
                NSCollectionLayoutSection(group: index == 0 ? counted : repeating)
            }
            let (_, window, collection, log) = compositionalWindow(sections: [4, 4], layout: layout)

            XCTAssertEqual(collection.itemFrame(1), CGRect(x: 110, y: 0, width: 100, height: 50))
            XCTAssertEqual(collection.itemFrame(3), CGRect(x: 0, y: 50, width: 100, height: 50))
            XCTAssertEqual(collection.itemFrame(2, section: 1), CGRect(x: 220, y: 100, width: 100, height: 40))
            XCTAssertEqual(collection.itemFrame(3, section: 1), CGRect(x: 0, y: 140, width: 100, height: 40))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testSectionProviderVariesPerSectionAndSeesTheContainer() {
        MainActor.assumeIsolated {
            var widths: [CGFloat] = []
            let layout = UICollectionViewCompositionalLayout { index, environment in
                widths.append(environment.container.effectiveContentSize.width)
                return gridSection(columns: index == 0 ? 2 : 4)
            }
            let (_, window, collection, log) = compositionalWindow(sections: [3, 5], layout: layout)

            let inSecond = collection.itemFrame(4, section: 1)

            XCTAssertEqual(collection.itemFrame(2), CGRect(x: 0, y: 160, width: 160, height: 160))
            XCTAssertEqual(inSecond, CGRect(x: 0, y: 320 + 80, width: 80, height: 80))
            XCTAssertEqual(widths.last, 320)
            withExtendedLifetime((window, log)) {}
        }
    }

    func testConfigurationInterSectionSpacingAndHorizontalScrolling() {
        MainActor.assumeIsolated {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 20
            let layout = UICollectionViewCompositionalLayout(
                section: gridSection(columns: 4), configuration: configuration)
            let (_, window, collection, log) = compositionalWindow(sections: [4, 4], layout: layout)

            XCTAssertEqual(collection.itemFrame(0, section: 1), CGRect(x: 0, y: 100, width: 80, height: 80))

            let sideways = UICollectionViewCompositionalLayoutConfiguration()
            sideways.scrollDirection = .horizontal
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
            let section = NSCollectionLayoutSection(group: column)
            section.interGroupSpacing = 10
            collection.collectionViewLayout = UICollectionViewCompositionalLayout(
                section: section, configuration: sideways)
            collection.layoutIfNeeded()

            XCTAssertEqual(collection.itemFrame(3), CGRect(x: 110, y: 200, width: 100, height: 200))
            XCTAssertEqual(collection.contentSize, CGSize(width: 210 + 0 + 210, height: 400))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testCustomGroupAndFlexibleSpacing() {
        MainActor.assumeIsolated {
            let custom = NSCollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100))) {
                let half = $0.container.effectiveContentSize.width / 2
                return [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: half, height: 100)),
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: half, y: 20, width: half, height: 60), zIndex: 2),
                ]
            }
            let item = NSCollectionLayoutItem(layoutSize: layoutSize(.absolute(80), .fractionalHeight(1)))
            let spread = NSCollectionLayoutGroup.horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitems: [item])
            spread.interItemSpacing = .flexible(10)
            let layout = UICollectionViewCompositionalLayout { index, _ in
                NSCollectionLayoutSection(group: index == 0 ? custom : spread)
            }
            let (_, window, collection, log) = compositionalWindow(sections: [3, 4], layout: layout)

            let second = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))

            XCTAssertEqual(second?.frame, CGRect(x: 160, y: 20, width: 160, height: 60))
            XCTAssertEqual(second?.zIndex, 2)
            XCTAssertEqual(collection.itemFrame(2), CGRect(x: 0, y: 100, width: 160, height: 100))
            // Three 80-point items fit 10 apart; the 60 points left widen both gaps to 40.
            XCTAssertEqual(collection.itemFrame(1, section: 1), CGRect(x: 120, y: 200, width: 80, height: 80))
            XCTAssertEqual(collection.itemFrame(3, section: 1), CGRect(x: 0, y: 280, width: 80, height: 80))
            withExtendedLifetime((window, log)) {}
        }
    }

    func testConfigurationHeaderAndFooterFrameTheWholeLayout() {
        MainActor.assumeIsolated {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), elementKind: "header", alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(20)), elementKind: "footer",
                    alignment: .bottomTrailing),
            ]
            let layout = UICollectionViewCompositionalLayout(
                section: gridSection(columns: 4), configuration: configuration)
            let (_, window, collection, log) = compositionalWindow(sections: [4, 4], layout: layout)
            @MainActor func frame(_ kind: String) -> CGRect? {
                collection.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?
                    .frame
            }

            XCTAssertEqual(frame("header"), CGRect(x: 0, y: 0, width: 320, height: 50))
            XCTAssertEqual(collection.itemFrame(0), CGRect(x: 0, y: 50, width: 80, height: 80))
            XCTAssertEqual(frame("footer"), CGRect(x: 160, y: 50 + 160, width: 160, height: 20))
            XCTAssertEqual(collection.contentSize.height, 50 + 160 + 20)
            XCTAssertEqual(collection.visibleSupplementaryViews(ofKind: "footer").count, 1)
            withExtendedLifetime((window, log)) {}
        }
    }
}
