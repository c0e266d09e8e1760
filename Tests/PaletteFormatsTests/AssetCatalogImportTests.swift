import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The Xcode-shaped catalogs in `Tests/Fixtures/AssetCatalogs`.
enum AssetCatalogFixtures {
    static let folder = Repository.fixture("AssetCatalogs")
    static let brand = folder.appendingPathComponent("Brand.xcassets", isDirectory: true)

    static func brandReport() -> DecodingReport<ThemeDocument> {
        AssetCatalogImporter().decode(folder: brand)
    }
}

struct AssetCatalogImportTests {
    private let report = AssetCatalogFixtures.brandReport()

    private func document() throws -> ThemeDocument { try report.get() }

    private func inline(_ variant: ThemeVariant) throws -> ThemeOverrides {
        guard case .inline(let overrides)? = try document().variants?[variant] else {
            Issue.record("no inline \(variant) variant")
            return ThemeOverrides()
        }
        return overrides
    }

    @Test func rolesAreFoundByNameInAnyCaseAndTheRestAreTokens() throws {
        let document = try document()
        #expect(document.id == "brand" && document.name == "Brand" && document.extends == "default")
        #expect(document.palette[.primary]?.hex == "#1D4ED8")  // floats
        #expect(document.palette[.secondary]?.hex == "#0F766E")  // 8-bit integers, 'Secondary'
        #expect(document.palette[.onPrimary]?.hex == "#FAFAFA")  // display-p3, 'on-primary'
        #expect(document.palette[.highlight]?.hex == "#B45309")  // in a folder without a namespace
        #expect(document.tokens[ThemeColor.self, TokenPath("Numbers")]?.hex == "#FF8000")  // JSON numbers
        #expect(document.tokens[ThemeColor.self, TokenPath("primary")] == nil)
    }

    @Test func everyColourSpaceIsKeptWithoutClipping() throws {
        let colors = try document().tokens.values(of: ThemeColor.self)
        #expect(colors[TokenPath("Gray")]?.hex == "#808080")  // gray-gamma-22 0.5
        #expect(colors[TokenPath("Linear")]?.hex == "#7F7F7F")  // extended-linear-srgb 0.214
        #expect(colors[TokenPath("Gray")]?.colorSpace == .sRGB)
        // extended-srgb (1.2, -0.1, 0.5) at alpha 0.502: the values themselves, not a clipped copy.
        let accent = try #require(colors[TokenPath("Accent")])
        #expect(accent == ThemeColor(extendedSRGBRed: 1.2, green: -0.1, blue: 0.5, alpha: 0.502))
        #expect(accent.colorSpace == .extendedSRGB && !accent.isInGamut(.sRGB))
        // extended-gray 1.1 on a gamma 2.2 curve: brighter than white, kept so.
        let bright = try #require(colors[TokenPath("Bright")])
        #expect(bright.colorSpace == .extendedSRGB && bright.hex == "#FFFFFF")
        let white = ThemeColor.transferred(pow(1.1, 2.2))
        #expect(abs(bright.red - white) < 1e-12 && bright.red > 1.09)
    }

