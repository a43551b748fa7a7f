import Foundation

var failures = 0

/// Prints the check's result; a failed one makes the process exit with status 1.
func check(_ name: String, _ condition: Bool, _ detail: @autoclosure () -> String = "") {
    if condition {
        print("ok \(name)")
    } else {
        failures += 1
        print("FAIL \(name): \(detail())")
    }
}

func finish() -> Never {
    print(failures == 0 ? "all checks passed" : "\(failures) checks failed")
    exit(failures == 0 ? 0 : 1)
}
