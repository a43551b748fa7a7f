import UIKit

public protocol ChipsViewDataSource: AnyObject {
    func numberOfChips() -> Int
    var chipSpacing: CGFloat { get }
    var chipTitle: String { get }
    var selectedChip: Int { get set }
    var accentColor: UIColor? { get }
    func chipWidth(at index: Int) -> CGFloat
}

extension ChipsViewDataSource {
    public var chipSpacing: CGFloat { 8 }
    public var chipTitle: String { "Chips" }
    public var accentColor: UIColor? { nil }
    public func chipWidth(at index: Int) -> CGFloat { 44 }
}

public class ChipsView: UIView {
    public weak var dataSource: ChipsViewDataSource?

    public override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        for index in 0..<(dataSource?.numberOfChips() ?? 0) {
            x += (dataSource?.chipWidth(at: index) ?? 44) + (dataSource?.chipSpacing ?? 8)
        }
        let title = dataSource?.chipTitle.uppercased() ?? ""
        accessibilityLabel = title + " \(x)"
        tintColor = dataSource?.accentColor ?? .systemBlue
        if let source = dataSource {
            source.selectedChip += 1
        }
    }

    func titleWidth() -> Int {
        (dataSource?.chipTitle ?? "Chips").count
    }
}

final class PlainChipsSource: NSObject, ChipsViewDataSource {
    var selectedChip = 0
    func numberOfChips() -> Int { 3 }
}
