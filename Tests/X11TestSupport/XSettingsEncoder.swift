/// Writes settings in the XSETTINGS format, as a settings daemon does.
package struct XSettingsEncoder {
    package let bigEndian: Bool
    private var serial: UInt32 = 7
    private var entries: [[UInt8]] = []

    package init(bigEndian: Bool) {
        self.bigEndian = bigEndian
    }

    package var bytes: [UInt8] {
        [bigEndian ? 1 : 0, 0, 0, 0] + card32(serial) + card32(UInt32(entries.count)) + entries.flatMap { $0 }
    }

    package func integer(_ name: String, _ value: Int32) -> XSettingsEncoder {
        adding(type: 0, name: name, value: card32(UInt32(bitPattern: value)))
    }

    package func string(_ name: String, _ value: String) -> XSettingsEncoder {
        let utf8 = Array(value.utf8)
        return adding(type: 1, name: name, value: card32(UInt32(utf8.count)) + padded(utf8))
    }

    package func color(_ name: String, red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) -> XSettingsEncoder {
        adding(type: 2, name: name, value: card16(red) + card16(blue) + card16(green) + card16(alpha))
    }

    private func adding(type: UInt8, name: String, value: [UInt8]) -> XSettingsEncoder {
        var copy = self
        let utf8 = Array(name.utf8)
        copy.entries.append([type, 0] + card16(UInt16(utf8.count)) + padded(utf8) + card32(serial) + value)
        return copy
    }

    private func padded(_ bytes: [UInt8]) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }

    private func card16(_ value: UInt16) -> [UInt8] {
        let bytes = [UInt8(value & 0xFF), UInt8(value >> 8)]
        return bigEndian ? bytes.reversed() : bytes
    }

    private func card32(_ value: UInt32) -> [UInt8] {
        let bytes = (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) }
        return bigEndian ? bytes.reversed() : bytes
    }
}
