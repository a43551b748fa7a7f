#!/usr/bin/env bash
# Programmer errors stop with UIKit's message in an optimised build too: builds the Swift 5 fixture with
# `-c release` (-O, where `precondition` prints nothing) and runs each of its misuses, which must end
# the program with a nonzero status and print the message. SDKCompatibilityTests checks the same list
# against the debug build; keep the two lists alike. `make bench` runs this (it builds release anyway).
set -uo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product Swift5Fixture || exit 1
fixture="$(swift build -c release --show-bin-path)/Swift5Fixture"

misuses=(nan-position infinite-frame nan-center self-subview duplicate-items unknown-section unregistered-cell nib-cell collection-invalid-update)
declare -A expected=(
    [nan-position]="CALayerInvalidGeometry: CALayer position contains NaN: [nan 20]"
    [infinite-frame]="CALayerInvalidGeometry: CALayer bounds contains an infinite value: [0 0; inf 10]"
    [nan-center]="CALayerInvalidGeometry: CALayer position contains NaN: [3 nan]"
    [self-subview]="Can't add self as subview"
    [duplicate-items]="Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("
    [unknown-section]="Section identifier was not found. You can verify the section exists"
    [unregistered-cell]="unable to dequeue a cell with identifier Cell - must register a nib or a class"
    [nib-cell]="Could not load NIB in bundle: 'NSBundle <"
    [collection-invalid-update]="attempt to insert item 0 into section 0, but there are only 0 sections after the update"
)

echo "Stops in a release build (Swift5Fixture -c release --misuse <name>)"
failed=0
for misuse in "${misuses[@]}"; do
    # No backtrace: the message is the line before it, and symbolicating takes seconds.
    output=$(SWIFT_BACKTRACE=enable=no timeout 60 "$fixture" --misuse "$misuse" 2>&1)
    status=$?
    message=${expected[$misuse]}
    if [ "$status" -ne 0 ] && grep -qF -- "$message" <<<"$output"; then
        echo "    $misuse: stopped (status $status) saying \"$message\""
    else
        failed=1
        echo "    $misuse: NOT as expected (status $status; wanted \"$message\"); it printed:"
        sed 's/^/        /' <<<"$output" | head -5
    fi
done
echo "    goal every misuse stops with its message: $([ $failed -eq 0 ] && echo met || echo "NOT met")"
exit $failed
