/// A colour space; Casement draws in device RGB (treated as sRGB) and gray.
public final class CGColorSpace: @unchecked Sendable {
    public enum Model: Int32, Sendable {
        case monochrome = 0
        case rgb = 1
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"

    public let model: Model
    public let name: String?

    public init?(name: String) {
        switch name {
        case CGColorSpace.linearGray, CGColorSpace.genericGrayGamma2_2: model = .monochrome
        case CGColorSpace.sRGB, CGColorSpace.genericRGBLinear, CGColorSpace.deviceRGB: model = .rgb
        default: return nil
        }
        self.name = name
    }

    package init(model: Model) {
        self.model = model
        name = nil
    }

    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }
