import Foundation

/// The coder handed to `init?(coder:)` when the system makes an instance of a class it holds only
/// as a value (a `layerClass`, a layer's presentation copy, an animation's copy): an empty keyed
/// archive, from which every key decodes as absent.
///
/// `init?(coder:)` is the one initializer iOS makes `required` on layers and animations, so it is
/// the only one Swift can call on a class value without taking `init()` from subclasses that
/// override it as on iOS.
@MainActor
package enum EmptyArchive {
    package static let coder: NSCoder = {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }()
}
