import UIKit

/// A drop target for text, links, files and images, from this app or another: it lights up while a
/// drag that carries one of them is over it, and shows what the last drop brought (the text, the
/// links and file paths, the image) and tells `arrived` each piece.
final class DropZoneView: UIView, UIDropInteractionDelegate {
    /// Called with a line for each piece a drop brought (`Text: …`, `File: /…`, `Image: 96 × 48`).
    var arrived: (String) -> Void = { _ in }

    private let label = UILabel()
    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 14)
        label.textAlignment = .center
        imageView.contentMode = .scaleAspectFit
        addSubview(label)
        addSubview(imageView)
        addInteraction(UIDropInteraction(delegate: self))
        show(text: "Drop text, links, files or images here", image: nil)
        setTargeted(false)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = bounds.insetBy(dx: 12, dy: 10)
        let imageWidth = imageView.image == nil ? 0 : min(area.height, area.width / 3)
        imageView.frame = CGRect(x: area.maxX - imageWidth, y: area.minY, width: imageWidth, height: area.height)
        label.frame = CGRect(
            x: area.minX, y: area.minY, width: area.width - imageWidth - (imageWidth > 0 ? 8 : 0), height: area.height)
    }

    private func setTargeted(_ targeted: Bool) {
        layer.borderColor = (targeted ? UIColor.systemBlue : UIColor.systemGray3).cgColor
        backgroundColor = targeted ? UIColor.systemBlue.withAlphaComponent(0.12) : .secondarySystemGroupedBackground
    }

    private func show(text: String, image: UIImage?) {
        label.text = text
        label.textColor = image == nil && text.hasPrefix("Drop ") ? .secondaryLabel : .label
        imageView.image = image
        setNeedsLayout()
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self) || session.canLoadObjects(ofClass: URL.self)
            || session.canLoadObjects(ofClass: UIImage.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        setTargeted(true)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        setTargeted(false)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        setTargeted(false)
        if session.canLoadObjects(ofClass: URL.self) {
            session.loadObjects(ofClass: URL.self) { [weak self] urls in
                let lines = urls.map { $0.isFileURL ? "File: \($0.path)" : "Link: \($0.absoluteString)" }
                self?.received(lines, image: nil)
            }
        } else if session.canLoadObjects(ofClass: UIImage.self) {
            session.loadObjects(ofClass: UIImage.self) { [weak self] images in
                guard let image = images.first as? UIImage else { return }
                self?.received(["Image: \(Int(image.size.width)) × \(Int(image.size.height))"], image: image)
            }
        } else {
            session.loadObjects(ofClass: String.self) { [weak self] strings in
                self?.received(strings.map { "Text: \($0)" }, image: nil)
            }
        }
    }

    private func received(_ lines: [String], image: UIImage?) {
        show(text: lines.joined(separator: "\n"), image: image)
        lines.forEach(arrived)
    }
}
