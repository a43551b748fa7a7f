/// One value of the D-Bus type system, as a message carries it.
///
/// Containers say their element types, so an empty array still has its full signature.
package indirect enum DBusValue: Sendable, Equatable {
    case byte(UInt8)
    case boolean(Bool)
    case int16(Int16)
    case uint16(UInt16)
    case int32(Int32)
    case uint32(UInt32)
    case int64(Int64)
    case uint64(UInt64)
    case double(Double)
    case string(String)
    case objectPath(String)
    case signature(String)
    /// An array of values that each have the signature `element`.
    case array(element: String, [DBusValue])
    case structure([DBusValue])
    case variant(DBusValue)
    /// One entry of a dictionary: an array of entries (`a{sv}`).
    case dictionaryEntry(DBusValue, DBusValue)

    /// The value's D-Bus type signature ("s", "a{sv}", "(so)").
    package var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .array(let element, _): "a" + element
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        case .variant: "v"
        case .dictionaryEntry(let key, let value): "{" + key.signature + value.signature + "}"
        }
    }

    /// A dictionary of strings to variants (`a{sv}`), in the order given.
    package static func properties(_ entries: [(String, DBusValue)]) -> DBusValue {
        .array(element: "{sv}", entries.map { .dictionaryEntry(.string($0.0), .variant($0.1)) })
    }

    /// A dictionary of strings to strings (`a{ss}`), in the order given.
    package static func stringDictionary(_ entries: [(String, String)]) -> DBusValue {
        .array(element: "{ss}", entries.map { .dictionaryEntry(.string($0.0), .string($0.1)) })
    }

    /// An array of strings (`as`).
    package static func strings(_ values: [String]) -> DBusValue {
        .array(element: "s", values.map { .string($0) })
    }

    /// The string inside a string, object path or signature, or inside a variant holding one.
    package var stringValue: String? {
        switch self {
        case .string(let text), .objectPath(let text), .signature(let text): text
        case .variant(let inner): inner.stringValue
        default: nil
        }
    }

    /// Any integer as an `Int`, or nil for other types.
    package var intValue: Int? {
        switch self {
        case .byte(let number): Int(number)
        case .int16(let number): Int(number)
        case .uint16(let number): Int(number)
        case .int32(let number): Int(number)
        case .uint32(let number): Int(number)
        case .int64(let number): Int(number)
        case .uint64(let number): Int(exactly: number)
        case .variant(let inner): inner.intValue
        default: nil
        }
    }

    /// A double, or any integer converted, or nil for other types.
    package var doubleValue: Double? {
        if case .double(let number) = self { return number }
        if case .variant(let inner) = self { return inner.doubleValue }
        return intValue.map(Double.init)
    }
}
