import Foundation
import PaletteTestSupport
import Testing

@testable import Palette
@testable import PaletteFormats

/// The table of what each format reads, keeps and writes (the DocC article *Formats and round
/// trips*) says what the code does: every format has a row, the DTCG row names the types Palette
/// imports and those it skips, and each export format's row names exactly the categories its
/// report counts for a theme that has one of everything.
struct FormatTableTests {
    static let article = Repository.file("Sources/PaletteFormats/PaletteFormats.docc/FormatsAndRoundTrips.md")

    /// The table's rows: the format, then its cells.
    static func rows() throws -> [String: [String]] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var rows: [String: [String]] = [:]
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("| Format |") {
                inTable = true
                continue
            }
            guard inTable else { continue }
            guard line.hasPrefix("|") else { break }
            let cells = line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if cells.first?.hasPrefix("---") == true { continue }
            rows[cells[0]] = Array(cells.dropFirst())
        }
        return rows
    }

    /// The words in italics (`*tokens*`) of some text: the report categories a row names.
    static func categories(in text: String) -> Set<String> {
        let parts = text.components(separatedBy: "*")
        return Set(stride(from: 1, to: parts.count, by: 2).map { parts[$0] })
    }

    @Test func everyFormatHasARow() throws {
        let rows = try Self.rows()
        #expect(
            Set(rows.keys) == [
                "Palette JSON", "DTCG 2025.10", "Older DTCG drafts, Style Dictionary, Tokens Studio", "AUUTheme JSON",
                "SDThemeManager plist", "SwiftTheme plist or JSON", "Xcode asset catalog", "DTCG resolver",
                "Figma variables",
                "CSS", "Swift",
            ]
        )
        #expect(rows.values.allSatisfy { $0.count == 4 }, "read, kept, written, not kept")
        #expect(rows.values.allSatisfy { $0.allSatisfy { !$0.isEmpty } }, "no cell is left empty")
        #expect(ThemeFileFormat.allCases.count == 8, "a new format needs a row")
        #expect(ExportReport.Format.allCases.count == 4, "a new export format needs a row")
    }

    /// The article's list of formats, as the table of formats renders it.
    static var formatList: String {
        ThemeFileFormat.all.map { descriptor in
            "- **\(descriptor.displayName)** (\(descriptor.names.map { "`\($0)`" }.joined(separator: ", "))): "
                + "\(descriptor.summary)."
        }
        .joined(separator: "\n")
    }

    @Test func theArticleListsExactlyTheFormatsOfTheTable() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(
            text.range(of: "<!-- formats: generated from ThemeFileFormat.all; a test checks it -->\n")
        )
        let end = try #require(text.range(of: "\n<!-- end of formats -->", range: start.upperBound..<text.endIndex))
        let listed = String(text[start.upperBound..<end.lowerBound])
        #expect(listed == Self.formatList, "the article's list, as the table gives it:\n\(Self.formatList)")
    }

    @Test func eachFormatIsDescribedOnceAndNamedUniquely() {
        #expect(ThemeFileFormat.all.map(\.format) == ThemeFileFormat.allCases)
        let names = ThemeFileFormat.all.flatMap(\.names)
        #expect(Set(names).count == names.count, "a name chooses one format")
        for descriptor in ThemeFileFormat.all {
            for name in descriptor.names { #expect(ThemeFileFormat(name: name.uppercased()) == descriptor.format) }
            #expect(!descriptor.fileExtensions.isEmpty && !descriptor.summary.isEmpty)
        }
        #expect(ThemeFileFormat.fileExtensions == ["json", "tokens", "plist"])
        #expect(ThemeFileFormat.Choice(name: "auu-first")?.auuImageTypes == .firstRevision)
        #expect(ThemeFileFormat.Choice(name: "dtcg-first") == nil, "only AUUTheme has readings")
        #expect(ThemeFileFormat.Choice.names.contains("auu-later"))
    }

    @Test func theDTCGRowNamesTheTypesImportedAndThoseSkipped() throws {
        let row = try #require(try Self.rows()["DTCG 2025.10"])
        try #require(row.count == 4)
        for type in DTCGType.allCases {
            if DTCGImporter.importedTypes.contains(type) {
                #expect(row[0].contains("`\(type.rawValue)`"), "'\(type.rawValue)' is read")
            } else {
                #expect(row[3].contains("`\(type.rawValue)`"), "'\(type.rawValue)' is skipped")
            }
        }
    }

    @Test(arguments: ExportReport.Format.allCases)
    func eachExportRowNamesTheCategoriesItsReportCounts(format: ExportReport.Format) throws {
        let rows = try Self.rows()
        let name =
            switch format {
            case .json: "Palette JSON"
            case .dtcg: "DTCG 2025.10"
            case .css: "CSS"
            case .swift: "Swift"
            }
        let row = try #require(rows[name])
        try #require(row.count == 4)
        var report = ExportReport(format: format)
        let theme = try Self.everything()
        switch format {
        case .json: report.stylesWritten = ThemeDocument(theme).styles.count
        case .dtcg: _ = DTCGExporter().export(theme, report: &report)
        case .css: _ = CSSExporter().export([theme], report: &report)
        case .swift: _ = try SwiftSourceExporter(typeName: "Everything").export(theme, report: &report)
        }
        #expect(report.stylesWritten == 1)
        let counted = Set(report.omissions.map(\.category))
        #expect(Self.categories(in: row[2] + " " + row[3]) == counted, "\(report.summary)")
        if counted.isEmpty { #expect(row[3] == "Nothing") }
    }

    /// A theme with one of everything a format may not hold.
    static func everything() throws -> ResolvedTheme {
        var document = ThemeDocument(id: "everything", extends: "default")
        document.fonts[.body] = FontDescriptor(size: 17, textStyle: .body)
        document.tokens.colors["brand"] = .white
        document.tokens.colors["odd{name}"] = .black
        document.tokens.images["logo"] = .bundled(name: "logo")
        document.tokens.images["logo.copy"] = .bundled(name: "logo")
        document.tokens.aliases[TokenSlot(.image, "logo.copy")] = "logo"
        document.tokens.extensions["brand"] = try TokenExtensions(json: #"{"com.figma": {"scopes": []}}"#)
        document.tokens.descriptions["odd{group}"] = "A group DTCG cannot name"
        document.styles = [
            StyleDefinition(
                name: "Card",
                superstyles: ["Missing"],
                properties: [
                    StyleProperty("layer.shadowOffset", .size(StyleSize(width: 0, height: 2))),
                    StyleProperty("textColor", .token(.color, "nowhere")),
                ]
            )
        ]
        return try document.resolve(in: RoundTripFixtures.registry)
    }
}
