import UIKit

@objc public protocol ChipsViewDataSource: AnyObject {
    func numberOfChips() -> Int
    @objc optional var chipSpacing: CGFloat { get }
    @objc optional var chipTitle: String { get }
    @objc optional var selectedChip: Int { get set }
    @objc optional var accentColor: UIColor? { get }
    @objc optional func chipWidth(at index: Int) -> CGFloat
}

public class ChipsView: UIView {
    public weak var dataSource: ChipsViewDataSource?

    public override func layoutSubviews() {
        super.layoutSubviews()
        var x: CGFloat = 0
        for index in 0..<(dataSource?.numberOfChips() ?? 0) {
            x += (dataSource?.chipWidth?(at: index) ?? 44) + (dataSource?.chipSpacing ?? 8)
        }
        let title = dataSource?.chipTitle?.uppercased() ?? ""
        accessibilityLabel = title + " \(x)"
        tintColor = dataSource?.accentColor ?? .systemBlue
        if let source = dataSource {
            source.selectedChip! += 1
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
