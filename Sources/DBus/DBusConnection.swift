import CDBus
import Dispatch

/// Why a connection could not be made or a call failed, in one line.
package struct DBusError: Error, Sendable, CustomStringConvertible {
    /// The D-Bus error name ("org.freedesktop.DBus.Error.NoReply"), or "" when libdbus gave none.
    package var name: String
    package var description: String

    package init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

/// A connection to a message bus, read on the main queue.
///
/// Incoming method calls and signals go to `messageHandler`; replies to `call(_:reply:)` go to the
/// closure given there. Nothing blocks after the connection is made: sends are queued and written
/// when the socket takes them, and reading happens when the socket has data, through a read
/// source on the main queue (as the X11 connection is read). All methods must be called on the main
/// actor.
@MainActor
package final class DBusConnection {
    private let pointer: OpaquePointer
    private var readSource: (any DispatchSourceRead)?
    private var writeSource: (any DispatchSourceWrite)?
    private var pendingReplies: [UInt32: (Result<DBusMessage, DBusError>) -> Void] = [:]
    private var isDrainScheduled = false

    /// Receives every method call and signal, in order.
    package var messageHandler: ((DBusMessage) -> Void)?
    /// Called once when the other end goes away; the connection is closed by then.
    package var disconnectHandler: (() -> Void)?
    /// The name the bus gave this connection (":1.42").
    package let uniqueName: String

    /// How long connecting may wait for the bus to authenticate the connection and answer its hello.
    private static let helloTimeoutMilliseconds: Int32 = 2000

    /// Connects to the bus at `address` (a D-Bus address such as "unix:path=/run/…") and says hello.
    /// Blocks while authenticating and for the bus's answer, which a local bus gives at once; a bus that
    /// does not answer within two seconds is an error.
    package init(address: String) throws(DBusError) {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw Self.error(from: &error, otherwise: "cannot connect to \(address)")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        // libdbus waits for authentication without a timeout of its own: it is done here, bounded.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.helloTimeoutMilliseconds) * 1_000_000
        while dbus_connection_get_is_authenticated(connection) == 0 {
            let now = DispatchTime.now().uptimeNanoseconds
            let remaining = now < deadline ? Int32((deadline - now) / 1_000_000) : 0
            guard remaining > 0, dbus_connection_read_write(connection, remaining) != 0 else {
                dbus_connection_close(connection)
                dbus_connection_unref(connection)
                throw DBusError(name: "", description: "the bus at \(address) did not authenticate the connection")
            }
        }
        let hello = DBusMessage(
            methodCallTo: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "Hello")
        let reply = dbus_connection_send_with_reply_and_block(
            connection, hello.pointer, Self.helloTimeoutMilliseconds, &error
        ).map { DBusMessage(owning: $0) }
        guard let name = reply?.arguments.first?.stringValue, dbus_bus_set_unique_name(connection, name) != 0 else {
            let failure = Self.error(from: &error, otherwise: "the bus at \(address) refused the connection")
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw failure
        }
        pointer = connection
        uniqueName = name
        startReading()
        // Messages read while waiting for the hello's answer wait in libdbus, not in the socket.
        scheduleDrain()
    }

    isolated deinit {
        close()
        dbus_connection_unref(pointer)
    }

    /// Stops reading and closes the socket; replies still awaited fail.
    package func close() {
        readSource?.cancel()
        readSource = nil
        writeSource?.cancel()
        writeSource = nil
        if dbus_connection_get_is_connected(pointer) != 0 { dbus_connection_close(pointer) }
        failPendingReplies()
    }

    /// Queues `message` (a signal, a method's return or error) and writes it as soon as the socket takes it.
    package func send(_ message: DBusMessage) {
        guard dbus_connection_get_is_connected(pointer) != 0 else { return }
        guard dbus_connection_send(pointer, message.pointer, nil) != 0 else { fatalError("libdbus is out of memory") }
        writeQueued()
    }

    /// Sends the method call `message` and calls `reply` with its return, or with the error the peer
    /// or the bus answered, or a disconnection.
    package func call(_ message: DBusMessage, reply: @escaping (Result<DBusMessage, DBusError>) -> Void) {
        guard dbus_connection_get_is_connected(pointer) != 0 else {
            reply(.failure(DBusError(name: "org.freedesktop.DBus.Error.Disconnected", description: "not connected")))
            return
        }
        var serial: UInt32 = 0
        guard dbus_connection_send(pointer, message.pointer, &serial) != 0 else {
            fatalError("libdbus is out of memory")
        }
        pendingReplies[serial] = reply
        writeQueued()
    }

    private func startReading() {
        let descriptor = dbusDescriptor()
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readAvailable() }
        }
        source.resume()
        readSource = source
    }

    private func dbusDescriptor() -> Int32 {
        var descriptor: Int32 = -1
        _ = dbus_connection_get_socket(pointer, &descriptor)
        return descriptor
    }

    /// Reads what the socket has (without waiting) and handles every whole message.
    private func readAvailable() {
        _ = dbus_connection_read_write(pointer, 0)
        drain()
    }

    /// Writes what libdbus has queued without blocking; what the socket does not take yet waits for
    /// it to become writable.
    private func writeQueued() {
        _ = dbus_connection_read_write(pointer, 0)
        if dbus_connection_has_messages_to_send(pointer) != 0, writeSource == nil {
            let source = DispatchSource.makeWriteSource(fileDescriptor: dbusDescriptor(), queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.socketBecameWritable() }
            }
            source.resume()
            writeSource = source
        }
        scheduleDrain()
    }

    private func socketBecameWritable() {
        _ = dbus_connection_read_write(pointer, 0)
        if dbus_connection_has_messages_to_send(pointer) == 0 {
            writeSource?.cancel()
            writeSource = nil
        }
        drain()
    }

    /// Writing may have read too (libdbus reads whenever it can), leaving messages the read source
    /// will not announce: they are handled at the end of the turn.
    private func scheduleDrain() {
        guard !isDrainScheduled else { return }
        isDrainScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                self?.isDrainScheduled = false
                self?.drain()
            }
        }
    }

    private func drain() {
        while let raw = dbus_connection_pop_message(pointer) {
            let message = DBusMessage(owning: raw)
            switch message.kind {
            case .methodReturn:
                pendingReplies.removeValue(forKey: message.replySerial)?(.success(message))
            case .error:
                let failure = DBusError(
                    name: message.errorName ?? "", description: message.arguments.first?.stringValue ?? "")
                pendingReplies.removeValue(forKey: message.replySerial)?(.failure(failure))
            case .signal where message.interface == "org.freedesktop.DBus.Local" && message.member == "Disconnected":
                disconnected()
                return
            case .methodCall, .signal:
                messageHandler?(message)
            case .other:
                break
            }
        }
        if dbus_connection_get_is_connected(pointer) == 0 { disconnected() }
    }

    private func disconnected() {
        guard readSource != nil else { return }
        close()
        disconnectHandler?()
    }

    private func failPendingReplies() {
        let waiting = pendingReplies
        pendingReplies.removeAll()
        for reply in waiting.values {
            reply(.failure(DBusError(name: "org.freedesktop.DBus.Error.Disconnected", description: "disconnected")))
        }
    }

    private static func error(from error: inout CDBus.DBusError, otherwise fallback: String) -> DBusError {
        guard dbus_error_is_set(&error) != 0 else { return DBusError(name: "", description: fallback) }
        return DBusError(
            name: error.name.map { String(cString: $0) } ?? "",
            description: error.message.map { String(cString: $0) } ?? fallback)
    }
}
