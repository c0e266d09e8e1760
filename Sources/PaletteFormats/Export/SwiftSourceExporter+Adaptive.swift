import Palette

extension SwiftSourceExporter {
    /// The nested type of each variant: `Light`, `Dark`, `LightIncreasedContrast`,
    /// `DarkIncreasedContrast`.
    static func variantTypeName(_ variant: ThemeVariant) -> String {
        variant.key.prefix(1).uppercased() + variant.key.dropFirst()
    }

    /// An adaptive theme as a compiled type that makes its ``AdaptiveTheme``:
    ///
    /// ```swift
    /// public struct OceanTheme: Palette.CompiledTheme, Palette.AdaptiveThemeRepresentable {
    ///     public var id: String { "ocean" }
    ///     public var name: String { "Ocean" }
    ///     public var palette: Palette.ThemePalette { Light().palette }
    ///     public var fontStyles: Palette.ThemeFontStyles { Light().fontStyles }
    ///     public var adaptiveTheme: Palette.AdaptiveTheme {
    ///         Palette.AdaptiveTheme(id: id, name: name, light: Light(), dark: Dark())
    ///     }
    ///     public init() {}
    ///     public struct Light: Palette.CompiledTheme { … }
    ///     public struct Dark: Palette.CompiledTheme { … }
    /// }
    /// ```
    ///
    /// A variant the theme lacks is left out, so it falls back as it did. The variants' tables
    /// share `strings`: a path or text is written once, however many variants have it.
    func adaptiveType(
        _ theme: AdaptiveTheme,
        access: String,
        keys: TokenKeyNamespace,
        strings: inout GeneratedTables
    ) -> [String] {
        let inner = "    "
        let protocols = [Self.qualified("CompiledTheme"), Self.qualified("AdaptiveThemeRepresentable")]
        var lines = [
            "/// \(Self.comment(theme.name)) (\(Self.comment(theme.id))), generated from a Palette theme: "
                + theme.definedVariants.map(\.description).joined(separator: "; ") + ".",
            "\(access)struct \(typeName): \(protocols.joined(separator: ", ")) {",
        ]
        lines += Self.nameLines(id: theme.id, name: theme.name, access: access, indent: inner)
        lines += [
            "\(inner)\(access)var palette: \(Self.qualified("ThemePalette")) { Light().palette }",
            "\(inner)\(access)var fontStyles: \(Self.qualified("ThemeFontStyles")) { Light().fontStyles }",
            "\(inner)\(access)var adaptiveTheme: \(Self.qualified("AdaptiveTheme")) {",
            "\(inner)    \(Self.qualified("AdaptiveTheme"))(",
        ]
        // In the order of the initialiser's parameters.
        let order: [ThemeVariant] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]
        let arguments =
            [("id", "id"), ("name", "name")]
            + order.filter(theme.definedVariants.contains).map { ($0.key, "\(Self.variantTypeName($0))()") }
        lines += Self.arguments(arguments, indent: inner + "        ")
        lines += ["\(inner)    )", "\(inner)}", "", "\(inner)\(access)init() {}"]
        lines += tokenKeyDeclaration(keys, access: access, indent: inner)
        for variant in theme.definedVariants {
            lines.append("")
            lines += type(
                theme.variant(variant),
                name: Self.variantTypeName(variant),
                access: access,
                conformance: Self.qualified("CompiledTheme"),
                indent: inner,
                strings: &strings
            )
        }
        lines.append("}")
        return lines
    }
}
