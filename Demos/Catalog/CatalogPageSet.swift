import Foundation
import UIKit

/// The sets of pages the main window shows one at a time, switched by the buttons above them.
enum CatalogPageSet: String, CaseIterable {
    /// Core Graphics drawing, effects and text, transforms, layer classes.
    case drawing
    /// Core Animation: timing curves, springs, keyframes along a path, pausing and scrubbing.
    case animation
    /// View controllers: a tab bar controller presented full screen over the catalogue, with
    /// navigation, presentation, alert and lifecycle tabs. It has no pages.
    case controllers
    /// Auto Layout: a form of anchors and stack views that reflows with the window, a priorities
    /// playground, baselines of mixed fonts, ambiguity and conflicts.
    case layout
    /// Apple's "UIKit Catalog" sample: a navigation controller, shown in the window below the set
    /// buttons, listing the controls, each row pushing a page of one control. It has no pages.
    case uikit
    /// A split view: a sidebar of the UIKit Catalog's pages and the chosen page beside it, collapsing
    /// into one navigation stack when the window is narrowed below 600 points. It has no pages.
    case split

    /// The set `CASEMENT_CATALOG_PAGE` names (`drawing`, `animation`, `controllers`, `layout`, `uikit` or `split`);
    /// drawing when it is unset.
    /// An unknown name prints a line saying so and opens the drawing set.
    init(environment: [String: String]) {
        guard let name = environment["CASEMENT_CATALOG_PAGE"], !name.isEmpty else {
            self = .drawing
            return
        }
        guard let set = CatalogPageSet(rawValue: name.lowercased()) else {
            let names = Self.allCases.map(\.rawValue).joined(separator: " or ")
            FileHandle.standardError.write(Data("CASEMENT_CATALOG_PAGE: no page set '\(name)'; use \(names)\n".utf8))
            self = .drawing
            return
        }
        self = set
    }

    /// The name on the set's button and in the window's title.
    var title: String {
        switch self {
        case .drawing: "Drawing"
        case .animation: "Animation"
        case .controllers: "Controllers"
        case .layout: "Auto Layout"
        case .uikit: "UIKit Catalog"
        case .split: "Split View"
        }
    }

    /// Whether the set is shown by presenting a controller rather than as pages in the window.
    var isPresented: Bool { self == .controllers }

    /// New pages of the set, in reading order (left to right, then down); none for the sets of
    /// controllers.
    @MainActor
    func makePages() -> [UIView] {
        switch self {
        case .drawing:
            [
                ShapesView(frame: .zero), EffectsView(frame: .zero), TransformsPage(frame: .zero),
                LayersPage(frame: .zero),
            ]
        case .animation:
            [
                TimingCurvesPage(frame: .zero), SpringsPage(frame: .zero), KeyframePathPage(frame: .zero),
                PauseAndScrubPage(frame: .zero), TransitionsPage(frame: .zero), FrameTimePage(frame: .zero),
            ]
        case .layout:
            [FormPage(), PrioritiesPage(), BaselinesPage(), ConflictsPage()]
        case .controllers, .uikit, .split: []
        }
    }
}
