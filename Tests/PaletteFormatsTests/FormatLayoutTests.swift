import Foundation
import PaletteFormats
import PaletteTestSupport
import Testing

/// The layouts of each format's files are the table's: every layout is some format's, the
/// formats that read several files are those with a layout of several files, and the article
/// *Files with modes* lists exactly the table's layouts with modes.
struct FormatLayoutTests {
    static let article = Repository.file("Sources/PaletteFormats/PaletteFormats.docc/FilesWithModes.md")

    /// The article's table of layouts with modes, as the table of formats renders it.
    static var modesTable: String {
        var layouts: [ThemeFileFormat.Layout] = []
        for layout in ThemeFileFormat.all.flatMap(\.layouts) where layout.hasModes && !layouts.contains(layout) {
            layouts.append(layout)
        }
        let rows = layouts.compactMap { layout in
            layout.modes.map { "| \(layout.summary) | \($0.modifiers) | \($0.contexts) |" }
        }
        return (["| file | its modifiers | their contexts |", "|---|---|---|"] + rows).joined(separator: "\n")
    }

    @Test func theModesArticleListsExactlyTheLayoutsWithModesOfTheTable() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(
            text.range(of: "<!-- layouts with modes: generated from ThemeFileFormat.all; a test checks it -->\n")
        )
        let end = try #require(text.range(of: "\n<!-- end of layouts -->", range: start.upperBound..<text.endIndex))
        let listed = String(text[start.upperBound..<end.lowerBound])
        #expect(listed == Self.modesTable, "the article's table, as the table of formats gives it:\n\(Self.modesTable)")
    }

    @Test func everyLayoutIsAFormatsAndDesignTokensListTheirsInTheOrderTheyAreTried() {
        let listed = ThemeFileFormat.all.flatMap(\.layouts)
        #expect(Set(listed) == Set(ThemeFileFormat.Layout.allCases), "a layout no format has is never read")
        #expect(
            ThemeFileFormat.dtcg.descriptor.layouts == [
                .file, .tokenSet, .tokensStudioThemes, .paletteVariantFiles, .figmaModeFiles, .extensionModes,
            ]
        )
        for layout in ThemeFileFormat.Layout.allCases where layout.hasModes {
            #expect(listed.filter { $0 == layout }.count == 1, "'\(layout.rawValue)' is one format's")
        }
        #expect(ThemeFileFormat.allCases.filter(\.readsSeveralFiles) == [.dtcg, .giotto])
    }

}
