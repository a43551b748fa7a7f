import Cassowary
import Foundation

/// The log UIKit prints when required constraints contradict each other, before breaking one.
extension LayoutEngine {
    func reportConflict(_ error: SolverError, breaking constraint: NSLayoutConstraint) {
        guard !constraint.conflictReported else { return }
        constraint.conflictReported = true
        var conflicting: [NSLayoutConstraint] = []
        if case .unsatisfiable(let conflict) = error {
            conflicting = conflict.conflicting.compactMap { $0.userInfo as? NSLayoutConstraint }
        }
        if !conflicting.contains(where: { $0 === constraint }) { conflicting.append(constraint) }
        let list = conflicting.map { "    \"\($0.layoutDescription)\"" }.joined(separator: ",\n")
        RuntimeWarning.emit(
            """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tAt least one constraint in this list is probably one you do not want. Look at each one, find the \
            code that added the one you did not expect, and fix it. (An NSAutoresizingMaskLayoutConstraint comes \
            from a view whose translatesAutoresizingMaskIntoConstraints is true: it holds the view at its frame.)
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(constraint.layoutDescription)
            """)
    }
}
