import Foundation

/// Derives `UIDevice.identifierForVendor`: the machine id (systemd's or D-Bus's) mixed with the
/// vendor's part of the bundle identifier, so the raw machine id is not handed out and different
/// vendors see different identifiers.
enum VendorIdentifier {
    static func make(
        machineIDPaths: [String] = ["/etc/machine-id", "/var/lib/dbus/machine-id"],
        bundleIdentifier: String? = Bundle.main.bundleIdentifier
    ) -> UUID? {
        guard
            let machineID = machineIDPaths.lazy.compactMap({ try? String(contentsOfFile: $0, encoding: .utf8) })
                .map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }).first(where: { !$0.isEmpty })
        else { return nil }
        let vendor = vendor(of: bundleIdentifier ?? ProcessInfo.processInfo.processName)
        let input = Array("casement.identifierForVendor\u{0}\(machineID)\u{0}\(vendor)".utf8)
        var bytes = withUnsafeBytes(of: fnv1a(input, seed: 0xcbf2_9ce4_8422_2325).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: fnv1a(input, seed: 0x6c62_272e_07bb_0142).bigEndian, Array.init)
        bytes[6] = (bytes[6] & 0x0f) | 0x40  // version 4 layout
        bytes[8] = (bytes[8] & 0x3f) | 0x80  // RFC 4122 variant
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
                bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }

    /// The bundle identifier without its last component ("com.example" of "com.example.Notes").
    static func vendor(of bundleIdentifier: String) -> String {
        let parts = bundleIdentifier.split(separator: ".")
        return parts.count > 1 ? parts.dropLast().joined(separator: ".") : bundleIdentifier
    }

    private static func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
