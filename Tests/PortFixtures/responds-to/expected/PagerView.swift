import UIKit

protocol PagerViewDelegate: AnyObject {
    func pagerView(_ pagerView: PagerView, didShow page: Int)
    func pagerView(_ pagerView: PagerView, willShow page: Int)
    func pagerViewDidScroll(_ pagerView: PagerView)
}

extension PagerViewDelegate {
    func pagerView(_ pagerView: PagerView, willShow page: Int) {}
    func pagerViewDidScroll(_ pagerView: PagerView) {}
}

class PagerView: UIView {
    weak var delegate: PagerViewDelegate?
    weak var observer: AnyObject?
    var page = 0

    func show(_ page: Int) {
        if delegate != nil {
            delegate?.pagerView(self, willShow: page)
        }
        self.page = page
        if let delegate = delegate, true {
            delegate.pagerView(self, didShow: page)
        }
        if observer is PagerViewDelegate {
            (observer as? PagerViewDelegate)?.pagerViewDidScroll(self)
        }
    }

    func scroll() {
        if delegate != nil {
            delegate!.pagerViewDidScroll(self)
        } else {
            setNeedsLayout()
        }
        let silent = delegate == nil
        if silent { setNeedsDisplay() }
    }
}
