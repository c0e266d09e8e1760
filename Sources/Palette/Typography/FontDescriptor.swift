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
    // The properties in one stored tuple, each read and written through accessors emitted into the
    // code that uses them: a public stored `var` keeps a getter, a setter and a modify accessor in
    // every app that links Palette, the tuple three in all.
    @usableFromInline var stored:
        (
            family: FontFamily,
            size: Double,
            weight: FontWeight,
            traits: FontTraits,
            textStyle: TextStyle?,
            lineHeight: Double?,
            letterSpacing: Dimension?,
            fallbackFamilies: [String],
            sizeUnit: Dimension.Unit
        )

    /// Where the glyphs come from.
    @_alwaysEmitIntoClient public var family: FontFamily {
        get { stored.family }
        set { stored.family = newValue }
    }
    /// The size in points at the default content size, always in `1...1000`.
    @_alwaysEmitIntoClient public var size: Double {
        get { stored.size }
        set { stored.size = Self.clampedSize(newValue) }
    }
    /// The weight.
    @_alwaysEmitIntoClient public var weight: FontWeight {
        get { stored.weight }
        set { stored.weight = newValue }
    }
    /// Italic, condensed, monospace and the other traits.
    @_alwaysEmitIntoClient public var traits: FontTraits {
        get { stored.traits }
        set { stored.traits = newValue }
    }
    /// The Dynamic Type style whose scaling the size follows, if any.
    @_alwaysEmitIntoClient public var textStyle: TextStyle? {
        get { stored.textStyle }
        set { stored.textStyle = newValue }
    }
    /// The distance between baselines as a multiple of the size (DTCG's unitless `lineHeight`),
    /// when the design gives one; the leading traits say roughly the same for platform fonts.
    @_alwaysEmitIntoClient public var lineHeight: Double? {
        get { stored.lineHeight }
        set { stored.lineHeight = newValue }
    }
    /// Extra space between characters (DTCG's `letterSpacing`), when the design gives some: in
    /// points, or in `em`, a multiple of the size that follows it as Dynamic Type scales it.
    @_alwaysEmitIntoClient public var letterSpacing: Dimension? {
        get { stored.letterSpacing }
        set { stored.letterSpacing = newValue }
    }
    /// The families to try after ``family``, in order, as the design names them: CSS family
    /// names such as `"Helvetica Neue"` or `"sans-serif"`, kept as written so that a design's
    /// font stack (`["Inter", "Helvetica Neue", "sans-serif"]`) goes back out as it came in.
    @_alwaysEmitIntoClient public var fallbackFamilies: [String] {
        get { stored.fallbackFamilies }
        _modify { yield &stored.fallbackFamilies }
        set { stored.fallbackFamilies = newValue }
    }
    /// The unit the size was written in: ``Dimension/Unit/points`` unless a design wrote it in
    /// `rem` or `em` (the size is still in points; so an exporter writes it back in its unit).
    @_alwaysEmitIntoClient public var sizeUnit: Dimension.Unit {
        get { stored.sizeUnit }
        set { stored.sizeUnit = newValue }
    }

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
        stored = (
            family: family,
            size: Self.clampedSize(size),
            weight: weight,
            traits: traits,
            textStyle: textStyle,
            lineHeight: lineHeight,
            letterSpacing: letterSpacing,
            fallbackFamilies: fallbackFamilies,
            sizeUnit: sizeUnit
        )
    }

    /// The size in the unit it was written in: `0.875rem` for a 14-point size written in rem.
    @_alwaysEmitIntoClient package var writtenSize: Dimension { Dimension(size).converted(to: sizeUnit) }

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

    @_alwaysEmitIntoClient @usableFromInline static func clampedSize(_ size: Double) -> Double {
        guard !size.isNaN else { return 17 }
        return min(max(size, 1), 1000)
    }

    /// Two descriptors are equal when every property is.
    public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
        let (left, right) = (lhs.stored, rhs.stored)
        return left.family == right.family && left.size == right.size && left.weight == right.weight
            && left.traits == right.traits && left.textStyle == right.textStyle && left.lineHeight == right.lineHeight
            && left.letterSpacing == right.letterSpacing && left.fallbackFamilies == right.fallbackFamilies
            && left.sizeUnit == right.sizeUnit
    }

    public func hash(into hasher: inout Hasher) {
        let fields = stored
        hasher.combine(fields.family)
        hasher.combine(fields.size)
        hasher.combine(fields.weight)
        hasher.combine(fields.traits)
        hasher.combine(fields.textStyle)
        hasher.combine(fields.lineHeight)
        hasher.combine(fields.letterSpacing)
        hasher.combine(fields.fallbackFamilies)
        hasher.combine(fields.sizeUnit)
    }
}

extension FontDescriptor: CustomStringConvertible {
    /// The short form, e.g. `system 17 semi-bold italic (body)` (see ``shortForm``).
    @_alwaysEmitIntoClient public var description: String { shortForm }
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
