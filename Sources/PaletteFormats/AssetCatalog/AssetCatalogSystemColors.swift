internal import InternalPaletteUtilities
import Palette

/// The values of the system colours a colour set may refer to instead of giving components
/// (`"color" : { "platform" : "ios", "reference" : "systemBlueColor" }`), as Apple's Human
/// Interface Guidelines list them for iOS: a light and a dark value each.
///
/// A system colour follows the appearance on its own, so a reference in a colour set's "Any"
/// entry gives the dark variant the dark value. Colours whose value depends on more than the
/// appearance (`labelColor`, `systemBackgroundColor`, the fills and separators) have no entry:
/// the importer names them in a warning instead of guessing.
enum AssetCatalogSystemColors {
    /// The light and dark values of a system colour, by the name a colour set gives it
    /// (`systemBlueColor`; the `Color` suffix is optional and case is ignored).
    static func values(of reference: String) -> (light: ThemeColor, dark: ThemeColor)? {
        var key = reference.asciiCaseFolded
        if key.hasSuffix("color") { key = String(key.dropLast(5)) }
        guard let entry = table[key] else { return nil }
        return (color(entry.light), color(entry.dark))
    }

    private static func color(_ rgb: (UInt8, UInt8, UInt8)) -> ThemeColor {
        ThemeColor(red8: rgb.0, green8: rgb.1, blue8: rgb.2)
    }

    private typealias RGB = (UInt8, UInt8, UInt8)

    private static let table: [String: (light: RGB, dark: RGB)] = [
        "systemred": ((255, 59, 48), (255, 69, 58)),
        "systemorange": ((255, 149, 0), (255, 159, 10)),
        "systemyellow": ((255, 204, 0), (255, 214, 10)),
        "systemgreen": ((52, 199, 89), (48, 209, 88)),
        "systemmint": ((0, 199, 190), (99, 230, 226)),
        "systemteal": ((48, 176, 199), (64, 200, 224)),
        "systemcyan": ((50, 173, 230), (100, 210, 255)),
        "systemblue": ((0, 122, 255), (10, 132, 255)),
        "systemindigo": ((88, 86, 214), (94, 92, 230)),
        "systempurple": ((175, 82, 222), (191, 90, 242)),
        "systempink": ((255, 45, 85), (255, 55, 95)),
        "systembrown": ((162, 132, 94), (172, 142, 104)),
        "systemgray": ((142, 142, 147), (142, 142, 147)),
        "systemgray2": ((174, 174, 178), (99, 99, 102)),
        "systemgray3": ((199, 199, 204), (72, 72, 74)),
        "systemgray4": ((209, 209, 214), (58, 58, 60)),
        "systemgray5": ((229, 229, 234), (44, 44, 46)),
        "systemgray6": ((242, 242, 247), (28, 28, 30)),
        "black": ((0, 0, 0), (0, 0, 0)),
        "white": ((255, 255, 255), (255, 255, 255)),
    ]
}
