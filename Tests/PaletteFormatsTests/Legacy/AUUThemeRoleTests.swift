import Foundation
import Palette
import PaletteFormats
import Testing

/// How AUUTheme identifiers meet Palette's roles: `color.<role>` identifiers, and the fallback
/// AUUTheme gives role paths that Palette answers from the extended theme.
struct AUUThemeRoleTests {
    private func importing(
        _ text: String,
        importer: AUUThemeImporter = AUUThemeImporter()
    ) -> DecodingReport<ThemeDocument> {
        importer.decode(Array(text.utf8), file: "roles.json")
    }

    private func theme(_ report: DecodingReport<ThemeDocument>) throws -> ResolvedTheme {
        try report.get().resolve(in: ThemeRegistry([DefaultTheme.self]))
    }

    @Test(arguments: [
        ("color.primary", ColorRole.primary), ("color.surface", .surface), ("color.error", .error),
        ("color.Primary", .primary), ("COLOR.ERROR", .error), ("color.on_primary", .onPrimary),
        ("color.onSurface", .onSurface),
    ])
    func colorRoleIdentifiersSetTheirRole(identifier: String, role: ColorRole) throws {
        let file = #"{"colors": {"\#(identifier)": "123456"}}"#
        let report = importing(file)
        #expect(try report.get().palette[role]?.hex == "#123456")
        let theme = try theme(report)
        #expect(theme.color(ColorToken(role.tokenPath)).hex == "#123456")
    }

    @Test func aRequiredRoleTheFileSetsIsNotReportedAsTakenFromTheDefault() throws {
        let report = importing(#"{"colors": {"color.primary": "D92D20", "color.text": "000000"}}"#)
        let inherited = report.warnings.compactMap { warning -> [String]? in
            warning.problem.code == .inheritedValues ? warning.values : nil
        }
        #expect(inherited.count == 1)
        #expect(inherited.first?.contains("color.primary") == false)
        #expect(inherited.first?.contains("color.secondary") == true)
    }

    @Test func theRolesMappingAddsToTheConventionalRole() throws {
        var importer = AUUThemeImporter()
        importer.roles["color.primary"] = [.highlight]
        let document = try importing(#"{"colors": {"color.primary": "D92D20"}}"#, importer: importer).get()
        #expect(document.palette[.primary]?.hex == "#D92D20")
        #expect(document.palette[.highlight]?.hex == "#D92D20")
    }

    @Test func aFileFallbackThatRolePathsWouldHaveReachedIsReportedOnceWithTheRoles() throws {
        let file = """
            {"colors": {
              "color": "ff0000",
              "color.text": "000000"
            }}
            """
        let report = importing(file)
        let theme = try theme(report)
        // Palette keeps its role semantics: the role comes from the theme the file extends...
        #expect(theme.color("color.background.tableview") == DefaultTheme().palette.background)
        #expect(theme.color("color.border").hex == "#FF0000", "identifiers that are no role still fall back")
        // ...and says where that differs from AUUTheme, once, at the fallback's place.
        let notes = report.warnings.filter { $0.problem.message.contains("AUUTheme fallback") }
        #expect(notes.count == 1)
        let note = try #require(notes.first)
        #expect(note.problem.location?.line == 2)
        #expect(note.problem.location?.path == #"colors.color"#)
        #expect(note.problem.message.contains("the file's 'color' (#FF0000)"))
        // The 12 roles the file leaves to 'default', summarised: 'color.text' sets onBackground.
        #expect(note.problem.message.contains("'color.primary', 'color.onPrimary', 'color.secondary' and 9 more;"))
        #expect(note.problem.message.contains("from 'default'"))
    }

    @Test func definingTheRolesOrMappingTheFallbackKeepsAUUThemesAnswer() throws {
        let file = #"{"colors": {"color": "ff0000", "color.background": "ff0000"}}"#
        #expect(try theme(importing(file)).color("color.background.tableview").hex == "#FF0000")
        var importer = AUUThemeImporter()
        importer.roles["color"] = [.background]
        let mapped = try theme(importing(#"{"colors": {"color": "ff0000"}}"#, importer: importer))
        #expect(mapped.color("color.background.tableview").hex == "#FF0000")
    }

    @Test(arguments: [
        (#"{"colors": {"__default__": "00ff00"}}"#, AUUThemeImporter(), "the file's '__default__' (#00FF00)"),
        (#"{"colors": {"color.text": "000000"}}"#, AUUThemeImporter(defaultColor: .black), "defaultColor (#000000)"),
    ])
    func everyFallbackAUUThemeWouldUseIsNamed(file: String, importer: AUUThemeImporter, named: String) {
        let notes = importing(file, importer: importer).warnings.filter {
            $0.problem.message.contains("AUUTheme fallback")
        }
        #expect(notes.count == 1)
        #expect(notes.first?.problem.message.contains(named) == true)
    }

    @Test func aFileWithoutAFallbackOrWithEveryRoleGetsNoSuchWarning() {
        #expect(
            !importing(#"{"colors": {"color.text": "000000"}}"#).warnings.contains {
                $0.problem.message.contains("fallback")
            }
        )
        let every = ColorRole.allCases.map { #""color.\#($0.rawValue)": "123456""# }.joined(separator: ", ")
        let report = importing(#"{"colors": {"color": "ff0000", \#(every)}}"#)
        #expect(!report.warnings.contains { $0.problem.message.contains("fallback") })
    }
}
