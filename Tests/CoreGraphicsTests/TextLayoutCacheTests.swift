import XCTest

@testable import CoreGraphics

final class TextLayoutCacheTests: XCTestCase {
    func testTheSecondLookupOfTheSameTextHitsTheCache() {
        let cache = TextLayoutCache(capacity: 4)

        let first = cache.layout(for: makeText("Hello"), in: TextContainer(width: 100))
        let second = cache.layout(for: makeText("Hello"), in: TextContainer(width: 100))

        XCTAssertIdentical(first, second)
        XCTAssertEqual(cache.misses, 1)
        XCTAssertEqual(cache.hits, 1)
    }

    func testDifferentAttributesOrContainersAreDifferentEntries() {
        let cache = TextLayoutCache(capacity: 4)

        _ = cache.layout(for: makeText("Hello"), in: TextContainer(width: 100))
        _ = cache.layout(for: makeText("Hello", pointSize: 12), in: TextContainer(width: 100))
        _ = cache.layout(for: makeText("Hello"), in: TextContainer(width: 90))

        XCTAssertEqual(cache.misses, 3)
        XCTAssertEqual(cache.hits, 0)
        XCTAssertEqual(cache.count, 3)
    }

    func testTheLeastRecentlyUsedLayoutIsEvictedWhenFull() {
        let cache = TextLayoutCache(capacity: 2)
        let container = TextContainer()
        _ = cache.layout(for: makeText("a"), in: container)
        _ = cache.layout(for: makeText("b"), in: container)
        _ = cache.layout(for: makeText("a"), in: container)

        _ = cache.layout(for: makeText("c"), in: container)

        XCTAssertEqual(cache.count, 2)
        let missesBefore = cache.misses
        _ = cache.layout(for: makeText("a"), in: container)
        XCTAssertEqual(cache.misses, missesBefore, "a was used more recently than b")
        _ = cache.layout(for: makeText("b"), in: container)
        XCTAssertEqual(cache.misses, missesBefore + 1, "b was evicted")
    }

    func testManyDistinctTextsStayWithinTheCapacity() {
        let cache = TextLayoutCache(capacity: 8)

        for index in 0..<50 { _ = cache.layout(for: makeText("\(index)"), in: TextContainer()) }

        XCTAssertEqual(cache.count, 8)
        _ = cache.layout(for: makeText("49"), in: TextContainer())
        XCTAssertEqual(cache.hits, 1)
    }

    func testEachThreadHasItsOwnCache() {
        let mine = TextLayoutCache.current
        nonisolated(unsafe) var theirs: TextLayoutCache?
        nonisolated(unsafe) var theirSize = CGSize.zero
        let done = expectation(description: "thread finished")

        let thread = Thread {
            theirs = TextLayoutCache.current
            theirSize = TextLayoutCache.current.layout(for: makeText("Hello"), in: TextContainer()).size
            done.fulfill()
        }
        thread.start()
        wait(for: [done], timeout: 10)

        XCTAssertIdentical(TextLayoutCache.current, mine)
        XCTAssertNotIdentical(theirs, mine)
        XCTAssertEqual(theirSize, mine.layout(for: makeText("Hello"), in: TextContainer()).size)
    }
}
