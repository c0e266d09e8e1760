import Foundation
import Palette

/// The theming strategy Palette is compared with, re-implemented faithfully so both are measured
/// in the same run.
///
/// SwiftTheme, AUUTheme and SDThemeManager keep the current theme as a Foundation dictionary
/// decoded from JSON or a plist, and every read looks the value up by a string key path
/// (`"color.primary"`: split on `.`, one nested dictionary per component) and then parses the
/// hex string it finds with Foundation's `Scanner`, as SwiftTheme's `UIColor(rgba:)` does. Nothing
/// is cached between reads, exactly as in those libraries.
final class PeerThemeManager {
    /// How the theme dictionary is stored.
    enum Storage {
        /// `NSDictionary`, as `NSJSONSerialization` and `NSDictionary(contentsOfFile:)` return.
        case foundation
        /// `[String: Any]`, as Swift code bridging those results holds it.
        case swift
    }

    private let nsTheme: NSDictionary
    private let swiftTheme: [String: Any]
    private let storage: Storage

    /// A manager whose current theme holds `theme`'s colours as hex strings under `color.<role>`.
    init(theme: some Theme, storage: Storage) {
        var colors: [String: Any] = [:]
        for role in ColorRole.allCases { colors[role.rawValue] = theme.palette[role].hex }
        swiftTheme = ["color": colors, "font": ["heading": ["size": 22, "weight": "bold"]]]
        nsTheme = NSDictionary(dictionary: [
            "color": NSDictionary(dictionary: colors),
            "font": NSDictionary(dictionary: ["heading": NSDictionary(dictionary: ["size": 22, "weight": "bold"])]),
        ])
        self.storage = storage
    }

    /// The colour at `keyPath`, looked up and parsed afresh, or `nil` when it is missing or not a colour.
    func color(for keyPath: String) -> ThemeColor? {
        guard let hex = value(for: keyPath) as? String else { return nil }
        return Self.parse(hex: hex)
    }

    /// The value at a dotted key path, walking one nested dictionary per component.
    ///
    /// Each storage is walked with its own type, so no bridging cast between `NSDictionary` and
    /// `[String: Any]` is measured: only the lookups the libraries themselves make.
    func value(for keyPath: String) -> Any? {
        let keys = keyPath.split(separator: ".")
        switch storage {
        case .foundation:
            var node: Any? = nsTheme
            for key in keys {
                guard let dictionary = node as? NSDictionary else { return nil }
                node = dictionary.object(forKey: String(key))
            }
            return node
        case .swift:
            var node: Any? = swiftTheme
            for key in keys {
                guard let dictionary = node as? [String: Any] else { return nil }
                node = dictionary[String(key)]
            }
            return node
        }
    }

    /// SwiftTheme's `UIColor(rgba:)`: drop the `#`, scan the rest as one hex integer with
    /// `Scanner`, then split it by the number of digits. Like SwiftTheme, it does not check that
    /// the scanner consumed everything.
    static func parse(hex: String) -> ThemeColor? {
        guard hex.hasPrefix("#") else { return nil }
        let digits = String(hex.dropFirst())
        let scanner = Scanner(string: digits)
        guard let value = scanner.scanUInt64(representation: .hexadecimal) else { return nil }
        let red: UInt64
        let green: UInt64
        let blue: UInt64
        var alpha: UInt64 = 255
        switch digits.count {
        case 3:
            (red, green, blue) = ((value >> 8 & 0xF) * 17, (value >> 4 & 0xF) * 17, (value & 0xF) * 17)
        case 4:
            (red, green, blue) = ((value >> 12 & 0xF) * 17, (value >> 8 & 0xF) * 17, (value >> 4 & 0xF) * 17)
            alpha = (value & 0xF) * 17
        case 6:
            (red, green, blue) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        case 8:
            (red, green, blue) = (value >> 24 & 0xFF, value >> 16 & 0xFF, value >> 8 & 0xFF)
            alpha = value & 0xFF
        default:
            return nil
        }
        return ThemeColor(
            red: Double(red) / 255,
            green: Double(green) / 255,
            blue: Double(blue) / 255,
            alpha: Double(alpha) / 255
        )
    }
}
