/// A font described by what it should look like, not by a hard-coded font name.
///
/// A descriptor names a ``FontFamily`` (the system font in a design, or a family by name), a
/// size in points, a ``FontWeight``, ``FontTraits`` and an optional ``TextStyle`` that makes the
/// size follow Dynamic Type. Typography from design tokens may add a line height (a multiple of
/// the size) and letter spacing (in points, or in `em` of the size), and remembers the unit its
/// size was written in (``sizeUnit``). The platform bridges turn it into a `UIFont`, `NSFont` or SwiftUI
/// `Font`; a named family that is not installed becomes the system font with the same weight
/// and traits instead of a crash.
///
/// ```swift
/// let heading = FontDescriptor(size: 22, weight: .bold, textStyle: .title2)
/// let quote = FontDescriptor(family: .system(design: .serif), size: 17, traits: .italic)
/// let brand = FontDescriptor(family: .named("Avenir Next"), size: 17, weight: .medium)
/// ```
///
/// Encodes as `{"family": "system", "size": 17, "weight": 400, "traits": ["italic"],
/// "textStyle": "body", "lineHeight": 1.5, "letterSpacing": "-0.02em"}`; everything after
/// `weight` may be omitted, a size written in `rem` encodes as text (`"0.875rem"`), and a family
/// with fallbacks as a list (`["Inter", "Helvetica Neue", "sans-serif"]`).
public struct FontDescriptor: Hashable, Sendable {
    /// Where the glyphs come from.
    public var family: FontFamily
    /// The size in points at the default content size, always in `1...1000`.
    public var size: Double {
        didSet { size = Self.clampedSize(size) }
    }
    /// The weight.
    public var weight: FontWeight
    /// Italic, condensed, monospace and the other traits.
    public var traits: FontTraits
    // Spelled `Optional<…>`, not `…?`: an optional `var` written `T?` has an implicit `nil` initial
    // value, which Swift emits as a function every app keeps; the initialisers set it instead.
    /// The Dynamic Type style whose scaling the size follows, if any.
    public var textStyle: Optional<TextStyle>
    /// The distance between baselines as a multiple of the size (DTCG's unitless `lineHeight`),
    /// when the design gives one; the leading traits say roughly the same for platform fonts.
    public var lineHeight: Optional<Double>
    /// Extra space between characters (DTCG's `letterSpacing`), when the design gives some: in
    /// points, or in `em`, a multiple of the size that follows it as Dynamic Type scales it.
    public var letterSpacing: Optional<Dimension>
    /// The families to try after ``family``, in order, as the design names them: CSS family
    /// names such as `"Helvetica Neue"` or `"sans-serif"`, kept as written so that a design's
    /// font stack (`["Inter", "Helvetica Neue", "sans-serif"]`) goes back out as it came in.
    public var fallbackFamilies: [String]
    /// The unit the size was written in: ``Dimension/Unit/points`` unless a design wrote it in
    /// `rem` or `em` (the size is still in points; so an exporter writes it back in its unit).
    public var sizeUnit: Dimension.Unit

    /// Creates a descriptor.
    ///
    /// A size outside `1...1000` is clamped into it (and a size that is not a number becomes
    /// 17 points), so a descriptor built from computed values always yields a usable font.
    public init(
        family: FontFamily = .system,
        size: Double,
        weight: FontWeight = .regular,
        traits: FontTraits = [],
        textStyle: TextStyle? = nil,
        lineHeight: Double? = nil,
        letterSpacing: Dimension? = nil,
        fallbackFamilies: [String] = [],
        sizeUnit: Dimension.Unit = .points
    ) {
        self.family = family
        self.fallbackFamilies = fallbackFamilies
        self.sizeUnit = sizeUnit
        self.size = Self.clampedSize(size)
        self.weight = weight
        self.traits = traits
        self.textStyle = textStyle
        self.lineHeight = lineHeight
        self.letterSpacing = letterSpacing
    }

    /// The size in the unit it was written in: `0.875rem` for a 14-point size written in rem.
    @_alwaysEmitIntoClient
    package var writtenSize: Dimension { Dimension(size).converted(to: sizeUnit) }

