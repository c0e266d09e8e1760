/// A colour with alpha in a colour space: sRGB, Display P3, or extended-range sRGB.
///
/// `ThemeColor` is the colour type of every palette role and colour token. It is a plain value:
/// four `Double` components and a one-byte ``ColorSpace``, cheap to copy, `Sendable`, `Hashable`,
/// and `Codable` as CSS colour text. It is not called `Color` so that it never collides with
/// SwiftUI's `Color` in a file that imports both; the platform bridges convert it
/// (`Color(themeColor)`, `UIColor(themeColor)`).
///
/// ```swift
/// let brand = try ThemeColor(hex: "#1F5FBF")
/// brand.hex                                  // "#1F5FBF"
/// brand.contrastRatio(with: .white)          // 6.2…
/// ```
///
/// Most colours are sRGB, as ``init(hex:)``, ``init(red8:green8:blue8:alpha8:)`` and
/// ``init(red:green:blue:alpha:)`` make them. A colour a designer chose in Display P3 stays in
/// Display P3 (``init(displayP3Red:green:blue:alpha:)``), and one a source gives beyond sRGB's
/// `0...1` keeps its values as extended-range sRGB (``init(extendedSRGBRed:green:blue:alpha:)``):
/// nothing is clipped on the way in. ``hex`` is always sRGB: for a wide colour it is its sRGB
/// rendering, mapped into sRGB with CSS Color 4's gamut mapping (``mapped(into:)``).
///
/// Two colours are equal when they have the same ``colorSpace`` and the same components: a
/// Display P3 colour is not equal to the sRGB colour that looks the same. Compare
/// `a.mapped(into: .displayP3) == b.mapped(into: .displayP3)` to ask whether two colours of
/// the sRGB and P3 gamuts look alike.
public struct ThemeColor: Hashable, Sendable {
    /// The red component in ``colorSpace``: `0...1`, or any finite value in extended-range sRGB.
    public let red: Double
    /// The green component in ``colorSpace``: `0...1`, or any finite value in extended-range sRGB.
    public let green: Double
    /// The blue component in ``colorSpace``: `0...1`, or any finite value in extended-range sRGB.
    public let blue: Double
    /// The opacity, `0...1`; `1` is opaque.
    public let alpha: Double
    /// The space ``red``, ``green`` and ``blue`` are in.
    public let colorSpace: ColorSpace

