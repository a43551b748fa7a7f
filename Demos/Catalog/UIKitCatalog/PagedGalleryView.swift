import UIKit

/// A horizontal gallery of five coloured pages with big numbers in a paged scroll view
/// (`isPagingEnabled`: a drag or a fling settles on a page), and a page control below kept in step:
/// the scroll view moves its current page as it scrolls, and its taps scroll the gallery there.
/// Where each scroll came to rest is written to the log.
final class PagedGalleryView: UIView, UIScrollViewDelegate {
    static let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]
    /// The height of the page control's strip below the pages.
    static let controlHeight: CGFloat = 32
    /// The room around each page's tile.
    private static let tileInset: CGFloat = 12

    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    private let tiles: [UILabel]
    private let log: DemoLog
    /// Whether the gallery is sliding to the page a tap on the page control chose: until it gets
    /// there, the scrolling does not move the control's dot back through the pages between.
    private var followsPageControl = false

    init(log: DemoLog) {
        self.log = log
        tiles = Self.colors.enumerated().map { index, color in
            let tile = UILabel()
            tile.text = "\(index + 1)"
            tile.font = .boldSystemFont(ofSize: 96)
            tile.textColor = .white
            tile.textAlignment = .center
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            tile.clipsToBounds = true
            return tile
        }
        super.init(frame: .zero)
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        for tile in tiles { scrollView.addSubview(tile) }
        addSubview(scrollView)
        pageControl.numberOfPages = tiles.count
        pageControl.addAction(UIAction { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
        addSubview(pageControl)
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// The page the gallery rests on, or is nearest to.
    var currentPage: Int {
        let width = scrollView.bounds.width
        guard width > 0 else { return 0 }
        return min(max(Int((scrollView.contentOffset.x / width).rounded()), 0), tiles.count - 1)
    }

    /// Pages as wide as the view; a new width keeps the page shown.
    override func layoutSubviews() {
        super.layoutSubviews()
        let page = pageControl.currentPage
        let size = CGSize(width: bounds.width, height: max(bounds.height - Self.controlHeight, 0))
        scrollView.frame = CGRect(origin: .zero, size: size)
        for (index, tile) in tiles.enumerated() {
            tile.frame = CGRect(x: CGFloat(index) * size.width, y: 0, width: size.width, height: size.height)
                .insetBy(dx: Self.tileInset, dy: Self.tileInset)
        }
        scrollView.contentSize = CGSize(width: size.width * CGFloat(tiles.count), height: size.height)
        if !scrollView.isDragging, !scrollView.isDecelerating, !followsPageControl {
            scrollView.contentOffset = CGPoint(x: CGFloat(page) * size.width, y: 0)
        }
        pageControl.frame = CGRect(x: 0, y: size.height, width: bounds.width, height: Self.controlHeight)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !followsPageControl else { return }
        pageControl.currentPage = currentPage
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = currentPage
        log.write("gallery · scrollViewDidEndDecelerating: page \(currentPage + 1)")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        followsPageControl = false
        pageControl.currentPage = currentPage
        log.write("gallery · scrollViewDidEndScrollingAnimation: page \(currentPage + 1)")
    }

    /// A drag takes over from a slide the page control started.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        followsPageControl = false
    }

    private func pageControlChanged() {
        let offset = CGPoint(x: CGFloat(pageControl.currentPage) * scrollView.bounds.width, y: 0)
        guard offset != scrollView.contentOffset else { return }
        followsPageControl = true
        scrollView.setContentOffset(offset, animated: true)
    }
}
