import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import Palette
@testable import PaletteFormats

/// Display P3 and extended-range sRGB colours through every format, in and out: nothing clipped.
struct WideColorFormatTests {
    static let p3Red = ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141)
    static let p3Grey = ThemeColor(displayP3Red: 0.278, green: 0.278, blue: 0.278)
    static let p3Lime = ThemeColor(displayP3Red: 0.45, green: 0.85, blue: 0.2, alpha: 0.9)
    static let extended = ThemeColor(extendedSRGBRed: 1.2, green: -0.1, blue: 0.5, alpha: 0.502)
    static let beyondP3 = ThemeColor(extendedSRGBRed: -0.4, green: 1.1, blue: -0.3)

    /// A theme with wide colours in roles and tokens, light and dark.
    static func document() throws -> ThemeDocument {
        var document = ThemeDocument(id: "wide", name: "Wide", extends: "default")
        document.palette[.primary] = p3Red
        document.palette[.secondary] = p3Grey
        document.tokens.colors["brand.lime"] = p3Lime
        document.tokens.colors["brand.hdr"] = extended
        document.tokens.colors["brand.beyond"] = beyondP3
        var dark = ThemeOverrides()
        dark.palette[.primary] = ThemeColor(displayP3Red: 1, green: 0.271, blue: 0.227)
        document.variants = ThemeDocument.Variants()
        document.variants?[.dark] = .inline(dark)
        return document
    }

    static func theme() throws -> ResolvedTheme { try RoundTripFixtures.resolved(document()) }

    static let colors: [ThemeColor] = [p3Red, p3Grey, p3Lime, extended, beyondP3]

    private static func sameBits(_ a: ThemeColor?, _ b: ThemeColor) -> Bool {
        guard let a else { return false }
        return a.colorSpace == b.colorSpace
            && [a.red, a.green, a.blue, a.alpha].map(\.bitPattern)
                == [b.red, b.green, b.blue, b.alpha].map(\.bitPattern)
    }

    @Test func paletteJSONKeepsEveryColourBitForBit() throws {
        let document = try Self.document()
        let json = document.jsonString
        #expect(json.contains(#""primary": "color(display-p3 0.925 0.216 0.141)""#))
        #expect(json.contains(#""brand.hdr": "color(srgb 1.2 -0.1 0.5 / 0.502)""#))
        let read = try ThemeDocument(json: json)
        #expect(read == document)
        #expect(Self.sameBits(read.palette[.primary], Self.p3Red))
        #expect(Self.sameBits(read.tokens.colors["brand.hdr"], Self.extended))
        #expect(Self.sameBits(read.tokens.colors["brand.beyond"], Self.beyondP3))
        #expect(read.jsonString == json)
    }

    @Test func dtcgWritesDisplayP3WithAnSRGBHexFallbackAndReadsItBack() throws {
        // One file holds one variant: the light one, which has the tokens.
        let theme = try #require(try Self.theme().adaptiveTheme).light
        let text = DTCGExporter().export(theme)
        let root = try JSONParser.read(text, options: .strict)
        let primary = try #require(root["color"]?["primary"]?["$value"])
        #expect(primary["colorSpace"]?.string == "display-p3")
        #expect(primary["components"]?.elements?.map(\.number) == [0.925, 0.216, 0.141])
        #expect(primary["hex"]?.string == String(Self.p3Red.hex.lowercased()))
        // Extended range: its stand-in in Display P3, the exact value in Palette's extension.
        let hdr = try #require(root["brand"]?["hdr"])
        #expect(hdr["$value"]?["colorSpace"]?.string == "display-p3")
        #expect(hdr["$extensions"]?["org.palette"]?["color"]?.string == Self.extended.cssText)
        let read = try RoundTripFixtures.throughDTCG(theme)
        #expect(Self.sameBits(read.palette[.primary], Self.p3Red))
        #expect(Self.sameBits(read.palette[.secondary], Self.p3Grey))
        for (path, color) in [
            ("brand.lime", Self.p3Lime), ("brand.hdr", Self.extended), ("brand.beyond", Self.beyondP3),
        ] {
            #expect(Self.sameBits(read.tokens.colors[TokenPath(path)], color), "\(path)")
        }
    }

    @Test func anEditedValueWinsOverAStaleExtension() throws {
        let json = ##"""
            {"hdr": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 1]},
              "$extensions": {"org.palette": {"color": "color(srgb 1.2 -0.1 0.5)"}}}}
            """##
        let read = try DTCGImporter().decode(Array(json.utf8), options: .asDeclared).get()
        #expect(read.tokens.colors["hdr"] == ThemeColor(red: 0, green: 0, blue: 1))
    }

    @Test(.enabled(if: SharedFixtures.canValidateDTCG, "needs ../shared and Python's jsonschema"))
    func theOfficialSchemaAcceptsWideColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-wide-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in DTCGExporter().files(try Self.theme()) where file.name.hasSuffix(".tokens.json") {
            let url = folder.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            let (status, output) = try SharedFixtures.validateDTCG(url)
            #expect(status == 0, "\(file.name): \(output)")
        }
    }

    @Test func assetCatalogsWriteDisplayP3AndExtendedSetsAndReadThemBack() throws {
        let theme = try Self.theme()
        let catalog = try AssetCatalogExporter().export(theme)
        let primary = try #require(catalog.files.first { $0.path == "primary.colorset/Contents.json" })
        #expect(primary.contents.contains(#""color-space" : "display-p3""#))
        #expect(primary.contents.contains(#""red" : "0.925""#) && primary.contents.contains(#""red" : "1.000""#))
        let hdr = try #require(catalog.files.first { $0.path == "brand/hdr.colorset/Contents.json" })
        #expect(
            hdr.contents.contains(#""color-space" : "extended-srgb""#) && hdr.contents.contains(#""green" : "-0.100""#)
        )
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("palette-wide-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = try catalog.write(into: scratch)
        let read = try AssetCatalogImporter().decode(folder: URL(fileURLWithPath: report.catalog)).get()
        #expect(Self.sameBits(read.palette[.primary], Self.p3Red))
        #expect(Self.sameBits(read.palette[.secondary], Self.p3Grey))
        #expect(Self.sameBits(read.tokens.colors["brand.lime"], Self.p3Lime))
        #expect(Self.sameBits(read.tokens.colors["brand.hdr"], Self.extended))
        #expect(Self.sameBits(read.tokens.colors["brand.beyond"], Self.beyondP3))
        guard case .inline(let dark)? = read.variants?[.dark] else {
            Issue.record("no dark variant")
            return
        }
        #expect(Self.sameBits(dark.palette[.primary], ThemeColor(displayP3Red: 1, green: 0.271, blue: 0.227)))
    }

    @Test func cssWritesTheSRGBFallbackThenDisplayP3InASupportsBlock() throws {
        let css = CSSExporter().export([try Self.theme()])
        let fallback = try #require(css.range(of: "  --palette-primary: \(Self.p3Red.hex);"))
        let supports = try #require(css.range(of: "@supports (color: color(display-p3 0 0 0)) {"))
        let wide = try #require(css.range(of: "--palette-primary: color(display-p3 0.925 0.216 0.141);"))
        #expect(fallback.lowerBound < supports.lowerBound && supports.lowerBound < wide.lowerBound)
        #expect(css.contains("--palette-brand-hdr: color(srgb 1.2 -0.1 0.5 / 0.502);"))
        #expect(!css.contains("--palette-on-primary: color("), "sRGB colours are not repeated")
        // The dark variant's own P3 red, in its media block, after its fallback.
        let dark = try #require(css.range(of: "@media (prefers-color-scheme: dark) {"))
        let darkWide = try #require(css.range(of: "--palette-primary: color(display-p3 1 0.271 0.227);"))
        #expect(dark.lowerBound < darkWide.lowerBound)
    }

    @Test func cssRestoresAnSRGBColourThatAWideOneWouldOverride() throws {
        // Light is P3; dark is the sRGB colour with the same hex: the light @supports block must
        // not leak into dark pages.
        var document = ThemeDocument(id: "leak", name: "Leak", extends: "default")
        document.palette[.primary] = Self.p3Red
        var dark = ThemeOverrides()
        dark.palette[.primary] = Self.p3Red.mapped(into: .sRGB).quantized
        document.variants = ThemeDocument.Variants()
        document.variants?[.dark] = .inline(dark)
        let css = CSSExporter().export([try RoundTripFixtures.resolved(document)])
        let media = try #require(css.range(of: "@media (prefers-color-scheme: dark) {"))
        let restore = css[media.upperBound...]
        #expect(restore.contains("@supports (color: color(display-p3 0 0 0))"))
        #expect(restore.contains("--palette-primary: \(Self.p3Red.hex);"), "\(css)")
    }

    @Test func swiftSourceUsesEachSpacesInitialiser() throws {
        let source = try SwiftSourceExporter(typeName: "WideTheme").export(try Self.theme())
        // A table per colour space, each made with its space's initialiser.
        #expect(source.contains("ThemeColor(displayP3Red: values[i], green: values[i + 1]"))
        #expect(source.contains("ThemeColor(extendedSRGBRed: values[i], green: values[i + 1]"))
        #expect(source.contains("ThemeColor(displayP3Red: 0.925, green: 0.216, blue: 0.141, alpha: 1.0)"), "a role")
        let numbers = source.split(separator: "\n").first { $0.hasPrefix("fileprivate let _PaletteNumbers") }
        let written = numbers?.split(separator: "\"").dropFirst().first?.split(separator: " ") ?? []
        #expect(written.contains("1.2") && written.contains("-0.1"), "extended components beyond 0...1 kept")
    }

    // MARK: DuckDuckGo's catalog

    static let duckDuckGo = "duckduckgo-iOS@7b3f601/DeprecatedColors.xcassets"

    private static func duckDuckGoDocument() throws -> DecodingReport<ThemeDocument> {
        AssetCatalogImporter().decode(folder: SharedFixtures.url("fixtures/real-world/xcassets/" + duckDuckGo))
    }

    @Test(.enabled(if: SharedFixtures.isAvailable))
    func duckDuckGosDisplayP3ColoursImportAsDisplayP3() throws {
        let report = try Self.duckDuckGoDocument()
        let document = try report.get()
        #expect(!report.warnings.contains { $0.description.contains("clipped") || $0.description.contains("gamut") })
        let destructive = try #require(document.tokens.colors["AlertButtonDestructiveTitleColor"])
        #expect(Self.sameBits(destructive, Self.p3Red))
        #expect(!destructive.isInGamut(.sRGB))
        guard case .inline(let dark)? = document.variants?[.dark] else {
            Issue.record("no dark variant")
            return
        }
        #expect(
            dark.tokens.colors["AlertButtonDestructiveTitleColor"]
                == ThemeColor(displayP3Red: 1, green: 0.271, blue: 0.227)
        )
        // Ten display-p3 entries, in light and dark.
        let all = Array(document.tokens.colors.values) + Array(dark.tokens.colors.values)
        #expect(all.filter { $0.colorSpace == .displayP3 }.count == 10)
    }

    @Test(.enabled(if: SharedFixtures.isAvailable))
    func duckDuckGosDestructiveRedComesBackThroughACatalogAndDTCG() throws {
        let document = try Self.duckDuckGoDocument().get()
        let darkRed = ThemeColor(displayP3Red: 1, green: 0.271, blue: 0.227)
        // Through a fresh catalog, without the layout the import recorded: Palette's own P3 sets.
        var fresh = document
        fresh.extensions = nil
        fresh.tokens.extensions = [:]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("palette-ddg-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = try AssetCatalogExporter().export(RoundTripFixtures.resolved(fresh))
        let set = try #require(
            catalog.files.first { $0.path == "AlertButtonDestructiveTitleColor.colorset/Contents.json" }
        )
        let original = try String(
            contentsOf: SharedFixtures.url(
                "fixtures/real-world/xcassets/\(Self.duckDuckGo)/AlertButtonDestructiveTitleColor.colorset/Contents.json"
            ),
            encoding: .utf8
        )
        #expect(set.contents == original, "Palette writes the set as Xcode did")
        let written = try catalog.write(into: scratch)
        let reread = try AssetCatalogImporter().decode(folder: URL(fileURLWithPath: written.catalog)).get()
        #expect(Self.sameBits(reread.tokens.colors["AlertButtonDestructiveTitleColor"], Self.p3Red))
        // Through DTCG, light and dark.
        let theme = try RoundTripFixtures.resolved(document)
        let adaptive = try #require(theme.adaptiveTheme)
        for (variant, wanted) in [(ThemeVariant.light, Self.p3Red), (.dark, darkRed)] {
            let read = try RoundTripFixtures.throughDTCG(adaptive.variant(variant))
            #expect(Self.sameBits(read.tokens.colors["AlertButtonDestructiveTitleColor"], wanted), "\(variant)")
        }
    }
}
