/// An sRGB colour with alpha, every component in `0...1`.
///
/// `ThemeColor` is the colour type of every palette role and colour token. It is a plain value:
/// cheap to copy, `Sendable`, `Hashable`, and `Codable` as its canonical hex string. It is not
/// called `Color` so that it never collides with SwiftUI's `Color` in a file that imports both;
/// the platform bridges convert it (`Color(themeColor)`, `UIColor(themeColor)`).
///
/// ```swift
/// let brand = try ThemeColor(hex: "#1F5FBF")
/// brand.hex                                  // "#1F5FBF"
/// brand.contrastRatio(with: .white)          // 6.2…
/// ```
public struct ThemeColor: Hashable, Sendable {
    /// The red component, `0...1`.
    public let red: Double
    /// The green component, `0...1`.
    public let green: Double
    /// The blue component, `0...1`.
    public let blue: Double
    /// The opacity, `0...1`; `1` is opaque.
    public let alpha: Double

    /// Creates a colour from sRGB components.
    ///
    /// Components are clamped to `0...1`; a component that is not a number (`.nan`) becomes `0`,
    /// so a colour computed from bad input is still a valid colour.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a grey of the given brightness.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit sRGB components, `0...255`.
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
        self.init(
            red: Double(red) / 255,
            green: Double(green) / 255,
            blue: Double(blue) / 255,
            alpha: Double(alpha) / 255
        )
    }

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { alpha >= 1 }

    /// The same colour with a different opacity.
    public func withAlpha(_ alpha: Double) -> ThemeColor {
        ThemeColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    private static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }
}

extension ThemeColor {
    /// Opaque black, `#000000`.
    public static let black = ThemeColor(white: 0)
    /// Opaque white, `#FFFFFF`.
    public static let white = ThemeColor(white: 1)
    /// Fully transparent black, `#00000000`.
    public static let clear = ThemeColor(white: 0, alpha: 0)
    /// The near-black Palette uses for text on light colours, `#121212`.
    public static let nearBlack = ThemeColor(red8: 0x12, green8: 0x12, blue8: 0x12)
    /// The near-white Palette uses for text on dark colours, `#FAFAFA`.
    public static let nearWhite = ThemeColor(red8: 0xFA, green8: 0xFA, blue8: 0xFA)
}

extension ThemeColor: CustomStringConvertible {
    /// The canonical hex form, as ``hex``.
    public var description: String { hex }
}

extension ThemeColor: Codable {
    /// Decodes a colour from a hex string in any form ``init(hex:)`` accepts.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let string = try container.decode(String.self)
        do {
            self = try ThemeColor(hex: string)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the colour as its canonical hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
