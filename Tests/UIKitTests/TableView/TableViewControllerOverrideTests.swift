import UIKitTesting
import XCTest

@testable import UIKit

/// Every data source and delegate method of `UITableViewController` can be overridden, as iOS code
/// does with `override`, and the table calls the overrides.
final class TableViewControllerOverrideTests: XCTestCase {
    /// A controller overriding them all, recording which were called.
    private final class EveryOverride: UITableViewController {
        var called = Set<String>()

        private func record(_ name: String) {
            called.insert(name)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 44
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            record(#function)
            return 20
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            record(#function)
            return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }

        override func numberOfSections(in tableView: UITableView) -> Int {
            record(#function)
            return super.numberOfSections(in: tableView)
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            record(#function)
            return super.tableView(tableView, titleForHeaderInSection: section)
        }

        override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            record(#function)
            return super.tableView(tableView, titleForFooterInSection: section)
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, canEditRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, canMoveRowAt: indexPath)
        }

        override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            record(#function)
            return super.sectionIndexTitles(for: tableView)
        }

        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        {
            record(#function)
            return super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            record(#function)
            super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            record(#function)
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            record(#function)
            return super.tableView(tableView, heightForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            record(#function)
            return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            record(#function)
            return super.tableView(tableView, heightForHeaderInSection: section)
        }

        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            record(#function)
            return super.tableView(tableView, heightForFooterInSection: section)
        }

        override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            record(#function)
            return super.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }

        override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            record(#function)
            return super.tableView(tableView, estimatedHeightForFooterInSection: section)
        }

        override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            record(#function)
            return super.tableView(tableView, viewForHeaderInSection: section)
        }

        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            record(#function)
            return super.tableView(tableView, viewForFooterInSection: section)
        }

        override func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            record(#function)
            super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }

        override func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            record(#function)
            super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            record(#function)
            super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }

        override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            record(#function)
            super.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }

        override func tableView(
            _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
        ) {
            record(#function)
            super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        }

        override func tableView(
            _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
        ) {
            record(#function)
            super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        }

        override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, shouldHighlightRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, didHighlightRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, didUnhighlightRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            record(#function)
            return super.tableView(tableView, willSelectRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            record(#function)
            return super.tableView(tableView, willDeselectRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, didSelectRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, didDeselectRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }

        override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            record(#function)
            return super.tableView(tableView, indentationLevelForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
        {
            record(#function)
            return super.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, canFocusRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            record(#function)
            return super.tableView(tableView, editingStyleForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        {
            record(#function)
            return super.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            record(#function)
            return super.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }

        override func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            record(#function)
            return super.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }

        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            record(#function)
            super.tableView(tableView, willBeginEditingRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            record(#function)
            super.tableView(tableView, didEndEditingRowAt: indexPath)
        }

        override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            record(#function)
            return super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            record(#function)
            return UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
            ])
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record(#function)
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            })
        }

        override func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            record(#function)
            super.tableView(tableView, willDisplayContextMenu: configuration, animator: animator)
        }

        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            record(#function)
            super.tableView(tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }

        override func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            record(#function)
            super.tableView(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidScroll(scrollView)
        }

        override func scrollViewDidZoom(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidZoom(scrollView)
        }

        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewWillBeginDragging(scrollView)
        }

        override func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            record(#function)
            super.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }

        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            record(#function)
            super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }

        override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewWillBeginDecelerating(scrollView)
        }

        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidEndDecelerating(scrollView)
        }

        override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidEndScrollingAnimation(scrollView)
        }

        override func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            record(#function)
            return super.viewForZooming(in: scrollView)
        }

        override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            record(#function)
            super.scrollViewWillBeginZooming(scrollView, with: view)
        }

        override func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            record(#function)
            super.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }

        override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            record(#function)
            return super.scrollViewShouldScrollToTop(scrollView)
        }

        override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidScrollToTop(scrollView)
        }

        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            record(#function)
            super.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }

    func testTheTableCallsTheControllersOverrides() {
        MainActor.assumeIsolated {
            let app = HeadlessApp(delegate: LoggingAppDelegate())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let controller = EveryOverride(style: .plain)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            app.runUntilIdle()
            let table = controller.tableView!
            let row = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: window)
            app.click(at: CGPoint(x: 100, y: row.midY), in: window)
            app.drag(from: CGPoint(x: 250, y: row.midY), by: CGPoint(x: -120, y: 0), steps: 5, in: window)
            app.advance(by: 0.5)
            app.pointerDown(at: CGPoint(x: 100, y: row.midY + 88), in: window, button: 3)
            app.runUntilIdle()
            MenuPopup.shown?.close()
            table.contentOffset.y += 100
            for name in [
                "tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)", "numberOfSections(in:)",
                "tableView(_:willDisplay:forRowAt:)", "tableView(_:shouldHighlightRowAt:)",
                "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)",
                "tableView(_:canPerformPrimaryActionForRowAt:)", "tableView(_:performPrimaryActionForRowAt:)",
                "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:willBeginEditingRowAt:)",
                "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:willDisplayContextMenu:animator:)",
                "tableView(_:willEndContextMenuInteraction:animator:)", "scrollViewDidScroll(_:)",
            ] {
                XCTAssertTrue(controller.called.contains(name), name)
            }
            withExtendedLifetime(window) {}
        }
    }
}
