import Foundation
import QuartzCore

/// Where and how a collection view shows one element — a cell, a supplementary view or a
/// decoration view — as its layout says: frame, transform, alpha, z-index, hidden. Layouts make
/// them; subclasses add properties, copying them in `copy(with:)` and comparing them in `isEqual(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element the attributes place: its category, and for supplementary and decoration views
    /// their kind.
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    public private(set) var representedElementKind: String?
    open var indexPath = IndexPath(item: 0, section: 0)

    /// The element's centre and size, in the collection view's content coordinates.
    open var center = CGPoint.zero
    open var size = CGSize.zero
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    /// Which of overlapping elements is in front: higher in front; equal keep their order.
    open var zIndex = 0
    open var isHidden = false
    /// The axes a self-sizing view may fit its content along (the layout's estimated dimensions);
    /// the others keep the attributes' size.
    var fittingAxes: (horizontal: Bool, vertical: Bool) = (true, true)

    public required override init() {
        super.init()
    }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` (a header, a footer, a badge).
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        self.indexPath = indexPath
    }

    /// Attributes for a decoration view of `decorationViewKind` (a section background).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
        self.indexPath = indexPath
    }

    /// The element's frame: its size around its centre (before the transform).
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// A copy of the attributes, of the same class; subclasses copy what they add after `super`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.indexPath = indexPath
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.fittingAxes = fittingAxes
        return copy
    }

    /// Whether `object` is attributes of the same class placing the same element the same way.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            guard type(of: other) == type(of: self) else { return false }
            return other.representedElementCategory == representedElementCategory
                && other.representedElementKind == representedElementKind && other.indexPath == indexPath
                && other.center == center && other.size == size
                && CATransform3DEqualToTransform(other.transform3D, transform3D)
                && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
        }
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
            return "<\(type(of: self)); index path: (\(indexPath.section)-\(indexPath.item)); frame = \(frame)\(kind)>"
        }
    }
}
