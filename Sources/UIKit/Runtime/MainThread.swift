import Foundation

/// Whether code runs on the main thread, without asking Foundation's `Thread.isMainThread` each
/// time, which makes two system calls on Linux (`getpid`, `gettid`): the main thread is noted when
/// this is first asked on it (UIKit's first use is there), and later questions compare it with
/// `pthread_self()`.
enum MainThread {
    private static let noted: pthread_t? = Thread.isMainThread ? pthread_self() : nil

    static var isCurrent: Bool {
        if let noted { return pthread_equal(noted, pthread_self()) != 0 }
        return Thread.isMainThread
    }
}
