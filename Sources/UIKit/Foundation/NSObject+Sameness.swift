import Foundation

extension NSObject {
    /// Whether two objects are equal, the same object answering at once: `==` boxes its argument
    /// for `isEqual(_:)`, which then compares field by field, and views and list configurations
    /// compare the same shared colours and fonts again and again (`UIColor.same(_:_:)`).
    static func same(_ lhs: NSObject?, _ rhs: NSObject?) -> Bool {
        lhs === rhs || lhs == rhs
    }
}
