import UIKit

/// The contacts page's pictures, drawn with `UIGraphicsImageRenderer` and kept once drawn: a
/// coloured circle with a contact's initials, as Contacts shows people without a photo, and the
/// favourites' star.
@MainActor
enum ContactAvatar {
    private static let size = CGSize(width: 36, height: 36)
    private static let colors: [UIColor] = [
        .systemBlue, .systemGreen, .systemIndigo, .systemOrange, .systemPink, .systemPurple, .systemTeal, .systemGray,
    ]
    private static var drawn: [Contact.ID: UIImage] = [:]

    /// `contact`'s initials in white on a circle of a colour that follows from its identifier.
    static func image(for contact: Contact) -> UIImage {
        if let image = drawn[contact.id] { return image }
        let color = colors[contact.id % colors.count]
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            color.setFill()
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).fill()
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .foregroundColor: UIColor.white,
            ]
            let initials = contact.initials as NSString
            let textSize = initials.size(withAttributes: attributes)
            initials.draw(
                at: CGPoint(x: (size.width - textSize.width) / 2, y: (size.height - textSize.height) / 2),
                withAttributes: attributes)
        }
        drawn[contact.id] = image
        return image
    }

    /// A five-pointed star, 16 points across, in yellow: a favourite's accessory.
    static let star: UIImage = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let star = UIBezierPath()
        for point in 0..<10 {
            let radius: CGFloat = point.isMultiple(of: 2) ? 8 : 3.4
            let angle = -CGFloat.pi / 2 + CGFloat(point) * .pi / 5
            let vertex = CGPoint(x: 8 + radius * cos(angle), y: 8.5 + radius * sin(angle))
            if point == 0 { star.move(to: vertex) } else { star.addLine(to: vertex) }
        }
        star.close()
        UIColor.systemYellow.setFill()
        star.fill()
    }
}
