import Foundation
import Palette
import PaletteFormats
import PaletteThemes
import Testing

/// `import(export(theme))` is the same theme: every role and colour token, in every variant.
struct AssetCatalogRoundTripTests {
    static let builtIns = ThemeRegistry.builtIn.entries.map(\.theme.id)

    /// The colours a theme serves in each variant, at 8 bits as catalogs and documents keep them.
    private func colors(_ theme: ResolvedTheme) -> [ThemeVariant: [String]] {
        var served: [ThemeVariant: [String]] = [:]
        for variant in ThemeVariant.allCases {
            let shown = theme.adaptiveTheme?.variant(variant) ?? theme
            let roles = ColorRole.allCases.map { "\($0.rawValue)=\(shown.palette[$0].hex)" }
            let tokens = shown.tokens.values(of: ThemeColor.self).sorted { $0.key < $1.key }.map {
                "\($0.key)=\($0.value.hex)"
            }
            served[variant] = roles + tokens
        }
        return served
    }

    private func roundTrip(_ theme: ResolvedTheme) throws -> ResolvedTheme {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("palette-round-trip-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try AssetCatalogExporter().export(theme)
        let written = try catalog.write(into: folder)
        let report = AssetCatalogImporter().decode(
            folder: URL(fileURLWithPath: written.catalog),
            options: ImportOptions(id: theme.id)
        )
        #expect(report.errors.isEmpty && report.warnings.isEmpty, "\(report.errors) \(report.warnings)")
        return try report.get().resolve(in: .builtIn)
    }

    @Test(arguments: builtIns)
    func everyBuiltInThemeComesBackFromItsCatalog(id: String) throws {
        let theme = try ThemeRegistry.builtIn.resolve(id)
        let back = try roundTrip(theme)
        #expect(back.id == theme.id && back.name == theme.name)
        #expect(colors(back) == colors(theme))
    }

    @Test func aGeneratedFourVariantThemeComesBackWithItsVariants() throws {
        let generated = try ThemeGenerator(seed: ThemeColor(hex: "#1D4ED8"), style: .vibrant).generate()
        let theme = ResolvedTheme(generated)
        let back = try roundTrip(theme)
        #expect(back.adaptiveTheme?.definedVariants == ThemeVariant.allCases)
        #expect(colors(back) == colors(theme))
    }
}
