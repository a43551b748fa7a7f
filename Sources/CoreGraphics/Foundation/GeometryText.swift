import Foundation

/// A geometry structure with the string form UIKit gives it (`"{1, 2}"` for a point), shared by the
/// `NSStringFrom…`/`…FromString` functions, `NSCoder.string(for:)`/`NSCoder.cgPoint(for:)` and
/// keyed archiving, so that all of them write and read one format.
package protocol GeometryTextConvertible {
    /// The structure in UIKit's format, such as `"{{0, 0}, {3, 4}}"` for a rectangle.
    var geometryText: String { get }

    /// The structure read from `text` as leniently as UIKit: the numbers are taken in order
    /// wherever they are, and missing or unreadable ones are zero.
    init(geometryText text: String)
}

/// A geometry structure written as its numbers in order, between braces unless it says otherwise;
/// conforming supplies only the numbers and the initializer from them.
package protocol GeometryComponents: GeometryTextConvertible {
    /// The structure's numbers in UIKit's order (`x, y`; `top, left, bottom, right`).
    var components: [CGFloat] { get }

    /// The structure from exactly as many numbers as `components` has.
    init(components: [CGFloat])

    /// How many numbers the structure has.
    static var componentCount: Int { get }
}

extension GeometryComponents {
    package var geometryText: String { GeometryText.braced(components) }

    package init(geometryText text: String) {
        self.init(components: GeometryText.numbers(in: text, count: Self.componentCount))
    }
}

/// Writes and reads the numbers of UIKit's geometry strings.
package enum GeometryText {
    /// `values` between braces, separated by a comma and a space: `"{1.5, 2}"`.
    package static func braced(_ values: [CGFloat]) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    /// `values` between square brackets, separated by a comma and a space: `"[1, 0, 0, 1, 0, 0]"`.
    package static func bracketed(_ values: [CGFloat]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// `value` as UIKit prints it, C's `%.17g`: `2`, `1.5`, `0.10000000000000001`, `1e+100`.
    package static func number(_ value: CGFloat) -> String {
        String(format: "%.17g", Double(value))
    }

    /// The first `count` numbers in `text`, in order, with zeros for those missing.
    ///
    /// A number starts at a digit, a sign or a point and runs as far as C's `strtod` reads; any
    /// other character separates numbers, so `"{1,2}"`, `"(1 2)"` and `"x=1;y=2"` all give 1 and 2.
    package static func numbers(in text: String, count: Int) -> [CGFloat] {
        var numbers: [CGFloat] = []
        numbers.reserveCapacity(count)
        text.withCString { start in
            var cursor = start
            while numbers.count < count, cursor.pointee != 0 {
                guard startsNumber(UInt8(bitPattern: cursor.pointee)) else {
                    cursor += 1
                    continue
                }
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(cursor, &end)
                guard let end, end != UnsafeMutablePointer(mutating: cursor) else {
                    cursor += 1
                    continue
                }
                numbers.append(CGFloat(value))
                cursor = UnsafePointer(end)
            }
        }
        return numbers + Array(repeating: 0, count: count - numbers.count)
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }
}
