import CDBus

/// A D-Bus message: a method call, its return or error, or a signal.
///
/// Arguments are read once, when first asked for. Messages are not thread-safe; the connection's
/// owner uses them on its own actor.
package final class DBusMessage {
    /// What the message is.
    package enum Kind: Sendable, Equatable {
        case methodCall, methodReturn, error, signal, other
    }

    let pointer: OpaquePointer
    private var decoded: [DBusValue]?

    /// Takes over one reference to `pointer`.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit {
        dbus_message_unref(pointer)
    }

    /// A call of `member` on the object at `path` of the peer `destination` (nil: the bus itself, or
    /// a peer-to-peer connection's other end).
    package convenience init(
        methodCallTo destination: String?, path: String, interface: String, member: String, arguments: [DBusValue] = []
    ) {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            fatalError("libdbus is out of memory")
        }
        self.init(owning: message)
        append(arguments)
    }

    /// A signal `member` of `interface` sent by the object at `path`.
    package convenience init(signalFrom path: String, interface: String, member: String, arguments: [DBusValue]) {
        guard let message = dbus_message_new_signal(path, interface, member) else {
            fatalError("libdbus is out of memory")
        }
        self.init(owning: message)
        append(arguments)
    }

    /// The successful return of `call`, carrying `arguments`.
    package convenience init(returnFor call: DBusMessage, arguments: [DBusValue]) {
        guard let message = dbus_message_new_method_return(call.pointer) else {
            fatalError("libdbus is out of memory")
        }
        self.init(owning: message)
        append(arguments)
    }

    /// The error `name` ("org.freedesktop.DBus.Error.UnknownMethod") answering `call`, with a text for people.
    package convenience init(errorFor call: DBusMessage, name: String, text: String) {
        guard let message = dbus_message_new_error(call.pointer, name, text) else {
            fatalError("libdbus is out of memory")
        }
        self.init(owning: message)
    }

    package var kind: Kind {
        switch dbus_message_get_type(pointer) {
        case 1: .methodCall
        case 2: .methodReturn
        case 3: .error
        case 4: .signal
        default: .other
        }
    }

    package var path: String? { string(dbus_message_get_path(pointer)) }
    package var interface: String? { string(dbus_message_get_interface(pointer)) }
    package var member: String? { string(dbus_message_get_member(pointer)) }
    package var sender: String? { string(dbus_message_get_sender(pointer)) }
    package var errorName: String? { string(dbus_message_get_error_name(pointer)) }
    /// The signature of the arguments ("" when there are none).
    package var signature: String { string(dbus_message_get_signature(pointer)) ?? "" }
    /// Whether the caller asked for no reply.
    package var expectsReply: Bool { dbus_message_get_no_reply(pointer) == 0 }
    var serial: UInt32 { dbus_message_get_serial(pointer) }
    var replySerial: UInt32 { dbus_message_get_reply_serial(pointer) }

    /// The message's arguments in order.
    package var arguments: [DBusValue] {
        if let decoded { return decoded }
        var values: [DBusValue] = []
        var iterator = DBusMessageIter()
        if dbus_message_iter_init(pointer, &iterator) != 0 {
            values = Self.readAll(&iterator)
        }
        decoded = values
        return values
    }

    private func string(_ text: UnsafePointer<CChar>?) -> String? {
        text.map { String(cString: $0) }
    }

    private func append(_ values: [DBusValue]) {
        guard !values.isEmpty else { return }
        var iterator = DBusMessageIter()
        dbus_message_iter_init_append(pointer, &iterator)
        for value in values { Self.write(value, to: &iterator) }
    }
}

extension DBusMessage {
    private static func code(_ letter: Unicode.Scalar) -> Int32 { Int32(letter.value) }