    /// The one place components are stored: every initialiser cleans its input first.
    private init(checked red: Double, _ green: Double, _ blue: Double, _ alpha: Double, in space: ColorSpace) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.colorSpace = space
    }

    /// Creates a colour from sRGB components.
    ///
    /// Components are clamped to `0...1`; a component that is not a number (`.nan`) becomes `0`,
    /// so a colour computed from bad input is still a valid colour. Use
    /// ``init(extendedSRGBRed:green:blue:alpha:)`` to keep values outside `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(checked: Self.clamped(red), Self.clamped(green), Self.clamped(blue), Self.clamped(alpha), in: .sRGB)
    }

    /// Creates a colour from Display P3 components, as `UIColor(displayP3Red:green:blue:alpha:)`
    /// does.
    ///
    /// Display P3 has sRGB's transfer curve and white point and wider primaries: it holds every
    /// sRGB colour and more saturated reds, greens and oranges, which every iPhone since 2016 and
    /// every recent Mac shows. Components are clamped to `0...1`, and `.nan` becomes `0`.
    ///
    /// ```swift
    /// let red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)
    /// red.hex   // "#FF0F00", its sRGB rendering: sRGB cannot show this red
    /// ```
    public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            checked: Self.clamped(red),
            Self.clamped(green),
            Self.clamped(blue),
            Self.clamped(alpha),
            in: .displayP3
        )
    }

    /// Creates a colour from extended-range sRGB components, which may lie outside `0...1`.
    ///
    /// Extended-range sRGB is sRGB whose components go past both ends, as Xcode's
    /// `extended-srgb` colour sets and `UIColor(red:green:blue:alpha:)` allow: a component over
    /// `1` is brighter or more saturated than sRGB can show, a negative one reaches colours
    /// outside the sRGB triangle. The sRGB transfer curve is extended to negative values by
    /// symmetry, as CSS Color 4 does. A colour whose components all lie in `0...1` is plain sRGB
    /// (its ``colorSpace`` is ``ColorSpace/sRGB``), so one colour has one form. A component that
    /// is not finite becomes `0`; opacity is clamped to `0...1`.
    public init(extendedSRGBRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let (red, green, blue) = (Self.finite(red), Self.finite(green), Self.finite(blue))
        let isInRange = [red, green, blue].allSatisfy { (0...1).contains($0) }
        self.init(checked: red, green, blue, Self.clamped(alpha), in: isInRange ? .sRGB : .extendedSRGB)
    }

    /// Creates a colour from components in `colorSpace`, as the initialiser for that space does
    /// (``init(red:green:blue:alpha:)``, ``init(displayP3Red:green:blue:alpha:)``,
    /// ``init(extendedSRGBRed:green:blue:alpha:)``).
    init(colorSpace: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        switch colorSpace {
        case .sRGB: self.init(red: red, green: green, blue: blue, alpha: alpha)
        case .displayP3: self.init(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        case .extendedSRGB: self.init(extendedSRGBRed: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// Creates an sRGB grey of the given brightness.
    @_alwaysEmitIntoClient public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit sRGB components, `0...255`.
    @_alwaysEmitIntoClient
    public init(red8 red: UInt8, green8 green: UInt8, blue8 blue: UInt8, alpha8 alpha: UInt8 = 255) {
        self.init(
            red: Double(red) / 255,
            green: Double(green) / 255,
            blue: Double(blue) / 255,
            alpha: Double(alpha) / 255
        )
    }

    /// Whether the colour is fully opaque.
    @_alwaysEmitIntoClient package var isOpaque: Bool { alpha >= 1 }

    /// The same colour, in the same space, with a different opacity (clamped to `0...1`).
    public func withAlpha(_ alpha: Double) -> ThemeColor {
        ThemeColor(checked: red, green, blue, Self.clamped(alpha), in: colorSpace)
    }

    private static func clamped(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), 1)
    }

    private static func finite(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }
}

extension ThemeColor {
    /// Opaque black, `#000000`.
    @_alwaysEmitIntoClient public static var black: ThemeColor { ThemeColor(white: 0) }
    /// Opaque white, `#FFFFFF`.
    @_alwaysEmitIntoClient public static var white: ThemeColor { ThemeColor(white: 1) }
    /// Fully transparent black, `#00000000`.
    @_alwaysEmitIntoClient public static var clear: ThemeColor { ThemeColor(white: 0, alpha: 0) }
    /// The near-black Palette uses for text on light colours, `#121212`.
    static let nearBlack = ThemeColor(red8: 0x12, green8: 0x12, blue8: 0x12)
    /// The near-white Palette uses for text on dark colours, `#FAFAFA`.
    @_alwaysEmitIntoClient
    package static var nearWhite: ThemeColor { ThemeColor(red8: 0xFA, green8: 0xFA, blue8: 0xFA) }
}

extension ThemeColor: CustomStringConvertible {
    /// The canonical hex form, ``hex``, for an sRGB colour; CSS colour text for any other
    /// (``cssText``), `color(display-p3 0.925 0.216 0.141)`.
    @_alwaysEmitIntoClient public var description: String { colorSpace == .sRGB ? hex : cssText }
}

/// Decodes a colour from any form ``init(cssText:)`` accepts: a hex string (sRGB), or CSS's
/// `color(srgb …)` and `color(display-p3 …)`; encodes it as ``cssText``: its canonical hex string
/// when that says it exactly, else `color(srgb …)` or `color(display-p3 …)` with every digit, so it
/// decodes as the same colour, bit for bit.
extension ThemeColor: Codable, TextCodable {
    init(codableText text: String) throws(ThemeError) {
        try self.init(cssText: text)
    }

    var codableText: String { cssText }
}
