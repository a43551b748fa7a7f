#if os(iOS) || os(Linux) || os(tvOS)
import UIKit
#endif
