import Foundation
import WindowSystem

/// How the MIME types of what is offered map to X selection targets and back.
///
/// UTF-8 text goes by five names: `UTF8_STRING` (the usual one), the MIME names, `TEXT` (answered as
/// `UTF8_STRING`) and `STRING`, which ICCCM defines as Latin-1: characters outside it become `?`.
/// `text/plain` without a charset is answered in UTF-8 too, as most toolkits read it. Every other type
/// is a target of the same name.
enum X11SelectionTargets {
    /// The names of text, in the order a reader asks for them.
    static let textTargets = ["UTF8_STRING", SelectionType.utf8Text, "STRING", "TEXT", "text/plain"]

    /// The targets offered for an item of these MIME types, best first.
    static func targets(offering types: [String]) -> [String] {
        var targets: [String] = []
        for name in types.flatMap({ $0 == SelectionType.utf8Text ? textTargets : [$0] }) where !targets.contains(name) {
            targets.append(name)
        }
        return targets
    }

    /// The MIME types an owner's targets stand for: text once, and every name that looks like a MIME
    /// type; the protocol's own targets (`TARGETS`, `TIMESTAMP`, `MULTIPLE`…) are left out.
    static func types(fromTargets names: [String]) -> [String] {
        var types: [String] = []
        for name in names {
            let type = textTargets.contains(name) ? SelectionType.utf8Text : name
            if type.contains("/"), !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// The targets to ask for, in turn, to read `type` from an owner that offers `offered` (empty when
    /// it did not list them: then the usual names are tried).
    static func targets(forReading type: String, offered: [String]) -> [String] {
        let candidates = type == SelectionType.utf8Text ? textTargets : [type]
        guard !offered.isEmpty else { return type == SelectionType.utf8Text ? ["UTF8_STRING", "STRING"] : [type] }
        return candidates.filter(offered.contains)
    }

    /// The answer to a request for `target`: the reply's type name and bytes, or nil when the item
    /// cannot give it. Made on demand, so lazily produced data is made only now.
    @MainActor
    static func reply(to target: String, from item: SelectionItem) -> (type: String, data: Data)? {
        if textTargets.contains(target) {
            guard item.types.contains(SelectionType.utf8Text), let text = item.data(for: SelectionType.utf8Text) else {
                return nil
            }
            switch target {
            case "STRING": return ("STRING", latin1(fromUTF8: text))
            case "TEXT": return ("UTF8_STRING", text)
            default: return (target, text)
            }
        }
        guard item.types.contains(target), let data = item.data(for: target) else { return nil }
        return (target, data)
    }

    /// What a reply of type `replyType` gives as `type`: text in UTF-8 whatever encoding it came in
    /// (nil for encodings it cannot read, such as COMPOUND_TEXT beyond ASCII); other types as they are.
    static func data(fromReply data: Data, type replyType: String, as type: String) -> Data? {
        guard type == SelectionType.utf8Text else { return data }
        switch replyType {
        case "STRING":
            return Data(String(data.map { Character(Unicode.Scalar($0)) }).utf8)
        case "COMPOUND_TEXT":
            return data.allSatisfy { $0 < 0x80 } ? data : nil
        default:
            return data
        }
    }

    private static func latin1(fromUTF8 data: Data) -> Data {
        Data(
            String(decoding: data, as: UTF8.self).unicodeScalars.map {
                $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?")
            })
    }
}
