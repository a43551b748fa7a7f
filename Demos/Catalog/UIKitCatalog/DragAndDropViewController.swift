import UIKit

/// `UIDropInteraction` and `UIDragInteraction`: a drop zone taking text, links, files and images from
/// the page, from the catalogue's other windows and from other apps (a file manager's files, a text
/// editor's selection), and a text chip and an image to drag into it or out to other apps.
final class DragAndDropViewController: ControlPageViewController, UIDragInteractionDelegate {
    override class var pageTitle: String { "Drag and Drop" }
    override class var controlClass: String { "UIDropInteraction" }

    private static let chipText = "Hello from Casement"
    private let chip = TextChip()
    private let picture = UIImageView(image: DragAndDropViewController.sunset)

    override func viewDidLoad() {
        super.viewDidLoad()
        let zone = DropZoneView()
        zone.arrived = { [weak log] line in log?.write("Dropped · \(line)") }
        addSection("Drop zone", [StateRow(nil, zone, placement: .whole, height: 150)])

        chip.text = Self.chipText
        chip.font = .systemFont(ofSize: 15, weight: .medium)
        chip.textAlignment = .center
        chip.textColor = .white
        chip.backgroundColor = .systemBlue
        chip.layer.cornerRadius = 15
        chip.clipsToBounds = true
        chip.isUserInteractionEnabled = true
        chip.addInteraction(UIDragInteraction(delegate: self))
        picture.isUserInteractionEnabled = true
        picture.addInteraction(UIDragInteraction(delegate: self))
        addSection(
            "Drag out", [StateRow("Text", chip), StateRow("Image (PNG)", picture, height: 64)])
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        let provider =
            interaction.view === picture
            ? NSItemProvider(object: Self.sunset) : NSItemProvider(object: Self.chipText as NSString)
        return [UIDragItem(itemProvider: provider)]
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        let what = interaction.view === picture ? "Image" : "Text"
        log.write("\(what) drag ended · \(operation == .cancel ? "cancelled" : "dropped")")
    }

    /// A small sunset drawn at launch: what the image row drags.
    private static let sunset = UIGraphicsImageRenderer(size: CGSize(width: 96, height: 54)).image { context in
        UIColor.systemOrange.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 96, height: 54))
        UIColor.systemYellow.setFill()
        UIBezierPath(ovalIn: CGRect(x: 34, y: 22, width: 28, height: 28)).fill()
        UIColor.systemIndigo.setFill()
        context.fill(CGRect(x: 0, y: 38, width: 96, height: 16))
    }
}

/// A label in a capsule: its text with room around it.
private final class TextChip: UILabel {
    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(width: ceil(text.width) + 28, height: 30)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }
}