    /// The letter spacing in points at this size, `0` when there is none.
    var letterSpacingPoints: Double { letterSpacing?.points(fontSize: size) ?? 0 }

    /// A system-font descriptor for a Dynamic Type style at iOS's default size and weight for it.
    ///
    /// ```swift
    /// FontDescriptor.textStyle(.headline)   // system, 17 pt, semi-bold, scales as headline
    /// ```
    public static func textStyle(
        _ style: TextStyle,
        design: FontFamily.SystemDesign = .default,
        weight: FontWeight? = nil,
        traits: FontTraits = []
    ) -> FontDescriptor {
        FontDescriptor(
            family: .system(design: design),
            size: style.defaultSize,
            weight: weight ?? style.defaultWeight,
            traits: traits,
            textStyle: style
        )
    }

    /// The same descriptor with another size.
    func withSize(_ size: Double) -> FontDescriptor {
        var copy = self
        copy.size = size
        return copy
    }

    /// The same descriptor with another weight.
    func withWeight(_ weight: FontWeight) -> FontDescriptor {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same descriptor with more traits.
    func adding(_ traits: FontTraits) -> FontDescriptor {
        var copy = self
        copy.traits.formUnion(traits)
        return copy
    }

    static func clampedSize(_ size: Double) -> Double {
        guard !size.isNaN else { return 17 }
        return min(max(size, 1), 1000)
    }
}

extension FontDescriptor: CustomStringConvertible {
    /// The short form, e.g. `system 17 semi-bold italic (body)` (see ``shortForm``).
    public var description: String { shortForm }
}

extension FontDescriptor: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let written = try container.decode(Dimension.self, forKey: AnyCodingKey("size"))
        let size = written.points()
        guard size.isFinite, size > 0, size <= 1000 else {
            throw DecodingError.dataCorruptedError(
                forKey: AnyCodingKey("size"),
                in: container,
                debugDescription: "font size '\(size)' must be greater than 0 and at most 1000"
            )
        }
        var families: [String] = []
        if let list = try? container.decodeIfPresent([String].self, forKey: AnyCodingKey("family")) {
            families = list
        } else if let name = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("family")) {
            families = [name]
        }
        var family: FontFamily = .system(design: .default)
        if let first = families.first {
            do throws(ThemeError) {
                family = try FontFamily(string: first)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: AnyCodingKey("family"),
                    in: container,
                    debugDescription: error.description
                )
            }
        }
        self.init(
            family: family,
            size: size,
            weight: try container.decodeIfPresent(FontWeight.self, forKey: AnyCodingKey("weight")) ?? .regular,
            traits: try container.decodeIfPresent(FontTraits.self, forKey: AnyCodingKey("traits")) ?? [],
            textStyle: try container.decodeIfPresent(TextStyle.self, forKey: AnyCodingKey("textStyle")),
            lineHeight: try container.decodeIfPresent(Double.self, forKey: AnyCodingKey("lineHeight")),
            letterSpacing: try container.decodeIfPresent(Dimension.self, forKey: AnyCodingKey("letterSpacing")),
            fallbackFamilies: Array(families.dropFirst())
        )
        sizeUnit = written.unit
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        if fallbackFamilies.isEmpty {
            try container.encode(family, forKey: AnyCodingKey("family"))
        } else {
            try container.encode([family.stringValue] + fallbackFamilies, forKey: AnyCodingKey("family"))
        }
        try container.encode(writtenSize, forKey: AnyCodingKey("size"))
        try container.encode(weight, forKey: AnyCodingKey("weight"))
        if !traits.isEmpty { try container.encode(traits, forKey: AnyCodingKey("traits")) }
        try container.encodeIfPresent(textStyle, forKey: AnyCodingKey("textStyle"))
        try container.encodeIfPresent(lineHeight, forKey: AnyCodingKey("lineHeight"))
        try container.encodeIfPresent(letterSpacing, forKey: AnyCodingKey("letterSpacing"))
    }
}
