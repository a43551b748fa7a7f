/// Stops the program with `message` when `condition` is false, in every build configuration.
///
/// Programmer errors (adding a view to itself, an index out of range) stop with UIKit's message;
/// `precondition` prints nothing in optimized builds, `fatalError` always does, so this is
/// `precondition` spelled with `fatalError`. Package-wide: every module of ours above CoreGraphics
/// uses it.
@inlinable @inline(__always)
package func preconditionAlways(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "precondition failed",
    file: StaticString = #file, line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}
