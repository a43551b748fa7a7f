/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as Xcode's colour literals do on iOS.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal has where nothing else decides it, as UIKit declares it on iOS.
public typealias _ColorLiteralType = UIColor
