import Foundation
import Testing

@testable import PaletteFormats

/// Palette's own DTCG export of an adaptive theme reads back as the same theme: as the folder
/// `export --output` writes, as its resolver alone, as its per-variant files alone, and as the
/// one resolver with every variant inline.
struct PaletteResolverRoundTripTests {
    static func ocean() throws -> ResolvedTheme {
        let generated = try ThemeGenerator.generate(seed: try ThemeColor(hex: "#1D4ED8")).adaptiveTheme
        return ResolvedTheme(
            AdaptiveTheme(
                id: "ocean",
                name: "Ocean",
                light: generated.light,
                dark: generated.dark,
                lightIncreasedContrast: generated.lightIncreasedContrast,
                darkIncreasedContrast: generated.darkIncreasedContrast
            )
        )
    }

    enum Reading: String, CaseIterable, Sendable {
        case folder, resolver, variantFiles, inlineResolver
    }

    @Test(arguments: Reading.allCases)
    func anExportedAdaptiveThemeReadsBackAsTheSameTheme(reading: Reading) throws {
        let original = try Self.ocean()
        let adaptive = try #require(original.adaptiveTheme)
        let files = DTCGExporter().files(original).map { ($0.name, $0.contents) }
        let folder = try TokenSetFixtures.Folder(Dictionary(uniqueKeysWithValues: files))
        let inline = try TokenSetFixtures.Folder(["ocean.resolver.json": DTCGExporter().resolver(adaptive)])
        let items: [URL] =
            switch reading {
            case .folder: [folder.url]
            case .resolver: [folder("ocean.resolver.json")]
            case .variantFiles: files.map(\.0).filter { $0.hasSuffix(".tokens.json") }.map(folder.callAsFunction)
            case .inlineResolver: [inline("ocean.resolver.json")]
            }
        let (report, registry) = ModeFixtures.load(items)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["ocean"])
        let back = try registry.resolve("ocean")
        #expect(back.name == "Ocean")
        let read = try #require(back.adaptiveTheme)
        #expect(read.definedVariants == adaptive.definedVariants)
        for variant in ThemeVariant.allCases {
            let (want, got) = (adaptive.variant(variant), read.variant(variant))
            #expect(ColorRole.allCases.allSatisfy { want.palette[$0] == got.palette[$0] }, "\(variant) palette")
            #expect(FontStyle.allCases.allSatisfy { want.fontStyles[$0] == got.fontStyles[$0] }, "\(variant) fonts")
            #expect(want.tokens.all.map(\.path) == got.tokens.all.map(\.path), "\(variant) tokens")
        }
    }

    @Test func aVariantMissingFromTheExportFallsBackAsBefore() throws {
        let light = ResolvedTheme(DefaultTheme())
        let dark = try Self.ocean().adaptiveTheme?.dark ?? light
        let pair = ResolvedTheme(AdaptiveTheme(id: "pair", name: "Pair", light: light, dark: dark))
        let files = DTCGExporter().files(pair).map { ($0.name, $0.contents) }
        let folder = try TokenSetFixtures.Folder(Dictionary(uniqueKeysWithValues: files))
        let (report, registry) = ModeFixtures.load([folder("pair.resolver.json")])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(try registry.resolve("pair").adaptiveTheme?.definedVariants == [.light, .dark])
    }
}
