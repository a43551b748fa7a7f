import Glibc

/// One object per thread, made on first use and released when the thread ends.
///
/// A pthread key rather than `Thread.current.threadDictionary`: the dictionary is an `NSDictionary`
/// whose lookups cost more than the cached text layouts they guard.
package final class ThreadLocal<Value: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: () -> Value

    package init(_ make: @escaping () -> Value) {
        self.make = make
        pthread_key_create(&key) { pointer in
            pointer.map { Unmanaged<AnyObject>.fromOpaque($0).release() }
        }
    }

    /// This thread's object.
    package var value: Value {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        let value = make()
        pthread_setspecific(key, Unmanaged.passRetained(value).toOpaque())
        return value
    }
}