    @Test func displayP3IsKeptAsDisplayP3() throws {
        #expect(
            AssetCatalogColorSpace.displayP3.color([1, 0, 0], alpha: 1)
                == ThemeColor(displayP3Red: 1, green: 0, blue: 0)
        )
        // on-primary is display-p3 (0.980, 0.980, 0.980): a grey, which sRGB shows as it is.
        let onPrimary = try #require(try document().palette[.onPrimary])
        #expect(onPrimary == ThemeColor(displayP3Red: 0.98, green: 0.98, blue: 0.98))
        #expect(onPrimary.isInGamut(.sRGB) && onPrimary.hex == "#FAFAFA")
    }

    @Test func nothingIsClippedSoNothingIsWarnedAboutAsClipped() {
        #expect(!report.warnings.contains { $0.description.contains("clipped") || $0.description.contains("gamut") })
    }

    @Test func darkAndHighContrastAppearancesAreTheVariants() throws {
        #expect(try document().variants?.given == ThemeVariant.allCases.filter { $0 != .light })
        #expect(try inline(.dark).palette[.primary]?.hex == "#93C5FD")
        #expect(try inline(.lightIncreasedContrast).palette[.primary]?.hex == "#0A2A80")
        #expect(try inline(.darkIncreasedContrast).palette[.primary]?.hex == "#C8E0FF")
        // A colour with a dark appearance only keeps it in dark, increased contrast.
        #expect(try inline(.darkIncreasedContrast).tokens[ThemeColor.self, TokenPath("Brand.Blue")]?.hex == "#0A84FF")
        #expect(try inline(.lightIncreasedContrast).tokens[ThemeColor.self, TokenPath("Brand.Blue")] == nil)
    }

    @Test func namespacesAreTokenGroupsAndPlainFoldersFlatten() throws {
        let colors = try document().tokens.values(of: ThemeColor.self)
        #expect(colors[TokenPath("Brand.Blue")]?.hex == "#007AFF")
        #expect(colors[TokenPath("Brand.Pale")]?.hex == "#EEEEFF")
        #expect(colors[TokenPath("Brand.Shades.Pale")] == nil && colors[TokenPath("Colors.highlight")] == nil)
    }

    @Test func systemColoursTakeTheirValuesOrAreNamedInAWarning() throws {
        #expect(try document().tokens[ThemeColor.self, TokenPath("Link")]?.hex == "#007AFF")
        #expect(try inline(.dark).tokens[ThemeColor.self, TokenPath("Link")]?.hex == "#0A84FF")
        #expect(try document().tokens[ThemeColor.self, TokenPath("Label")] == nil)
        #expect(report.warnings.contains { $0.description.contains("system colour 'labelColor'") })
    }

    @Test func universalEntriesWinAndOtherIdiomsAreNoted() throws {
        let colors = try document().tokens.values(of: ThemeColor.self)
        #expect(colors[TokenPath("Idioms")]?.hex == "#112233")
        #expect(colors[TokenPath("Tablet")]?.hex == "#445566")
        #expect(report.warnings.contains { $0.description.contains("idiom 'iphone', 'mac'") })
        #expect(report.warnings.contains { $0.description.contains("'Tablet' read as its 'ipad' colours") })
    }

    @Test func theSRGBGamutEntryWinsOverTheDisplayP3One() throws {
        #expect(try document().tokens[ThemeColor.self, TokenPath("Gamut")]?.hex == "#800000")
        #expect(!report.warnings.contains { $0.description.contains("'Gamut'") })
    }

    @Test func otherAssetsAndEmptySetsAreSkippedWithANote() throws {
        let notes = report.warnings.filter { $0.description.contains("not colours") }
        #expect(notes.count == 1 && notes[0].description.contains("1 .appiconset, 1 .imageset"))
        #expect(report.warnings.contains { $0.description.contains("'AccentColor' without a colour") })
        #expect(try document().tokens[ThemeColor.self, TokenPath("AccentColor")] == nil)
    }

    @Test func missingRequiredRolesComeFromTheExtendedTheme() {
        #expect(report.warnings.contains { $0.description.contains("'palette.neutral' is not set") })
    }

    @Test func explicitMapsMakeAColourARole() throws {
        var importer = AssetCatalogImporter()
        importer.roles[AssetCatalogImporter.tokenPath(forColorNamed: "Brand/Blue")] = [.neutral]
        let document = try importer.decode(
            folder: AssetCatalogFixtures.brand,
            options: ImportOptions(id: "acme", name: "Acme")
        )
        .get()
        #expect(document.id == "acme" && document.name == "Acme")
        #expect(document.palette[.neutral]?.hex == "#007AFF")
        #expect(document.tokens[ThemeColor.self, TokenPath("Brand.Blue")] == nil)
    }

    @Test func oneColourSetIsReadAsAFolderOrAsItsContentsFile() throws {
        let folder = AssetCatalogFixtures.brand.appendingPathComponent("primary.colorset")
        let fromFolder = try AssetCatalogImporter().decode(folder: folder).get()
        let file = folder.appendingPathComponent("Contents.json")
        let bytes = try Array(Data(contentsOf: file))
        #expect(ThemeFileFormat.detect(bytes) == .xcassets)
        let fromFile = try ThemeFileFormat.xcassets.decode(bytes, file: file.path).get()
        #expect(fromFolder.palette == fromFile.palette && fromFolder.variants == fromFile.variants)
        #expect(fromFile.palette[.primary]?.hex == "#1D4ED8" && fromFile.id == "primary")
    }

    static let numbers: [(String, Double)] = [
        ("0.500", 0.5), ("128", 128.0 / 255), ("0x80", 128.0 / 255), ("0X8a", 138.0 / 255), ("-0.25", -0.25),
        ("+1.5", 1.5), (".5", 0.5),
    ]
    static let notNumbers: [String] = [
        "nan", "inf", "1e3", "0x", "0x1FF", "0xZZ", "", "1.2.3", " 1", "--1", String(repeating: "9", count: 80),
    ]

    @Test(arguments: numbers)
    func componentStringsReadAsXcodeWritesThem(text: String, value: Double) {
        #expect(AssetCatalogColorSet.parse(text) == value)
    }

    @Test(arguments: notNumbers)
    func componentStringsThatAreNotNumbersAreRefused(text: String) {
        #expect(AssetCatalogColorSet.parse(text) == nil)
    }
}
