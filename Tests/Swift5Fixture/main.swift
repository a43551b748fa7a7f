// iOS-style code as a port brings it, in Swift 5 language mode: no isolation annotations anywhere.
// `make test` builds it (zero diagnostics are checked by SDKCompatibilityTests) and runs it: each
// check prints "ok <name>" or "FAIL <name>: <why>", and any failure makes the exit status 1. With
// `--misuse <name>` it instead makes one programmer error (Misuse.swift), which must stop it.
import Foundation
import UIKit

runMisuseIfAsked()

// Drawing at top level, as a script or a playground does.
let badge = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
    UIColor.red.setFill()
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    UIBezierPath(ovalIn: CGRect(x: 10, y: 5, width: 10, height: 10)).fill()
}
check("top-level drawing", badge.size == CGSize(width: 20, height: 20) && badge.pngData() != nil)

checkLayerSubclasses()
checkAnimationHelpers()
checkFoundationExtensions()
checkConcurrentRendering()
checkCellSubclasses()
checkTextInput()
finish()
