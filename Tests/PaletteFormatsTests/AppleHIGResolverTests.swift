import Foundation
import Testing

@testable import PaletteFormats

/// Apple's Human Interface Guidelines as a DTCG resolver (terrazzoapp/dtcg-examples, MIT, in
/// `Tests/Fixtures/modes/apple-hig-resolver`): its `theme` modifier (light, light_ax, dark,
/// dark_ax) is the four variants of one adaptive theme, its `size` modifier its default.
struct AppleHIGResolverTests {
    static let file = ModeFixtures.url("apple-hig-resolver/apple-hig.resolver.json")

    static func resolver() throws -> DTCGResolver {
        let read = DTCGResolver.read(try Data(contentsOf: file), file: file.path)
        #expect(read.errors.isEmpty, "\(read.errors)")
        return try #require(read.value)
    }

    @Test(arguments: [("light", "#007aff"), ("light_ax", "#0040dd"), ("dark", "#0a84ff"), ("dark_ax", "#409cff")])
    func eachContextResolvesToItsFilesValues(context: String, systemBlue: String) throws {
        let tokens = try Self.resolver().resolvedTokens(for: [ModeInput(modifier: "theme", context: context)])
        let value = try #require(tokens.values["color.systemBlue"])
        #expect(value.objectMembers.last { $0.key == "hex" }?.node.string == systemBlue)
    }

    @Test func theThemeModifierIsTheFourVariantsAndSizeItsDefault() throws {
        var reader = DocumentReader()
        let resolver = try Self.resolver()
        let source = ResolverModes(resolver, files: ResolverFiles(resolver: Self.file.path, limits: .default))
        let plan = ModePlan(
            source,
            options: ModeOptions(),
            limits: .default,
            toleratesUnknownInputs: false,
            reader: &reader
        )
        let theme = try #require(plan.themes.first)
        #expect(plan.themes.count == 1 && theme.id == "apple-hig" && theme.name == "Apple Human Interface Guidelines")
        let contexts = Dictionary(uniqueKeysWithValues: theme.variants.map { ($0.variant, $0.choices["theme"]) })
        #expect(
            contexts == [
                .light: "light", .lightIncreasedContrast: "light_ax", .dark: "dark", .darkIncreasedContrast: "dark_ax",
            ]
        )
        #expect(theme.variants.allSatisfy { $0.choices["size"] == "medium" })
        let note = reader.warnings.first { $0.problem.message.contains("'size'") }
        #expect(
            note?.problem.message.contains("'medium', its default; --input 'size=CONTEXT' chooses one of 'xSmall'")
                == true
        )
        #expect(note?.problem.location?.path == "modifiers.size")
        // Placed in the resolver's file, so `import` of it alone names the file (it printed `:21:13:`).
        #expect(note?.problem.location?.file == Self.file.path)
    }

    /// Its text styles alias `{font.design.default}`, a token of the `typography` set, which
    /// `resolutionOrder` leaves out: the error at the alias says so, not only "no token".
    @Test func anAliasIntoTheUnusedSetSaysTheSetIsLeftOut() throws {
        let tokens = try Self.resolver().resolvedTokens(for: [ModeInput(modifier: "theme", context: "light")])
        let error = try #require(tokens.errors.first { $0.message.contains("{font.design.default}") })
        #expect(error.message.contains("resolutionOrder leaves out the set 'typography', defined at 'sets.typography'"))
        #expect(error.location?.file?.hasSuffix("medium.tokens.json") == true)
    }

    @Test func theUnusedTypographySetIsSaidToBeUnused() throws {
        let read = DTCGResolver.read(try Data(contentsOf: Self.file), file: Self.file.path)
        let warning = read.warnings.first { $0.problem.message.contains("set 'typography' outside resolutionOrder") }
        #expect(warning?.problem.location?.path == "sets.typography")
    }

    /// Apple's files have colours without `$type` and `em` letter spacing, outside DTCG 2025.10:
    /// the strict reader refuses them, and the lenient import, the loader's default, reads them.
    @Test func theResolverIsOneAdaptiveThemeInFourVariants() throws {
        let (report, registry) = ModeFixtures.load([Self.file])
        #expect(report.errors.isEmpty, "\(report.errors.prefix(3))")
        try #require(report.loadedIDs == ["apple-hig"])
        let theme = try registry.resolve("apple-hig")
        #expect(theme.adaptiveTheme?.definedVariants == ThemeVariant.allCases)
        #expect(try ModeFixtures.color("color.systemBlue", in: registry, "apple-hig") == "#007AFF")
        #expect(
            try ModeFixtures.color("color.systemBlue", in: registry, "apple-hig", .lightIncreasedContrast) == "#0040DD"
        )
        #expect(
            try ModeFixtures.color("color.systemBlue", in: registry, "apple-hig", .darkIncreasedContrast) == "#409CFF"
        )
    }
}
