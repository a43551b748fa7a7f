import UIKit

@objc protocol PagerViewDelegate: AnyObject {
    func pagerView(_ pagerView: PagerView, didShow page: Int)
    @objc optional func pagerView(_ pagerView: PagerView, willShow page: Int)
    @objc optional func pagerViewDidScroll(_ pagerView: PagerView)
}

class PagerView: UIView {
    weak var delegate: PagerViewDelegate?
    weak var observer: AnyObject?
    var page = 0

    func show(_ page: Int) {
        if delegate?.responds(to: #selector(PagerViewDelegate.pagerView(_:willShow:))) == true {
            delegate?.pagerView?(self, willShow: page)
        }
        self.page = page
        if let delegate = delegate, delegate.responds(to: #selector(PagerViewDelegate.pagerView(_:didShow:))) {
            delegate.pagerView(self, didShow: page)
        }
        if observer?.responds(to: #selector(PagerViewDelegate.pagerViewDidScroll(_:))) ?? false {
            (observer as? PagerViewDelegate)?.pagerViewDidScroll?(self)
        }
    }

    func scroll() {
        if delegate?.responds(to: #selector(PagerViewDelegate.pagerViewDidScroll)) == true {
            delegate!.pagerViewDidScroll!(self)
        } else {
            setNeedsLayout()
        }
        let silent = delegate?.responds(to: #selector(PagerViewDelegate.pagerViewDidScroll(_:))) != true
        if silent { setNeedsDisplay() }
    }
}
