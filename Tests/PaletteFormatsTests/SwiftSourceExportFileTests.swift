import Foundation
import Palette
import PaletteFormats
import Testing

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
    func typeNameComesFromTheFileName(file: String, expected: String) throws {
        #expect(try SwiftSourceExporter.typeName(forFile: file) == expected)
    }

    @Test(arguments: [
        ("2024.palette.json", "cannot start with a digit"),
        (".palette.json", "no letters"),
        ("--.tokens.json", "no letters"),
        ("café.palette.json", "'é' cannot be part of a type name"),
        ("brand+blue.json", "'+' cannot be part of a type name"),
        ("line\nbreak.json", "'\\u{A}' cannot be part of a type name"),
    ])
    func fileNameThatCannotNameATypeIsAnErrorNamingTheFile(file: String, reason: String) {
        #expect {
            try SwiftSourceExporter.typeName(forFile: "Themes/" + file)
        } throws: { error in
            let error = error as? ThemeError
            return error?.location?.file == "Themes/" + file && error?.description.contains(reason) == true
        }
    }

    @Test func twoFilesGivingOneTypeNameAreReportedAtTheSecond() {
        let (names, problems) = SwiftSourceExporter.typeNames(forFiles: [
            "a/brand-blue.tokens.json", "acme.palette.json", "b/brand_blue.palette.json", "9.json",
        ])
        #expect(names == ["BrandBlueTheme", "AcmeTheme"])
        #expect(problems.map(\.location?.file) == ["b/brand_blue.palette.json", "9.json"])
        #expect(
            problems.first?.description.contains(
                "makes the type name 'BrandBlueTheme', as 'brand-blue.tokens.json' does"
            ) == true
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
}
