/// `#imageLiteral(resourceName:)` makes a named `UIImage`, as Xcode's image literals do on iOS.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal has where nothing else decides it, as UIKit declares it on iOS.
public typealias _ImageLiteralType = UIImage
