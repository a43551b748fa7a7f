import Foundation

/// An `NSValue` holding a Swift structure that Foundation on Linux cannot box itself (a `CGVector`,
/// a `CATransform3D`, UIKit's insets…), so that `NSValue(cgVector:)` and friends return an object
/// that casts back from `Any`, compares by value and reports Apple's type encoding.
///
/// Made only by the `NSValue` convenience initializers (`NSValue(boxing:objCType:)`); `CGPoint`,
/// `CGSize`, `CGRect` and `NSRange` use Foundation's own boxes instead. Immutable, so usable from
/// any thread. Not archivable: Foundation on Linux decodes only its own boxes.
package final class StructValue: NSValue, @unchecked Sendable {
    /// The boxed structure.
    package let value: any Hashable & Sendable
    private let typeEncoding: StaticString

    init(_ value: any Hashable & Sendable, objCType: StaticString) {
        self.value = value
        typeEncoding = objCType
        super.init()
    }

    package required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        fatalError("Make boxes of \(String(cString: type)) with NSValue(bytes:objCType:) itself")
    }

    package required convenience init?(coder: NSCoder) {
        return nil
    }

    package override func getValue(_ pointer: UnsafeMutableRawPointer) {
        func copy<T>(_ value: T) {
            withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return }
                pointer.copyMemory(from: base, byteCount: bytes.count)
            }
        }
        copy(value)
    }

    package override var objCType: UnsafePointer<Int8> {
        UnsafeRawPointer(typeEncoding.utf8Start).assumingMemoryBound(to: Int8.self)
    }

    package override func encode(with coder: NSCoder) {
        fatalError("An NSValue holding \(type(of: value)) cannot be archived on Linux")
    }

    package override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? StructValue else { return false }
        return AnyHashable(value) == AnyHashable(other.value)
    }

    package override var hash: Int {
        AnyHashable(value).hashValue
    }

    package override var description: String {
        String(describing: value)
    }
}

/// Lets an `NSValue` convenience initializer hand back a `StructValue` in its place.
package protocol NSValueSubstitution {}

extension NSValueSubstitution {
    init(substitute: () -> Self) {
        self = substitute()
    }
}

extension NSValue: NSValueSubstitution {
    /// A box holding `value`, whose C type encoding is `objCType` (Apple's, such as
    /// `"{CGVector=dd}"`).
    package convenience init(boxing value: any Hashable & Sendable, objCType: StaticString) {
        self.init { StructValue(value, objCType: objCType) as! Self }
    }

    /// The structure this value holds: the boxed one, or the `CGPoint`, `CGSize`, `CGRect` or
    /// `NSRange` in one of Foundation's own boxes; nil for other boxes.
    ///
    /// Foundation on Linux keeps what `NSValue(point:)` and friends hold in a private `_value`
    /// property and offers no safe way to ask which structure it is (`pointValue` on a rectangle
    /// crashes, `objCType` leaks a string per call), so this reads that property by reflection.
    package var structure: Any? {
        if let box = self as? StructValue { return box.value }
        return Mirror(reflecting: self).children.first { $0.label == "_value" }?.value
    }

    /// The structure of type `T` this value holds; traps, naming `accessor`, when it holds another.
    package func structure<T>(_ type: T.Type, for accessor: String) -> T {
        guard let value = structure as? T else {
            fatalError("\(accessor) read from an NSValue holding \(structure.map { "\($0)" } ?? "\(self)")")
        }
        return value
    }
}
