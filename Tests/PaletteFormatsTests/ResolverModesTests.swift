import Foundation
import Testing

@testable import PaletteFormats

/// DTCG resolvers read as themes: appearance and contrast modifiers become variants, other
/// modifiers themes or their defaults, inputs choose, and Palette's own export reads back.
struct ResolverModesTests {
    static let brand = ModeFixtures.url("brand/brand.resolver.json")

    @Test func aModifierWithoutADefaultMakesAThemePerContextEachWithItsVariants() throws {
        let (report, registry) = ModeFixtures.load([Self.brand])
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["acme", "globex"])
        let file = try #require(report.files.first { $0.path.hasSuffix("brand.resolver.json") })
        #expect(file.themeIDs == ["acme", "globex"])
        #expect(file.inputs["globex"] == [ModeInput(modifier: "brand", context: "globex")])
        let acme = try registry.resolve("acme")
        #expect(acme.name == "Brands: acme")
        #expect(acme.adaptiveTheme?.definedVariants == [.light, .dark])
        #expect(try ModeFixtures.color("color.primary", in: registry, "acme") == "#80190F")
        #expect(try ModeFixtures.color("color.primary", in: registry, "acme", .dark) == "#FF998C")
        #expect(try ModeFixtures.color("color.primary", in: registry, "globex", .dark) == "#9ADCEB")
        #expect(try ModeFixtures.color("color.background", in: registry, "globex", .dark) == "#111111")
    }

    @Test func anInputChoosesOneThemeWhichKeepsItsIdentifier() throws {
        let modes = ModeOptions(inputs: [ModeInput(modifier: "BRAND", context: "Globex")])
        let (report, registry) = ModeFixtures.load([Self.brand], modes: modes)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["globex"])
        #expect(try ModeFixtures.color("color.primary", in: registry, "globex") == "#003B48")
    }

    @Test func anInputForAVariantModifierFixesItsContext() throws {
        let modes = ModeOptions(inputs: [try ModeInput("scheme=dark"), try ModeInput("brand=acme")])
        let (report, registry) = ModeFixtures.load([Self.brand], modes: modes)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let acme = try registry.resolve("acme")
        #expect(acme.adaptiveTheme == nil, "one context of the appearances: a plain theme")
        #expect(try ModeFixtures.color("color.primary", in: registry, "acme") == "#FF998C")
    }

    @Test func anInputNamingNoModifierIsALocatedErrorNamingTheClosest() throws {
        var options = ImportOptions()
        options.modes.inputs = [try ModeInput("brnd=acme")]
        let bytes = try Data(contentsOf: Self.brand)
        let report = ThemeFileFormat.resolver.decode(bytes, file: Self.brand.path, options: options)
        let error = try #require(report.errors.first)
        #expect(error.message.contains("did you mean 'brand'?"), "\(error)")
        #expect(error.location?.file == Self.brand.path)
        #expect(error.location?.line == 24 && error.location?.path == "resolutionOrder", "\(error)")
    }

    @Test func anInputNamingNoContextIsAnErrorAtItsModifierListingTheContexts() throws {
        var options = ImportOptions()
        options.modes.inputs = [try ModeInput("brand=acmee")]
        let report = ThemeFileFormat.resolver.decode(
            try Data(contentsOf: Self.brand),
            file: Self.brand.path,
            options: options
        )
        let error = try #require(report.errors.first)
        #expect(
            error.message.contains("'acme', 'globex'") && error.message.contains("did you mean 'acme'?"),
            "\(error)"
        )
        #expect(error.location?.path == "modifiers.brand" && error.location?.line == 9, "\(error)")
    }

    @Test func aFileOfSeveralThemesReadAsOneNamesEachWithItsInput() throws {
        let report = ThemeFileFormat.resolver.decode(try Data(contentsOf: Self.brand), file: Self.brand.path)
        #expect(report.value == nil)
        let message = try #require(report.errors.first).message
        #expect(message.contains("'acme' (--input brand=acme)") && message.contains("'globex' (--input brand=globex)"))
    }

    @Test func moreThemesAndVariantsThanTheLimitAreRefusedNamingTheInputThatChoosesFewer() {
        var limits = FormatLimits.default
        limits.maximumModePermutations = 3
        let (report, _) = ModeFixtures.load([Self.brand], limits: limits)
        let error = report.errors.first { $0.code == .limitExceeded }
        #expect(
            error?.message.contains("the 4 themes and variants that 'brand' (2) × 'scheme' (2 variants) make") == true
        )
        #expect(error?.message.contains("--input NAME=CONTEXT chooses fewer") == true)
        #expect(report.loadedIDs.isEmpty)
    }

    @Test func aVariantModifierNamedWithAContextMapMakesItsContextsVariants() throws {
        let modes = ModeOptions(variantModifiers: [try VariantModifier("brand:acme=light,globex=dark")])
        let (report, registry) = ModeFixtures.load([Self.brand], modes: modes)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["brand"])
        #expect(try ModeFixtures.color("color.primary", in: registry, "brand") == "#80190F", "acme, scheme light")
        #expect(try ModeFixtures.color("color.primary", in: registry, "brand", .dark) == "#003B48", "globex")
        #expect(
            report.warnings.contains {
                $0.problem.message.contains("'scheme'") && $0.problem.message.contains("'light', its default")
            }
        )
    }

    @Test func aVariantModifierThatCannotBeTheVariantsIsAnError() throws {
        let modes = ModeOptions(variantModifiers: [try VariantModifier("brand:acme=dark,globex=dark")])
        let (report, _) = ModeFixtures.load([Self.brand], modes: modes)
        #expect(report.errors.contains { $0.message.contains("two of its contexts are the same variant") })
    }

    @Test func aPathThatIsATokenInOneSourceAndAGroupInAnotherIsSkippedLenientlyAndRefusedStrictly() throws {
        let folder = try TokenSetFixtures.Folder([
            "merge.resolver.json": #"""
            {"version": "2025.10", "sets": {"a": {"sources": [{"color": {"bg": {"$type": "color", "$value": "#ffffff"}}}]},
             "b": {"sources": [{"color": {"bg": {"avatar": {"$type": "color", "$value": "#000000"}}}}]}},
             "resolutionOrder": [{"$ref": "#/sets/a"}, {"$ref": "#/sets/b"}]}
            """#
        ])
        let (strict, _) = ModeFixtures.load([folder("merge.resolver.json")], conformance: .asDeclared)
        let error = try #require(strict.errors.first { $0.message.contains("a path is one or the other") })
        #expect(error.location?.path == "sets.a.sources[0].color.bg", "\(error)")
        let (lenient, _) = ModeFixtures.load([folder("merge.resolver.json")])
        let warning = try #require(
            lenient.files.flatMap(\.warnings).first { $0.problem.message.contains("a path is one or the other") },
            "\(lenient.errors)"
        )
        #expect(warning.problem.location?.path == "sets.a.sources[0].color.bg", "\(warning)")
    }

    @Test func theSpecificationsContextForContextsIsReadWithAWarningAndRefusedStrictly() throws {
        let text = #"""
            {"version": "2025.10", "modifiers": {"theme": {"context": {
              "light": [{"color": {"$type": "color", "primary": {"$value": "#1d4ed8"}}}],
              "dark": [{"color": {"$type": "color", "primary": {"$value": "#93c5fd"}}}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
            """#
        let lenient = DTCGResolver.read(Array(text.utf8), file: "spec.resolver.json")
        #expect(lenient.errors.isEmpty && lenient.value?.modifiers.first?.contexts == ["light", "dark"])
        #expect(
            lenient.warnings.contains {
                $0.problem.message.contains("'contexts', as the specification's examples write it")
            }
        )
        let strict = DTCGResolver.read(Array(text.utf8), file: "spec.resolver.json", isStrict: true)
        #expect(strict.errors.first?.location?.line == 1, "\(strict.errors)")
    }

    @Test func aReferenceOutOfTheResolversFolderIsRefused() throws {
        let folder = try TokenSetFixtures.Folder([
            "inner/escape.resolver.json": #"""
            {"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "../outside.tokens.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/a"}]}
            """#,
            "outside.tokens.json": #"{"x": {"$type": "number", "$value": 1}}"#,
        ])
        let (report, _) = ModeFixtures.load([folder("inner/escape.resolver.json")])
        #expect(report.errors.contains { $0.message.contains("outside the resolver's folder") })
    }
}

extension ResolverModesTests {
    /// When one context's name is taken, every theme of the file is named after the file, so the
    /// file's themes keep one pattern.
    @Test func whenOneContextsNameIsTakenEveryThemeOfTheFileIsNamedAfterIt() throws {
        var registry = try ThemeRegistry([DefaultTheme.self])
        try registry.register(TakenName())
        let report = ThemeLoader().load([Self.brand], into: &registry)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.loadedIDs == ["brand-acme", "brand-globex"])
        let warnings = report.files.flatMap(\.warnings).map(\.problem.message)
        #expect(warnings.contains { $0.contains("'brand-globex', as the file's other themes are") }, "\(warnings)")
    }
}

/// A theme registered as `acme` before the brand resolver is loaded.
private struct TakenName: Theme {
    let id = "acme"
    let name = "Acme"
    let palette = DefaultTheme().palette
    let fontStyles = ThemeFontStyles(DefaultTheme().fontStyles)
}
