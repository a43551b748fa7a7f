import UIKit

/// The UIKit Catalog set, after Apple's sample of that name: a navigation controller whose root
/// lists the controls; each row pushes a page showing one control in its states, with its events
/// printed as they fire.
final class UIKitCatalogController: UINavigationController {
    /// A section of the list: its header's title and its pages, in order.
    struct Section {
        let title: String
        let pages: [ControlPageViewController.Type]
    }

    /// The list's sections: the controls (`UIControl` subclasses), the views that show content,
    /// and the lists; alphabetical within each, as Apple's sample lists its pages. A new page is a
    /// `ControlPageViewController` subclass in a file of its own and an entry here.
    static let sections = [
        Section(
            title: "Controls",
            pages: [
                ButtonsViewController.self, PageControlsViewController.self, PickersViewController.self,
                SegmentedControlsViewController.self, SlidersViewController.self, SteppersViewController.self,
                SwitchesViewController.self, TextFieldsViewController.self,
            ]),
        Section(
            title: "Views",
            pages: [
                ActivityIndicatorsViewController.self, DragAndDropViewController.self, ImageViewViewController.self,
                LabelsViewController.self,
                BarsViewController.self, NotesViewController.self, ProgressViewsViewController.self,
                ScrollViewsViewController.self, SearchViewController.self,
            ]),
        Section(
            title: "Lists",
            pages: [
                AppStoreViewController.self, CircleLayoutViewController.self, ContactsViewController.self,
                PhotoGridViewController.self, SidebarViewController.self, TableViewsViewController.self,
            ]),
    ]

    /// Every page, in the list's order.
    static var pages: [ControlPageViewController.Type] { sections.flatMap(\.pages) }

    /// A catalog showing its list, with `page` pushed over it (without animation) when given.
    init(showing page: ControlPageViewController.Type?) {
        super.init(nibName: nil, bundle: nil)
        let list = ControlListViewController(sections: Self.sections)
        navigationBar.prefersLargeTitles = true
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