    private static func write(_ value: DBusValue, to iterator: inout DBusMessageIter) {
        switch value {
        case .byte(var number): appendBasic("y", &number, to: &iterator)
        case .boolean(let flag):
            var number: dbus_bool_t = flag ? 1 : 0
            appendBasic("b", &number, to: &iterator)
        case .int16(var number): appendBasic("n", &number, to: &iterator)
        case .uint16(var number): appendBasic("q", &number, to: &iterator)
        case .int32(var number): appendBasic("i", &number, to: &iterator)
        case .uint32(var number): appendBasic("u", &number, to: &iterator)
        case .int64(var number): appendBasic("x", &number, to: &iterator)
        case .uint64(var number): appendBasic("t", &number, to: &iterator)
        case .double(var number): appendBasic("d", &number, to: &iterator)
        case .string(let text): appendText("s", text, to: &iterator)
        case .objectPath(let text): appendText("o", text, to: &iterator)
        case .signature(let text): appendText("g", text, to: &iterator)
        case .array(let element, let items):
            container("a", signature: element, in: &iterator) { inner in
                for item in items { write(item, to: &inner) }
            }
        case .structure(let fields):
            container("r", signature: nil, in: &iterator) { inner in
                for field in fields { write(field, to: &inner) }
            }
        case .variant(let inner):
            container("v", signature: inner.signature, in: &iterator) { write(inner, to: &$0) }
        case .dictionaryEntry(let key, let entry):
            container("e", signature: nil, in: &iterator) { inner in
                write(key, to: &inner)
                write(entry, to: &inner)
            }
        }
    }

    private static func appendBasic<T: BitwiseCopyable>(
        _ type: Unicode.Scalar, _ value: inout T, to iterator: inout DBusMessageIter
    ) {
        guard dbus_message_iter_append_basic(&iterator, code(type), &value) != 0 else {
            fatalError("libdbus is out of memory")
        }
    }

    private static func appendText(_ type: Unicode.Scalar, _ text: String, to iterator: inout DBusMessageIter) {
        // D-Bus strings end at the first NUL; libdbus refuses anything else that is not UTF-8.
        let clean = text.contains("\0") ? String(text.prefix { $0 != "\0" }) : text
        clean.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            appendBasic(type, &pointer, to: &iterator)
        }
    }

    private static func container(
        _ type: Unicode.Scalar, signature: String?, in iterator: inout DBusMessageIter,
        _ body: (inout DBusMessageIter) -> Void
    ) {
        var inner = DBusMessageIter()
        let opened =
            if let signature {
                signature.withCString { dbus_message_iter_open_container(&iterator, code(type), $0, &inner) }
            } else {
                dbus_message_iter_open_container(&iterator, code(type), nil, &inner)
            }
        guard opened != 0 else { fatalError("libdbus is out of memory") }
        body(&inner)
        guard dbus_message_iter_close_container(&iterator, &inner) != 0 else { fatalError("libdbus is out of memory") }
    }

    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != 0 {
            if let value = read(&iterator) { values.append(value) }
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func basic<T: BitwiseCopyable>(_ iterator: inout DBusMessageIter, _ zero: T) -> T {
        var value = zero
        dbus_message_iter_get_basic(&iterator, &value)
        return value
    }

    private static func read(_ iterator: inout DBusMessageIter) -> DBusValue? {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch Unicode.Scalar(UInt8(truncatingIfNeeded: type)) {
        case "y": return .byte(basic(&iterator, UInt8(0)))
        case "b": return .boolean(basic(&iterator, dbus_bool_t(0)) != 0)
        case "n": return .int16(basic(&iterator, Int16(0)))
        case "q": return .uint16(basic(&iterator, UInt16(0)))
        case "i": return .int32(basic(&iterator, Int32(0)))
        case "u": return .uint32(basic(&iterator, UInt32(0)))
        case "x": return .int64(basic(&iterator, Int64(0)))
        case "t": return .uint64(basic(&iterator, UInt64(0)))
        case "d": return .double(basic(&iterator, Double(0)))
        case "s", "o", "g":
            let text = basic(&iterator, UnsafePointer<CChar>?.none).map { String(cString: $0) } ?? ""
            return type == code("s") ? .string(text) : type == code("o") ? .objectPath(text) : .signature(text)
        case "a":
            let element = dbus_message_iter_get_signature(&iterator).map { signature in
                defer { dbus_free(signature) }
                return String(String(cString: signature).dropFirst())
            }
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .array(element: element ?? "", readAll(&inner))
        case "r":
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return .structure(readAll(&inner))
        case "v":
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            return readAll(&inner).first.map { .variant($0) }
        case "e":
            var inner = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &inner)
            let pair = readAll(&inner)
            guard pair.count == 2 else { return nil }
            return .dictionaryEntry(pair[0], pair[1])
        default:
            return nil
        }
    }
}
