import Palette

/// How generated Swift writes one kind of token: the one table the Swift exporter asks about a
/// kind, so that a new ``/Palette/TokenKind`` is one entry here, not a new code path.
///
/// A kind says how its typed keys are declared (the key type), how its values are tabled (a
/// ``Tabling``), how a value another value refers to is typed, and how messages name the kind.
struct GeneratedTokenKind: Sendable {
    /// How a kind's values are written: each value goes into a table of values alike, of one
    /// concrete type that the type checker never infers element by element.
    enum Tabling: Sendable {
        /// Numbers, written as indices into the file's numbers (``GeneratedTables/table(ofNumbers:columns:)``),
        /// `width` for each value; `table` names the table of a value (values of one table are
        /// made alike, such as colours of one space), gives its numbers, and the expression that
        /// makes a ``/Palette/TokenValue`` from `values[i]`, `values[i + 1]` …
        case numbers(width: Int, table: @Sendable (TokenValue) -> (name: String, numbers: [Double], make: String)?)
        /// One expression per value in an array of `type`; `make` wraps `values[index]` in its
        /// ``/Palette/TokenValue`` case. For kinds whose values are few: an array literal costs
        /// the optimiser a value per element.
        case expressions(type: String, expression: @Sendable (TokenValue) -> String?, make: String)
        /// Text kept among the file's texts (``GeneratedTables``); `make` wraps `value`, the
        /// text, in its ``/Palette/TokenValue`` case.
        case texts(text: @Sendable (TokenValue) -> String?, make: String)
    }

    /// The key type Palette declares for the kind: `ColorToken`.
    let keyType: String
    /// The Swift type of a value of the kind, as written in generated source:
    /// `Palette.ThemeColor`, `Double`.
    let valueType: String
    /// The kind as a message or a doc comment names it: `colour`, `dimension`.
    let noun: String
    /// How the kind's values are tabled.
    let tabling: Tabling

    /// The description of `kind`: the one entry a new kind adds.
    static func of(_ kind: TokenKind) -> GeneratedTokenKind {
        switch kind {
        case .color:
            GeneratedTokenKind(keyType: "ColorToken", valueType: palette("ThemeColor"), noun: "colour", tabling: colors)
        case .dimension:
            GeneratedTokenKind(
                keyType: "DimensionToken",
                valueType: palette("Dimension"),
                noun: "dimension",
                tabling: dimensions
            )
        case .font:
            GeneratedTokenKind(
                keyType: "FontToken",
                valueType: palette("FontDescriptor"),
                noun: "font",
                tabling: expressions(palette("FontDescriptor"), "font")
            )
        case .number:
            GeneratedTokenKind(
                keyType: "NumberToken",
                valueType: "Double",
                noun: "number",
                tabling: .numbers(width: 1) { value in
                    guard case .number(let number) = value else { return nil }
                    return ("numbers", [number], ".number(values[i])")
                }
            )
        case .image:
            GeneratedTokenKind(
                keyType: "ImageToken",
                valueType: palette("ImageAsset"),
                noun: "image",
                tabling: expressions(palette("ImageAsset"), "image")
            )
        case .fontFamily: design("FontFamilyToken", palette("FontStack"), "font family", "fontFamily")
        case .fontWeight: design("FontWeightToken", palette("FontWeight"), "font weight", "fontWeight")
        case .duration: design("DurationToken", palette("ThemeDuration"), "duration", "duration")
        case .cubicBezier: design("CubicBezierToken", palette("CubicBezier"), "cubic Bézier curve", "cubicBezier")
        case .shadow: design("ShadowToken", palette("ThemeShadow"), "shadow", "shadow")
        case .gradient: design("GradientToken", palette("ThemeGradient"), "gradient", "gradient")
        case .border: design("BorderToken", palette("ThemeBorder"), "border", "border")
        case .strokeStyle: design("StrokeStyleToken", palette("ThemeStrokeStyle"), "stroke style", "strokeStyle")
        case .transition: design("TransitionToken", palette("ThemeTransition"), "transition", "transition")
        case .text:
            GeneratedTokenKind(
                keyType: "TextToken",
                valueType: "String",
                noun: "text",
                tabling: .texts(
                    text: { value in
                        guard case .text(let text) = value else { return nil }
                        return text
                    },
                    make: ".text(value)"
                )
            )
        case .boolean:
            GeneratedTokenKind(
                keyType: "BooleanToken",
                valueType: "Bool",
                noun: "boolean",
                tabling: .numbers(width: 1) { value in
                    guard case .boolean(let flag) = value else { return nil }
                    return ("booleans", [flag ? 1 : 0], ".boolean(values[i] != 0)")
                }
            )
        }
    }

