import Foundation

/// Core Foundation's array, toll-free bridged to `NSArray` as on iOS, so `[…] as CFArray` compiles
/// where Core Graphics takes one (gradient colours).
public typealias CFArray = NSArray

/// Core Foundation's string, toll-free bridged to `NSString` as on iOS (`name as CFString`).
public typealias CFString = NSString
