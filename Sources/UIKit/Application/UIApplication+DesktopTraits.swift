import Foundation
import WindowSystem

extension UIApplication {
    /// The text size the user prefers: from the desktop's text scaling (see `adoptDesktopSettings`), or
    /// `CASEMENT_CONTENT_SIZE`; large when neither says.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        TraitCurrency.appTraits.preferredContentSizeCategory
    }

    /// The desktop's preferences changed somewhere other than the backend's settings (the
    /// settings portal): they are taken again, and every window hears of the changes.
    func desktopPreferencesChanged() {
        adoptDesktopSettings(backend?.desktopSettings ?? .unspecified, notify: true)
    }

    /// Takes the desktop's preferences as the app's traits, which every window inherits:
    /// `CASEMENT_INTERFACE_STYLE` (`dark` or `light`) and `CASEMENT_CONTENT_SIZE` (XS … XXXL, AX1 … AX5)
    /// win over what the desktop says; the settings portal's colour scheme (`AppearancePortal`) wins
    /// over the backend's appearance when it names one; a text scale maps to the content size
    /// category whose body text is nearest 17 points times the scale. With `notify`, a changed category posts
    /// `UIContentSizeCategory.didChangeNotification`, and every window hears of the changes before its
    /// next layout.
    func adoptDesktopSettings(_ settings: DesktopSettings, notify: Bool) {
        let previous = TraitCurrency.appTraits
        var values = UITraitCollection.appDefault.values
        switch environment["CASEMENT_INTERFACE_STYLE"]?.lowercased() {
        case "dark": values.userInterfaceStyle = .dark
        case "light": values.userInterfaceStyle = .light
        default:
            values.userInterfaceStyle = (AppearancePortal.appearance ?? settings.appearance) == .dark ? .dark : .light
        }
        if let forced = environment["CASEMENT_CONTENT_SIZE"].flatMap(UIContentSizeCategory.init(environmentName:)) {
            values.preferredContentSizeCategory = forced
        } else if let scale = settings.textScale {
            values.preferredContentSizeCategory = UIContentSizeCategory(textScale: scale)
        }
        values.displayScale = UIScreen.main.scale
        guard !values.isSame(as: previous.values) else { return }
        TraitCurrency.setAppTraits(UITraitCollection(values: values))
        guard notify else { return }
        TraitUpdates.traitsMayHaveChangedEverywhere()
        if values.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            NotificationCenter.default.post(
                name: UIContentSizeCategory.didChangeNotification, object: self,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: values.preferredContentSizeCategory])
        }
    }
}