    /// A kind of design token (shadows, transitions, font stacks, …): its values written as their
    /// initialisers in an array of their own type, read through the generic ``/Palette/Token``
    /// key whose alias Palette declares (`ShadowToken`).
    private static func design(
        _ keyType: String,
        _ valueType: String,
        _ noun: String,
        _ kase: String
    )
        -> GeneratedTokenKind
    {
        GeneratedTokenKind(keyType: keyType, valueType: valueType, noun: noun, tabling: expressions(valueType, kase))
    }

    /// Colours as their four components, a table per colour space.
    private static let colors = Tabling.numbers(width: 4) { value in
        guard case .color(let color) = value else { return nil }
        let label =
            switch color.colorSpace {
            case .sRGB: "red"
            case .displayP3: "displayP3Red"
            case .extendedSRGB: "extendedSRGBRed"
            }
        let make =
            ".color(\(palette("ThemeColor"))(\(label): values[i], green: values[i + 1], blue: values[i + 2], "
            + "alpha: values[i + 3]))"
        return ("colors, \(color.colorSpace)", [color.red, color.green, color.blue, color.alpha], make)
    }

    /// Dimensions as their values, a table per unit.
    private static let dimensions = Tabling.numbers(width: 1) { value in
        guard case .dimension(let dimension) = value else { return nil }
        let make = ".dimension(\(palette("Dimension"))(values[i], .\(dimension.unit)))"
        return ("dimensions, \(dimension.unit)", [dimension.value], make)
    }

    /// Values written as their initialisers (``SwiftSourceExporter/literal(of:)``).
    private static func expressions(_ type: String, _ kase: String) -> Tabling {
        .expressions(type: type, expression: { SwiftSourceExporter.literal(of: $0) }, make: ".\(kase)(values[index])")
    }

    private static func palette(_ name: String) -> String {
        SwiftSourceExporter.qualified(name)
    }

    /// The file-scope function through which generated keys are made:
    /// `_PaletteColorToken(_PalettePathPool, 3)` is the colour key at the fourth path of the pool.
    ///
    /// Keys are declared in extensions of their groups, where a group named `Palette` (or
    /// `Swift`) would hide the module of that name; a name that starts with `_Palette` is one no
    /// token path can make (``TokenKeyNames`` puts `_` only before a digit), so it reaches
    /// Palette's type wherever the key is declared. A function rather than a type alias: a
    /// `public` key's type would otherwise be the `fileprivate` alias.
    var keyAlias: String { "_Palette" + keyType }

    /// The declaration of ``keyAlias`` at the top of a generated file, `fileprivate` so that
    /// several generated files in one module each declare their own: the key at `index` of a
    /// generated file's `pool` of paths (``GeneratedTables``). A key is the pool's address and the
    /// place of its path there, so once inlined each key's getter loads two constants: no call,
    /// no table, no once-only initialisation.
    var keyDeclaration: String {
        let type = SwiftSourceExporter.qualified(keyType)
        let pool = SwiftSourceExporter.qualified("_GeneratedPathPool")
        return "@inline(__always) fileprivate func \(keyAlias)(_ pool: \(pool), _ index: Int) -> \(type) { "
            + "\(type)(_generatedIn: pool, index) }"
    }

    /// The type of the kind's keys as a generated key's declaration names it:
    /// `Palette.ColorToken`.
    var qualifiedKeyType: String { SwiftSourceExporter.qualified(keyType) }
}
