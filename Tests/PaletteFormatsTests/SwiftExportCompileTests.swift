import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// Builds the Swift source `palette export --format swift` writes, in a package of its own that
/// depends on this checkout, runs it, and checks the compiled theme equals the theme it came from.
/// The package also holds a theme with hostile text (line breaks, comment ends, quotes and
/// backslashes in its name, identifier, paths and descriptions) exported as a type named `Theme`,
/// which shadows Palette's protocol in that module; a generated four-variant theme exported as
/// an adaptive type, whose every variant must come back exactly and which a controller serves by
/// appearance and contrast; a theme whose values refer to each other (written as constants that
/// refer to each other); an SDThemeManager theme with many styles (written as typed style
/// constants); and a Figma-shaped token file with other tools' extensions, deprecations and font
/// stacks, those three in one file. A theme whose token paths make keywords, leading digits and other scripts into names
/// checks that each typed key `Tokens` holds compiles and reads its own token.
///
/// It builds Palette again, so it takes a minute: it runs when `PALETTE_SWIFT_EXPORT_TEST=1`
/// (CI sets it) and is skipped otherwise.
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["PALETTE_SWIFT_EXPORT_TEST"] == "1",
        "set PALETTE_SWIFT_EXPORT_TEST=1"
    )
)
struct SwiftExportCompileTests {
    @Test func generatedSourceCompilesAndReproducesTheThemeExactly() throws {
        let document = try ThemeDocument(json: TestDocuments.acme)
        let theme = try document.resolve(in: ThemeRegistry([DefaultTheme.self]))
        let source = try SwiftSourceExporter(typeName: "AcmeTheme").export(theme)
        let generated = ResolvedTheme(try ThemeGenerator.generate(seed: ThemeColor(hex: "#1D4ED8"), style: .vibrant))
        let adaptive = try #require(generated.adaptiveTheme)
        let adaptiveSource = try SwiftSourceExporter(typeName: "BrandTheme").export(generated)
        let hostile = try SwiftSourceExportTests.hostileTheme()
        let hostileSource = try SwiftSourceExporter(typeName: "Theme").export(
            hostile,
            command: "palette export \(hostile.id) --format swift --type-name Theme"
        )

        let keysTheme = try ThemeDocument(json: Self.keysDocument).resolve(in: ThemeRegistry([DefaultTheme.self]))
        let keysSource = try SwiftSourceExporter(typeName: "KeysTheme").export(keysTheme)

        let others: [(String, ResolvedTheme)] = [
            (
                "ReferencesTheme",
                try ThemeDocument(json: TestDocuments.acmeWithReferences).resolve(in: RoundTripFixtures.registry)
            ),
            ("StyledTheme", try RoundTripFixtures.resolved(RoundTripFixtures.styledTheme())),
            ("FigmaTheme", try RoundTripFixtures.resolved(RoundTripFixtures.imported("figma-sds"))),
        ]

        let package = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-export-\(UUID().uuidString)"
        )
        let sources = package.appendingPathComponent("Sources/Check")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Check",
                dependencies: [.package(path: \(SwiftSourceExporter.literal(Repository.root.path)))],
                targets: [
                    .executableTarget(
                        name: "Check",
                        dependencies: [.product(name: "Palette", package: \(SwiftSourceExporter.literal(Repository.root.lastPathComponent)))]
                    )
                ]
            )
            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        try Data(source.utf8).write(to: sources.appendingPathComponent("AcmeTheme.swift"))
        try Data(hostileSource.utf8).write(to: sources.appendingPathComponent("Theme.swift"))
        try Data(adaptiveSource.utf8).write(to: sources.appendingPathComponent("BrandTheme.swift"))
        try Data(keysSource.utf8).write(to: sources.appendingPathComponent("KeysTheme.swift"))
        // The others in one file, as codegen writes the themes one file makes (a resolver's brands):
        // each type's tables its own, the key functions once.
        var report = ExportReport(format: .swift)
        let othersSource = SwiftSourceExporter.file(
            try others.map { (try SwiftSourceExporter(typeName: $0.0), $0.1) },
            report: &report
        )
        try Data(othersSource.utf8).write(to: sources.appendingPathComponent("Others.swift"))
        // Real design systems, every token of every variant compared with its references,
        // descriptions, deprecations and extensions, when ../shared is there.
        let designSystems = try Self.realDesignSystems()
        for (name, theme) in designSystems {
            let source = try SwiftSourceExporter(typeName: name).export(theme)
            try Data(source.utf8).write(to: sources.appendingPathComponent("\(name).swift"))
        }
        // A theme and those it extends, nearest first, through public API only.
        let lineages = (["AcmeTheme", "Theme"] + others.map(\.0)).map {
            "Array(sequence(first: \($0)().resolved, next: \\.parent))"
        }
        let main = """
            import Palette
            let brand = BrandTheme().resolved.adaptiveTheme.map { adaptive in
                ThemeVariant.allCases.map { adaptive.variant($0) }
            } ?? []
            for theme in \(lineages.joined(separator: " + ")) + brand {
                print(ThemeDump.text(of: theme), terminator: "")
                print("----")
            }
            let controller = ThemeController(notificationCenter: nil)
            controller.bootstrap(BrandTheme.self)
            controller.setVariant(.darkIncreasedContrast)
            print("serving \\(controller.current.id) for \\(controller.selectedTheme.id)")
            let keys = KeysTheme().resolved
            for theme in [\(designSystems.map { "\($0.0)().resolved" }.joined(separator: ", "))] as [ResolvedTheme] {
                for variant in ThemeVariant.allCases {
                    let resolved = theme.adaptiveTheme?.variant(variant) ?? theme
                    var text = ""
                    dump((resolved.tokens.all.map { "\\($0.path)" }, resolved.tokens.all.map(\\.value)), to: &text)
                    dump((resolved.palette, FontStyle.allCases.map { resolved.fontStyles[$0] }, resolved.tokens.aliases.map { "\\($0) \\($1)" }.sorted()), to: &text)
                    dump(TokenMetadataDump.lines(of: resolved.tokens), to: &text)
                    print("design system \\(resolved.id) \\(variant): \\(text)")
                    print("====")
                }
            }
            """ + "\n"
            + Self.keyReads.map { "print(\"key \\(\($0.key).path)=\\(keys.value(for: \($0.key)))\")" }
            .joined(separator: "\n")
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
        // The themes are printed by the code that prints the expected ones; the package links only
        // Palette, as an app does (the document writer is PaletteFormats').
        for file in ["TokenMetadataDump.swift", "ThemeDump.swift"] {
            try FileManager.default.copyItem(
                at: Repository.root.appendingPathComponent("Tests/PaletteFormatsTests/" + file),
                to: sources.appendingPathComponent(file)
            )
        }

        let (status, output) = try Self.swift(["run", "--package-path", package.path, "Check"])
        #expect(status == 0, "\(output)")
        let printed = output.components(separatedBy: "----\n").compactMap { part in
            part.range(of: "theme-dump ").map { String(part[$0.lowerBound...]) }
        }
        let variants = ThemeVariant.allCases.map { adaptive.variant($0) }
        let expected = (theme.lineage + hostile.lineage + others.flatMap(\.1.lineage) + variants).map {
            ThemeDump.text(of: $0)
        }
        #expect(output.contains("serving \(adaptive.variant(.darkIncreasedContrast).id) for \(adaptive.id)"))
        // Each generated key, under its Swift name, reads its own path and the theme's value there.
        let keyLines = output.split(separator: "\n").filter { $0.hasPrefix("key ") }.map(String.init)
        #expect(
            keyLines == Self.keyReads.map { "key \($0.path)=\(Self.value(of: $0.kind, at: $0.path, in: keysTheme))" }
        )
        let systems = output.components(separatedBy: "====\n").compactMap { part in
            part.range(of: "design system ").map { String(part[$0.lowerBound...]) }
        }
        let expectedSystems = designSystems.flatMap { _, theme in
            ThemeVariant.allCases.map { variant in
                let resolved = theme.adaptiveTheme?.variant(variant) ?? theme
                var text = ""
                dump((resolved.tokens.all.map { "\($0.path)" }, resolved.tokens.all.map(\.value)), to: &text)
                dump(
                    (
                        resolved.palette, FontStyle.allCases.map { resolved.fontStyles[$0] },
                        resolved.tokens.aliases.map { "\($0) \($1)" }.sorted()
                    ),
                    to: &text
                )
                dump(TokenMetadataDump.lines(of: resolved.tokens), to: &text)
                return "design system \(resolved.id) \(variant): \(text)\n"
            }
        }
        #expect(systems.count == expectedSystems.count)
        for (printed, expected) in zip(systems, expectedSystems) { #expect(printed == expected) }
        #expect(printed.count == expected.count)
        for (printed, expected) in zip(printed, expected) { #expect(printed == expected) }
    }

    /// Designsystemet's Tokens Studio folder and Adobe Spectrum 2's Figma variables (a group named
    /// `Palette`, thousands of tokens), as `palette codegen` reads them; none without `../shared`.
    static func realDesignSystems() throws -> [(String, ResolvedTheme)] {
        guard SharedFixtures.isAvailable else { return [] }
        let files = [
            ("DesignsystemetTheme", "fixtures/real-world/tokens-studio/digdir-designsystemet@72c08b5/design-tokens"),
            (
                "SpectrumTheme",
                "fixtures/real-world/figma-variables/"
                    + "adobe-spectrum-design-data@46a5a8b-sdk-core-tests-fixtures-figma-s2-web-variables.baseline.json"
            ),
        ]
        return try files.map { name, path in
            var registry = try ThemeRegistry([DefaultTheme.self])
            let report = ThemeLoader().load([SharedFixtures.url(path)], into: &registry)
            let id = try #require(report.loadedIDs.first, "\(report.errors)")
            return (name, try #require(registry.entry(named: id)?.theme))
        }
    }

    /// A theme whose token paths make every kind of Swift name: keywords, leading digits, other
    /// scripts, separators, a group called Palette, a key beside the group below it.
    static let keysDocument = ##"""
        {
          "formatVersion": 1, "id": "keys", "name": "Keys", "extends": "default",
          "tokens": {
            "colors": {
              "color.brand": "#111111", "color.brand.accent-hover": "#B42318", "arrière-plan.日本": "#222222",
              "palette.blue.500": "#3B82F6", "self.x": "#333333"
            },
            "dimensions": { "spacing.2xl": "2rem", "spacing.card": 12 },
            "numbers": { "grid.default": 8, "grid.self": 4, "type.scale": 1.25, "spacing.__default__": 1 },
            "fonts": { "font.price": "system-monospaced 20 bold" },
            "images": { "image.logo": { "bundled": "Logo" } }
          }
        }
        """##

    /// The keys main.swift reads from `keysDocument`'s type, as Swift names them, with the path
    /// and kind each must read.
    static let keyReads: [(key: String, path: String, kind: TokenKind)] = [
        ("KeysTheme.Tokens.Color.brand", "color.brand", .color),
        ("KeysTheme.Tokens.Color.Brand.accentHover", "color.brand.accent-hover", .color),
        ("KeysTheme.Tokens.ArrièrePlan.日本", "arrière-plan.日本", .color),
        ("KeysTheme.Tokens.Palette.Blue._500", "palette.blue.500", .color),
        ("KeysTheme.Tokens.`Self`.x", "self.x", .color),
        ("KeysTheme.Tokens.Spacing._2xl", "spacing.2xl", .dimension),
        ("KeysTheme.Tokens.Spacing.card", "spacing.card", .dimension),
        ("KeysTheme.Tokens.Grid.`default`", "grid.default", .number),
        ("KeysTheme.Tokens.Grid.`self`", "grid.self", .number),
        ("KeysTheme.Tokens.Type_.scale", "type.scale", .number),
        ("KeysTheme.Tokens.Spacing.__default__", "spacing.__default__", .number),
        ("KeysTheme.Tokens.Font.price", "font.price", .font),
        ("KeysTheme.Tokens.Image.logo", "image.logo", .image),
    ]

    /// How main.swift prints the value a key of `kind` reads at `path`.
    static func value(of kind: TokenKind, at path: String, in theme: ResolvedTheme) -> String {
        let path = TokenPath(path)
        return switch kind {
        case .color: "\(theme.color(ColorToken(path)))"
        case .dimension: "\(theme.dimension(DimensionToken(path)))"
        case .font: "\(theme.font(FontToken(path)))"
        case .number: "\(theme.number(NumberToken(path)))"
        case .image: "\(theme.image(ImageToken(path)))"
        case .fontFamily: "\(theme.value(for: FontFamilyToken(path)))"
        case .fontWeight: "\(theme.value(for: FontWeightToken(path)))"
        case .duration: "\(theme.value(for: DurationToken(path)))"
        case .cubicBezier: "\(theme.value(for: CubicBezierToken(path)))"
        case .shadow: "\(theme.value(for: ShadowToken(path)))"
        case .gradient: "\(theme.value(for: GradientToken(path)))"
        case .border: "\(theme.value(for: BorderToken(path)))"
        case .strokeStyle: "\(theme.value(for: StrokeStyleToken(path)))"
        case .transition: "\(theme.value(for: TransitionToken(path)))"
        case .text: "\(theme.value(for: TextToken(path)))"
        case .boolean: "\(theme.value(for: BooleanToken(path)))"
        }
    }

    private static func swift(_ arguments: [String]) throws -> (Int32, String) {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments)
    }
}
