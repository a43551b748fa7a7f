#if os(iOS) || os(Linux)
import UIKit
typealias PlatformsColor = UIColor
#elseif os(macOS)
import AppKit
typealias PlatformsColor = NSColor
#endif

#if os(iOS) || os(Linux) || os(tvOS)
let platformsInset: CGFloat = 8
#else
let platformsInset: CGFloat = 0
#endif

#if !(os(iOS) || os(Linux))
let platformsIsDesktop = true
#else
let platformsIsDesktop = false
#endif

#if (os(iOS) || os(Linux)) && !targetEnvironment(macCatalyst)
let platformsHasTouch = true
#else
let platformsHasTouch = false
#endif

#if os(iOS) || os(Linux)
let platformsAlreadyWide = true
#endif
