import Foundation
import Palette
import Testing

@testable import PaletteFormats

/// The names and the registry that the build plugin's Swift is made of.
struct SwiftSourceExportFileTests {
    @Test(arguments: [
        ("acme.palette.json", "AcmeTheme"),
        ("brand-blue.tokens.json", "BrandBlueTheme"),
        ("Themes/brand_blue.json", "BrandBlueTheme"),
        ("/work/App/ocean.night.palette.json", "OceanNightTheme"),
        ("high contrast.tokens.json", "HighContrastTheme"),
        ("brandBlue2.json", "BrandBlue2Theme"),
        ("theme_default.plist", "ThemeDefaultTheme"),
        ("palette.json", "PaletteTheme"),
    ])
    func typeNameComesFromTheFileName(file: String, expected: String) {
        #expect(SwiftSourceExporter.typeName(forFile: file) == expected)
    }

    @Test(arguments: [
        ("2024.palette.json", "Generated2024Theme"),
        (".palette.json", "GeneratedTheme"),
        ("--.tokens.json", "GeneratedTheme"),
        ("café.palette.json", "CafTheme"),
        ("brand+blue.json", "BrandBlueTheme"),
        ("line\nbreak.json", "LineBreakTheme"),
        (
            "adobe-spectrum-design-data@46a5a8b-sdk-core-tests-fixtures-figma-s2-web-variables.baseline.json",
            "AdobeSpectrumDesignData46a5a8bSdkCoreTestsFixturesFigmaS2WebVariablesBaselineTheme"
        ),
    ])
    func anyFileNameMakesATypeName(file: String, expected: String) {
        let name = SwiftSourceExporter.typeName(forFile: "Themes/" + file)
        #expect(name == expected)
        #expect((try? SwiftSourceExporter(typeName: name)) != nil)
    }

    @Test func twoFilesGivingOneTypeNameAreReportedAtTheSecond() {
        let (names, problems) = SwiftSourceExporter.typeNames(forFiles: [
            "a/brand-blue.tokens.json", "acme.palette.json", "b/brand_blue.palette.json", "9.json",
        ])
        // A name per file, in order, the clash beside them.
        #expect(names == ["BrandBlueTheme", "AcmeTheme", "BrandBlueTheme", "Generated9Theme"])
        #expect(problems.map(\.location?.file) == ["b/brand_blue.palette.json"])
        #expect(
            problems.first?.description.contains(
                "makes the type name 'BrandBlueTheme', as 'brand-blue.tokens.json' does"
            ) == true
        )
    }

    @Test func aFileOfSeveralThemesNamesATypeAfterEachAndReportsAClashWithAnother() {
        let (names, problems) = SwiftSourceExporter.typeNames(for: [
            ("brands.resolver.json", ["acme", "globex"]), ("acme.palette.json", ["acme"]), ("solo.json", []),
        ])
        #expect(names == ["AcmeTheme", "GlobexTheme", "AcmeTheme", "SoloTheme"])
        #expect(problems.map(\.location?.file) == ["acme.palette.json"])
        #expect(
            problems.first?.description.contains(
                "makes the type name 'AcmeTheme', as the theme 'acme' of 'brands.resolver.json' does"
            ) == true,
            "\(problems)"
        )
    }

    @Test func registrySourceListsTheTypesByNameWithTheirFiles() {
        let source = SwiftSourceExporter.registrySource([
            ("OceanTheme", "/app/ocean.palette.json"), ("AcmeTheme", "/app/acme\n.palette.json"),
        ])
        #expect(source.contains("extension Palette.ThemeRegistry {"))
        #expect(source.contains("`AcmeTheme` (acme\\u{A}.palette.json), `OceanTheme` (ocean.palette.json)."))
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let types = lines.filter { $0.hasSuffix(".self,") }
        #expect(types == ["AcmeTheme.self,", "OceanTheme.self,"])
        #expect(lines.contains("static let generated: Palette.ThemeRegistry = {"))
    }

    @Test func registrySourceOfNoFilesIsAnEmptyRegistry() {
        let source = SwiftSourceExporter.registrySource([])
        #expect(source.contains("from this target's theme files (none)."))
        #expect(source.contains("generatedThemeTypes: [any Palette.CompiledTheme.Type] = [\n    ]"))
    }

    @Test func besideAnotherTypeOnlyAFilesOwnNamesTakeItsSuffixNeverTextInALiteral() {
        let lines = [
            #"func _PalettePathPoolA(_ count: UnsafeMutablePointer<Int>) -> UnsafeRawPointer? { Palette.TokenSet._generatedPool(count, _PaletteKeyLookups, """"#,
            "",
            "    ##_PaletteTables.a",
            #"    """) }"#,
            "fileprivate let _PaletteKeyLookups = Palette._GeneratedKeyLookups(_PalettePathPoolA)",
            #"fileprivate let _PaletteTexts: [String] = Palette.TokenSet._generatedStrings("\u{1F}##_PaletteTables \"q\" _PaletteTexts")"#,
            "fileprivate let _PaletteTables: [[Int]] = []",
            "    static let tokenSet = _PaletteTokenSet0(_PaletteTables[0], _PaletteColorToken)",
        ]
        let renamed = SwiftSourceExporter.suffixingFileScopeNames(lines, with: "A")
        #expect(renamed[0].hasSuffix("(count, _PaletteKeyLookups_A, \"\"\""), "\(renamed[0])")
        #expect(renamed[2] == "    ##_PaletteTables.a", "a path in the pool is text")
        #expect(renamed[4] == "fileprivate let _PaletteKeyLookups_A = Palette._GeneratedKeyLookups(_PalettePathPoolA)")
        #expect(
            renamed[5]
                == #"fileprivate let _PaletteTexts_A: [String] = Palette.TokenSet._generatedStrings("\u{1F}##_PaletteTables \"q\" _PaletteTexts")"#,
            "a one-line literal is text too"
        )
        #expect(renamed[7] == "    static let tokenSet = _PaletteTokenSet0(_PaletteTables_A[0], _PaletteColorToken)")
    }
}
