import UIKit
import XCTest

/// The UIKit drawing calls that take a blend mode and alpha.
final class BlendModeDrawingTests: XCTestCase {
    func testBezierFillWithClearBlendModeErasesOnlyThePath() {
        MainActor.assumeIsolated {
            let (image, _) = drawOnBlue {
                UIColor.red.setFill()
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).fill(with: .clear, alpha: 1)
            }

            XCTAssertEqual(image.pixel(x: 5, y: 5).alpha, 0)
            XCTAssertEqual(image.pixel(x: 15, y: 5).blue, 255)
        }
    }

    func testBezierStrokeWithAlphaBlendsAndLeavesTheContextAlphaAlone() {
        MainActor.assumeIsolated {
            let (image, context) = drawOnBlue {
                UIColor.red.setStroke()
                let line = UIBezierPath()
                line.move(to: CGPoint(x: 0, y: 10))
                line.addLine(to: CGPoint(x: 20, y: 10))
                line.lineWidth = 6
                line.stroke(with: .normal, alpha: 0.5)
            }

            let pixel = image.pixel(x: 10, y: 10)
            XCTAssertEqual(Int(pixel.red), 128, accuracy: 2)
            XCTAssertEqual(Int(pixel.blue), 127, accuracy: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(context.makeImage()!.pixel(x: 0, y: 0).red, 255, "alpha did not leak")
        }
    }

    func testImageDrawWithMultiplyBlendMode() {
        MainActor.assumeIsolated {
            let gray = UIGraphicsImageRenderer(
                size: CGSize(width: 20, height: 20),
                format: {
                    let format = UIGraphicsImageRendererFormat()
                    format.scale = 1
                    return format
                }()
            ).image { context in
                UIColor(white: 0.5, alpha: 1).setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }

            let (image, _) = drawOnBlue {
                gray.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20), blendMode: .multiply, alpha: 1)
            }

            XCTAssertEqual(Int(image.pixel(x: 10, y: 10).blue), 128, accuracy: 2)
            XCTAssertEqual(image.pixel(x: 10, y: 10).red, 0)
        }
    }

    func testRendererContextFillWithBlendModeAndTheSharedRendererBase() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format)

            let image = renderer.image { context in
                UIColor.green.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 4), blendMode: .clear)
            }

            XCTAssertTrue((renderer as UIGraphicsRenderer).allowsImageOutput)
            XCTAssertEqual(renderer.format.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
            XCTAssertEqual(image.cgImage!.pixel(x: 0, y: 0).alpha, 0)
            XCTAssertEqual(image.cgImage!.pixel(x: 3, y: 0).green, 255)
        }
    }
}

/// Runs `body` with a 20×20 UIKit context filled blue as the current context.
@MainActor private func drawOnBlue(_ body: () -> Void) -> (CGImage, CGContext) {
    let context = CGContext(pixelWidth: 20, pixelHeight: 20)
    context.setFillColor(UIColor.blue.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    UIGraphicsPushContext(context)
    body()
    UIGraphicsPopContext()
    return (context.makeImage()!, context)
}

final class ImageContextShadowTests: XCTestCase {
    /// Shadow offsets in UIKit image contexts are in points, so a scale-2 renderer doubles them in pixels.
    func testShadowOffsetIsInPointsAtScaleTwo() {
        MainActor.assumeIsolated {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
                context.cgContext.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.red.cgColor)
                UIColor.black.setFill()
                context.fill(CGRect(x: 10, y: 5, width: 10, height: 10))
            }.cgImage!

            // The square covers pixel rows 10..<30; its shadow, 10 points = 20 pixels lower, rows 30..<50.
            XCTAssertEqual(image.pixel(x: 30, y: 45).red, 255)
            XCTAssertEqual(image.pixel(x: 30, y: 52).alpha, 0)
            XCTAssertEqual(image.pixel(x: 30, y: 20).red, 0)
        }
    }
}
