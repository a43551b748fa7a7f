import UIKit

/// The UIKit Catalog set, after Apple's sample of that name: a navigation controller whose root
/// lists the controls; each row pushes a page showing one control in its states, with its events
/// printed as they fire.
final class UIKitCatalogController: UINavigationController {
    /// The pages, in the list's order (alphabetical, as Apple's sample lists them). A new page is a
    /// `ControlPageViewController` subclass in a file of its own and a line here.
    static let pages: [ControlPageViewController.Type] = [
        ActivityIndicatorsViewController.self, ButtonsViewController.self, ImageViewViewController.self,
        LabelsViewController.self, PageControlsViewController.self, ProgressViewsViewController.self,
        ScrollViewsViewController.self, SegmentedControlsViewController.self, SlidersViewController.self,
        SteppersViewController.self, SwitchesViewController.self, TableViewsViewController.self,
        TextFieldsViewController.self,
    ]

    /// A catalog showing its list, with `page` pushed over it (without animation) when given.
    init(showing page: ControlPageViewController.Type?) {
        super.init(nibName: nil, bundle: nil)
        let list = ControlListViewController(pages: Self.pages)
        viewControllers = [list] + [page].compactMap { $0?.init() }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The page `CASEMENT_CATALOG_DEMO` names by its `demoName` (`sliders`, `imageview`…); nil when
    /// it is unset. An unknown name prints a line listing the names.
    static func page(environment: [String: String]) -> ControlPageViewController.Type? {
        let name = CatalogDemoVariable.name(in: environment, choices: pages.map(\.demoName))
        return pages.first { $0.demoName == name }
    }
}
