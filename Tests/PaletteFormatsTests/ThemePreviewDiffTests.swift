import Foundation
import Palette
import PaletteFormats
import PaletteTestSupport
import Testing

/// `ThemePreview.html(_: ThemeDiff)`: the changes first, regressions at the top, then both themes
/// side by side with what changed marked.
struct ThemePreviewDiffTests {
    @Test func changedRolesAndRegressedPairsAreMarked() throws {
        let before = ResolvedTheme(DefaultTheme())
        let json =
            ##"{"formatVersion": 1, "id": "dim", "name": "Dim", "extends": "default", "palette": {"onBackground": "#9A9A9A"}}"##
        let after = try ThemeDocument(json: Array(json.utf8)).resolve(in: ThemePreviewTests.registry)
        let page = ThemePreview().html(ThemeDiff(from: before, to: after))
        let scan = MarkupScan(page)
        #expect(scan.fetches.isEmpty)
        let columns = scan.tags.filter { $0.attributes["class"] == "column" }
        #expect(
            columns.map { $0.attributes["data-theme"] } == ["default", "dim"],
            "before on the left, after on the right"
        )
        // onBackground changed, and with it the surface and outline derived from it: marked in both columns.
        let marked = scan.tags.filter { $0.attributes["class"] == "block changed" }
        #expect(marked.count == 2 * ThemeDiff(from: before, to: after).variants[0].colors.count)
        #expect(page.contains("onBackground on background 17.91:1 → 2.69:1, below AA 4.5:1 that 'default' meets"))
        #expect(page.contains("onBackground on background and its 8 text styles"))
        #expect(scan.tags.contains { $0.name == "tr" && $0.attributes["class"] == "regressed" })
    }

    @Test func identicalThemesSayThereIsNoChange() {
        let theme = ResolvedTheme(DefaultTheme())
        let page = ThemePreview().html(ThemeDiff(from: theme, to: theme))
        #expect(page.contains("The two themes look the same in every variant."))
        #expect(page.contains("No pair falls below the level the theme before met."))
        #expect(!MarkupScan(page).tags.contains { $0.attributes["class"] == "block changed" })
    }
}
