#!/usr/bin/env bash
# Builds casement-port (Tools/casement-port) into .build/tools with the toolchain's own SwiftSyntax
# (lib/swift/host), outside SwiftPM, so the package's manifest needs no toolchain paths or unsafe
# flags (see docs/ARCHITECTURE.md, Decisions). A toolchain without SwiftSyntax gets one line saying
# so, and the rest of the build goes on.
set -euo pipefail
cd "$(dirname "$0")/.."

swift=$(command -v "${SWIFT:-swift}")
swiftc=$(dirname "$(readlink -f "$swift")")/swiftc
host=${SWIFT_HOST:-$(dirname "$(readlink -f "$swift")")/../lib/swift/host}
if [ ! -f "$host/libSwiftSyntax.so" ] || [ ! -d "$host/SwiftSyntax.swiftmodule" ]; then
    echo "casement-port not built: this toolchain has no SwiftSyntax in $host"
    exit 0
fi

out=.build/tools
tool=$out/casement-port
if [ -x "$tool" ] && [ -z "$(find Tools/casement-port scripts/build-port-tool.sh -newer "$tool")" ]; then
    exit 0
fi
mkdir -p "$out"
"$swiftc" -swift-version 6 -module-name casement_port -module-cache-path "$out/ModuleCache" \
    -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser -Xlinker -rpath -Xlinker "$(readlink -f "$host")" \
    Tools/casement-port/*.swift -o "$tool"
echo "built $tool"
