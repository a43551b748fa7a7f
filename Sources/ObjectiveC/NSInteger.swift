/// Objective-C's word-sized signed integer, which iOS code still names; `Int` on 64-bit platforms.
public typealias NSInteger = Int

/// Objective-C's word-sized unsigned integer; `UInt` on 64-bit platforms.
public typealias NSUInteger = UInt

/// The largest `NSInteger`, as `objc/NSObjCRuntime.h` defines it.
public let NSIntegerMax = Int.max

/// The smallest `NSInteger`.
public let NSIntegerMin = Int.min

/// The largest `NSUInteger`.
public let NSUIntegerMax = UInt.max
