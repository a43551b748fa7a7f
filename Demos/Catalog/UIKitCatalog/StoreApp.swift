import Foundation

/// A made-up app on the App Store page: its name, category, a line selling it (shown on featured
/// cards), its price (nil when free), and what its icon looks like — a hue and one of the
/// `AppIcon` glyphs.
struct StoreApp: Hashable, Sendable {
    let name: String
    let category: String
    let pitch: String
    let price: String?
    let hue: Double
    let glyph: AppIcon.Glyph

    /// 24 apps, the same every run so tests and screenshots can name them.
    static let samples: [StoreApp] = [
        StoreApp("Lumen", "Photo & Video", "Light every shot like a studio", nil, 0.08, .sun),
        StoreApp("Tidepool", "Weather", "Tides, swell and wind for your beach", nil, 0.55, .wave),
        StoreApp("Quill", "Productivity", "Notes that link themselves", "$4.99", 0.12, .leaf),
        StoreApp("Orbit", "Education", "Walk the night sky in your hand", nil, 0.68, .ring),
        StoreApp("Pocket Chef", "Food & Drink", "Dinner from what is in the fridge", nil, 0.02, .dot),
        StoreApp("Trailhead", "Navigation", "Maps for the paths roads forget", "$2.99", 0.33, .peak),
        StoreApp("Metronome+", "Music", "Keep time, any time signature", "$0.99", 0.80, .play),
        StoreApp("Pixel Garden", "Games", "Grow a garden one pixel at a time", nil, 0.28, .leaf),
        StoreApp("Ledger", "Finance", "Every account on one page", nil, 0.45, .bars),
        StoreApp("Snowline", "Sports", "Ski reports from the top of the lift", "$1.99", 0.58, .peak),
        StoreApp("Echo", "Social Networking", "Voice notes for close friends", nil, 0.92, .wave),
        StoreApp("Drift", "Health & Fitness", "Breathe slower in five minutes", "$3.99", 0.50, .ring),
        StoreApp("Sprocket", "Games", "Build machines that almost work", "$5.99", 0.05, .gear),
        StoreApp("Canvas", "Graphics & Design", "Paint with real brush physics", "$9.99", 0.75, .dot),
        StoreApp("Beacon", "Utilities", "Find whatever you put down", nil, 0.15, .sun),
        StoreApp("Wordsmith", "Reference", "A thesaurus that reads the room", nil, 0.62, .bars),
        StoreApp("Harbor", "Travel", "Ferries, trains and buses in one trip", nil, 0.52, .play),
        StoreApp("Fable", "Books", "Stories read aloud by their authors", "$2.99", 0.85, .leaf),
        StoreApp("Gridlock", "Games", "Slide the blocks, free the car", nil, 0.00, .bars),
        StoreApp("Spectrum", "Photo & Video", "Film looks for every camera", "$1.99", 0.70, .sun),
        StoreApp("Kettle", "Lifestyle", "Tea timers for every leaf", nil, 0.40, .ring),
        StoreApp("Relay", "Business", "Hand over shifts without the chaos", nil, 0.60, .gear),
        StoreApp("Starling", "Entertainment", "What to watch tonight, decided", nil, 0.95, .play),
        StoreApp("Atlas Run", "Games", "Run across a planet that turns", "$3.99", 0.22, .peak),
    ]

    private init(
        _ name: String, _ category: String, _ pitch: String, _ price: String?, _ hue: Double, _ glyph: AppIcon.Glyph
    ) {
        self.name = name
        self.category = category
        self.pitch = pitch
        self.price = price
        self.hue = hue
        self.glyph = glyph
    }
}
