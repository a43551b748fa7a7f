import Foundation

// Built in place of casement-port when the toolchain has no SwiftSyntax in lib/swift/host (see Package.swift).
FileHandle.standardError.write(
    Data("casement-port is not available: this Swift toolchain has no SwiftSyntax in lib/swift/host\n".utf8))
exit(1)
