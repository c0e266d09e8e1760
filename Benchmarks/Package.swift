// swift-tools-version: 6.0
import PackageDescription

// Palette's benchmarks: a separate package so that the library itself keeps no benchmark code and
// no dependency. It depends on the repository root only; the harness is hand-written.
//
// Run: swift run -c release --package-path Benchmarks palette-benchmarks [--quick] [--json]
//
// The dependency is named explicitly because a path dependency's identity is otherwise the name
// of the checkout's directory (`wt-bench`, `palette`, ...), which would break `package:` below.
let package = Package(
    name: "PaletteBenchmarks",
    platforms: [
        .macOS(.v13)
    ],
    dependencies: [
        .package(name: "Palette", path: "..")
    ],
    targets: [
        .target(name: "CBenchmarkSupport"),
        .target(name: "BenchmarkSupport", dependencies: ["CBenchmarkSupport"]),
        .executableTarget(
            name: "palette-benchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Palette", package: "Palette"),
                // The theme generator the generation scenarios time.
                .product(name: "PaletteDesign", package: "Palette"),
                // The importers the document scenarios time (DTCG, AUUTheme, SDThemeManager).
                .product(name: "PaletteFormats", package: "Palette"),
                .product(name: "PaletteThemes", package: "Palette"),
                // Theme packages installed from a loopback server, and loaded at start.
                .product(name: "PalettePackages", package: "Palette"),
                // Built beside the benchmark so the `palette show` scenario runs the release binary.
                .product(name: "palette", package: "Palette"),
            ],
            // Themes/brand.palette.json becomes BrandTheme and the typed keys the key-read scenarios
            // read; palette.json lists Designsystemet's folder (Tests/Fixtures/modes/designsystemet),
            // which becomes DesignsystemetTheme and the keys of codegen.designsystemet.key-read.
            plugins: [.plugin(name: "PaletteCodegen", package: "Palette")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
