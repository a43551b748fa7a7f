/// The shape of the mouse pointer while it is over a window, as desktops name them.
///
/// Each backend maps these to its own cursors (X11: the core cursor font, themed by Xcursor when the
/// server has a theme); UIKit picks one from the pointer style of the view under the pointer.
public enum PointerCursor: Sendable, Equatable, Hashable {
    /// The ordinary arrow, a window's cursor until it is changed.
    case arrow
    /// The text-selection bar.
    case iBeam
    /// The hand with a pointing finger, over things that act when clicked.
    case pointingHand
    /// A thin cross, for pointing at a precise spot.
    case crosshair
    /// No visible pointer.
    case hidden
}
