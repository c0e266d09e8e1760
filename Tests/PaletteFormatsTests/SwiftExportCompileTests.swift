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
/// stacks.
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
        for (name, theme) in others {
            let source = try SwiftSourceExporter(typeName: name).export(theme)
            try Data(source.utf8).write(to: sources.appendingPathComponent("\(name).swift"))
        }
        let lineages = (["AcmeTheme", "Theme"] + others.map(\.0)).map { "\($0)().resolved.lineage" }
        let main = """
            import Palette
            let brand = BrandTheme().resolved.adaptiveTheme.map { adaptive in
                ThemeVariant.allCases.map { adaptive.variant($0) }
            } ?? []
            for theme in \(lineages.joined(separator: " + ")) + brand {
                print(ThemeDocument(theme).jsonString, terminator: "")
                print("----")
            }
            let controller = ThemeController(notificationCenter: nil)
            controller.bootstrap(BrandTheme.self)
            controller.setVariant(.darkIncreasedContrast)
            print("serving \\(controller.current.id) for \\(controller.selectedTheme.id)")
            """
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))

        let (status, output) = try Self.swift(["run", "--package-path", package.path, "Check"])
        #expect(status == 0, "\(output)")
        let printed = output.components(separatedBy: "----\n").filter { $0.contains("formatVersion") }
        let variants = ThemeVariant.allCases.map { adaptive.variant($0) }
        let expected = (theme.lineage + hostile.lineage + others.flatMap(\.1.lineage) + variants).map {
            ThemeDocument($0).jsonString
        }
        #expect(output.contains("serving \(adaptive.variant(.darkIncreasedContrast).id) for \(adaptive.id)"))
        #expect(printed.count == expected.count)
        for (printed, expected) in zip(printed, expected) {
            let start = printed.range(of: "{\n  \"formatVersion\"")?.lowerBound ?? printed.startIndex
            #expect(String(printed[start...]) == expected)
        }
    }

    private static func swift(_ arguments: [String]) throws -> (Int32, String) {
        try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments)
    }
}
