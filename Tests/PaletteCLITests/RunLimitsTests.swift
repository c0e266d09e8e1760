import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// The CLI reads every module's limits from one table, and each module's DocC catalog tables
/// exactly the limits that module declares.
struct RunLimitsTests {
    /// The limits each module's catalog tables, as `| ``Type/name`` |` rows, by type.
    static func documentedLimits(in module: String) throws -> [String] {
        let folder = Repository.file("Sources/\(module)/\(module).docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") }
        var rows: [String] = []
        for article in articles.sorted() {
            let text = try String(contentsOf: folder.appendingPathComponent(article), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("| ``") {
                let name = line.dropFirst(4).prefix { $0 != "`" }
                if ["ThemeLimits/", "FormatLimits/", "PackageLimits/"].contains(where: { name.hasPrefix($0) }) {
                    rows.append(String(name))
                }
            }
        }
        return rows
    }

    @Test(arguments: ["Palette", "PaletteFormats", "PalettePackages"])
    func eachModulesCatalogTablesExactlyItsOwnLimits(module: String) throws {
        let declared = RunLimits.table.filter { $0.module == module }.map { "\($0.type)/\($0.name)" }
        #expect(!declared.isEmpty)
        let documented = try Self.documentedLimits(in: module)
        #expect(Set(declared).subtracting(documented).sorted() == [], "limits missing from \(module)'s tables")
        #expect(
            Set(documented).subtracting(declared).sorted() == [],
            "\(module)'s tables list limits it does not declare"
        )
        #expect(documented.count == Set(documented).count, "a limit tabled twice in \(module)")
    }

    @Test func theTableListsEveryModulesLimitsWithTheirDefaults() {
        let rows = RunLimits.table
        #expect(
            rows.contains(
                .init(module: "Palette", type: "ThemeLimits", name: "maximumDocumentSize", defaultValue: "4194304")
            )
        )
        #expect(
            rows.contains(
                .init(
                    module: "PaletteFormats",
                    type: "FormatLimits",
                    name: "maximumModePermutations",
                    defaultValue: "64"
                )
            )
        )
        #expect(
            rows.contains(
                .init(module: "PalettePackages", type: "PackageLimits", name: "maximumRedirects", defaultValue: "5")
            )
        )
        #expect(
            !rows.contains { $0.name == "theme" },
            "the Palette limits another type holds are listed once, as Palette's"
        )
        #expect(Set(rows.map(\.name)).count == rows.count, "a limit's name is used by one module only")
    }

    @Test func theOptionsRaisePalettesLimitsForEveryModule() throws {
        let run = try LimitOptions.limits(
            CommandLineParser.parse(["show", "--max-file-size", "8M", "--max-tokens", "20000"])
        )
        #expect(run.formats.maximumDocumentSize == 8 << 20)
        #expect(run.packages.theme.maximumDocumentSize == 8 << 20)
        #expect(run.formats.maximumTokenCount == 20_000)
        #expect(run.formats.maximumModePermutations == 64)
    }
}
