import UIKit

class Gauge: UIView {
    var value: CGFloat = 0
}

#if DEBUG
class GaugeNeedle: UIView {}
#else
class GaugeNeedle: UIImageView {}
#endif

class GaugeScale<Unit>: UIView {}
