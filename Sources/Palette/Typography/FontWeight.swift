internal import InternalPaletteUtilities

/// The weight of a font, `1...1000`, with the named weights of CSS and DTCG.
///
/// The named constants use the DTCG 2025.10 `fontWeight` names: ``thin`` (100),
/// ``extraLight`` (200), ``light`` (300), ``regular`` (400), ``medium`` (500),
/// ``semiBold`` (600), ``bold`` (700), ``extraBold`` (800) and ``black`` (900).
/// ``init(name:)`` also accepts the DTCG aliases (`hairline`, `ultra-light`, `normal`, `book`,
/// `demi-bold`, `ultra-bold`, `heavy`, `extra-black`, `ultra-black`) in any letter case, with or
/// without the hyphen.
///
/// `FontWeight` encodes as its number and decodes from a number or a name.
public struct FontWeight: RawRepresentable, Hashable, Comparable, Sendable {
    /// The numeric weight, `1...1000`.
    public let rawValue: Int

    /// Creates a weight from a number; `nil` outside `1...1000`.
    public init?(rawValue: Int) {
        guard (1...1000).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    @_alwaysEmitIntoClient @usableFromInline init(checked value: Int) {
        rawValue = value
    }

    /// Creates a weight from a number.
    ///
    /// - Throws: ``ThemeError/Code/invalidFontWeight`` outside `1...1000`.
    package init(_ value: Int) throws(ThemeError) {
        guard let weight = FontWeight(rawValue: value) else {
            throw .invalidFontWeight(value: String(value), location: nil)
        }
        self = weight
    }

    /// Creates a weight from a DTCG name such as `"semi-bold"`, or a number written as text.
    ///
    /// - Throws: ``ThemeError/Code/invalidFontWeight`` for an unknown name.
    public init(name: String) throws(ThemeError) {
        if let weight = Self.byName[name.nameMatchingKey] {
            self = weight
        } else if let number = Int(name.trimmingSpaces), let weight = FontWeight(rawValue: number) {
            // The number as written: separators are only ignored in names, so "-400" is not 400.
            self = weight
        } else {
            throw .invalidFontWeight(value: name, location: nil)
        }
    }

    @_alwaysEmitIntoClient public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// 100.
    @_alwaysEmitIntoClient public static var thin: FontWeight { FontWeight(checked: 100) }
    /// 200.
    @_alwaysEmitIntoClient public static var extraLight: FontWeight { FontWeight(checked: 200) }
    /// 300.
    @_alwaysEmitIntoClient public static var light: FontWeight { FontWeight(checked: 300) }
    /// 400, the weight of body text.
    @_alwaysEmitIntoClient public static var regular: FontWeight { FontWeight(checked: 400) }
    /// 500.
    @_alwaysEmitIntoClient public static var medium: FontWeight { FontWeight(checked: 500) }
    /// 600.
    @_alwaysEmitIntoClient public static var semiBold: FontWeight { FontWeight(checked: 600) }
    /// 700.
    @_alwaysEmitIntoClient public static var bold: FontWeight { FontWeight(checked: 700) }
    /// 800.
    @_alwaysEmitIntoClient public static var extraBold: FontWeight { FontWeight(checked: 800) }
    /// 900.
    @_alwaysEmitIntoClient public static var black: FontWeight { FontWeight(checked: 900) }

    /// The named weights from lightest to heaviest.
    static let namedWeights: [FontWeight] = [
        .thin, .extraLight, .light, .regular, .medium, .semiBold, .bold, .extraBold, .black,
    ]

    /// The DTCG name of this weight (`"semi-bold"`), or `nil` when it is not a named weight.
    var name: String? {
        switch rawValue {
        case 100: "thin"
        case 200: "extra-light"
        case 300: "light"
        case 400: "regular"
        case 500: "medium"
        case 600: "semi-bold"
        case 700: "bold"
        case 800: "extra-bold"
        case 900: "black"
        default: nil
        }
    }

    /// The weight as Apple's `UIFont.Weight` / `NSFont.Weight` raw value.
    ///
    /// Named weights map to Apple's constants (100 is `ultraLight` -0.8, 400 is `regular` 0,
    /// 700 is `bold` 0.4, 900 is `black` 0.62); weights in between are interpolated linearly
    /// and weights beyond the ends are clamped, so every weight maps to a usable value.
    package var platformWeight: Double {
        let anchors = Self.platformAnchors
        guard rawValue > anchors[0].weight else { return anchors[0].value }
        for index in 1..<anchors.count where rawValue <= anchors[index].weight {
            let low = anchors[index - 1]
            let high = anchors[index]
            let fraction = Double(rawValue - low.weight) / Double(high.weight - low.weight)
            return low.value + (high.value - low.value) * fraction
        }
        return anchors[anchors.count - 1].value
    }

    /// Apple's weight constants at the CSS weights they correspond to.
    static let platformAnchors: [(weight: Int, value: Double)] = [
        (100, -0.8), (200, -0.6), (300, -0.4), (400, 0), (500, 0.23), (600, 0.3), (700, 0.4), (800, 0.56),
        (900, 0.62),
    ]

    private static let byName: [String: FontWeight] = [
        "thin": .thin, "hairline": .thin,
        "extralight": .extraLight, "ultralight": .extraLight,
        "light": .light,
        "regular": .regular, "normal": .regular, "book": .regular,
        "medium": .medium,
        "semibold": .semiBold, "demibold": .semiBold,
        "bold": .bold,
        "extrabold": .extraBold, "ultrabold": .extraBold,
        "black": .black, "heavy": .black,
        "extrablack": FontWeight(checked: 950), "ultrablack": FontWeight(checked: 950),
    ]
}

extension FontWeight: CustomStringConvertible {
    /// The name when the weight has one, else its number.
    public var description: String { name ?? String(rawValue) }
}

extension FontWeight: Codable {
    /// Decodes a weight from a number (`600`) or a name (`"semi-bold"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            if let number = try? container.decode(Int.self) {
                self = try FontWeight(number)
            } else {
                self = try FontWeight(name: try container.decode(String.self))
            }
        } catch let error as ThemeError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the weight as its number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
