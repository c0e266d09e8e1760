// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Palette",
    platforms: [
        .iOS(.v15),
        .macOS(.v12),
        .tvOS(.v15),
        .watchOS(.v8),
        .visionOS(.v1),
    ],
    products: [
        .library(name: "Palette", targets: ["Palette"]),
        .library(name: "PaletteDesign", targets: ["PaletteDesign"]),
        .library(name: "PaletteFormats", targets: ["PaletteFormats"]),
        .library(name: "PaletteThemes", targets: ["PaletteThemes"]),
        .library(name: "PalettePackages", targets: ["PalettePackages"]),
        .executable(name: "palette", targets: ["palette-cli"]),
        .plugin(name: "PaletteCodegen", targets: ["PaletteCodegen"]),
        .plugin(name: "PaletteCommand", targets: ["PaletteCommand"]),
    ],
    targets: [
        // Infrastructure the modules share (the JSON parser and writer, text helpers, a lock): a
        // target, not a product, whose declarations are `package`, as swift-collections'
        // InternalCollectionsUtilities. Each module imports it `package`; none re-exports it.
        .target(name: "InternalPaletteUtilities"),
        // What an app embeds: the theme model, the runtime and Palette's own JSON. Foundation only.
        .target(name: "Palette", dependencies: ["InternalPaletteUtilities"]),
        // Design-time code: theme generation, comparison, colour-vision simulation, contrast fixes.
        // What the CLI, build tools and design reviews call; an app imports it only to generate at
        // run time.
        .target(name: "PaletteDesign", dependencies: ["Palette", "InternalPaletteUtilities"]),
        // Every other theme file format, read and written; re-exports Palette and PaletteDesign.
        .target(name: "PaletteFormats", dependencies: ["Palette", "PaletteDesign", "InternalPaletteUtilities"]),
        .target(name: "PaletteThemes", dependencies: ["Palette"]),
        // Theme packages fetched over the network (URLSession), verified and installed: a module of
        // its own, so that an app that never downloads links no networking code.
        .target(name: "PalettePackages", dependencies: ["Palette", "InternalPaletteUtilities"]),
        .executableTarget(
            name: "palette-cli",
            dependencies: [
                "PaletteDesign", "PaletteFormats", "PaletteThemes", "PalettePackages", "InternalPaletteUtilities",
            ]
        ),
        // Theme files compiled into Swift types at build time, by the palette executable.
        .plugin(name: "PaletteCodegen", capability: .buildTool(), dependencies: ["palette-cli"]),
        // `swift package palette …`: the palette executable run in a package, for the files a team commits.
        .plugin(
            name: "PaletteCommand",
            capability: .command(
                intent: .custom(verb: "palette", description: "Run the palette command-line tool in this package"),
                permissions: [
                    .writeToPackageDirectory(reason: "palette writes the files you ask for (exported themes) here")
                ]
            ),
            dependencies: ["palette-cli"]
        ),
        // What the test targets share: fixtures, the repository's root, fakes, instrumentation. Palette
        // only, so that PaletteTests builds against Palette alone, as an app does.
        .target(
            name: "PaletteTestSupport",
            dependencies: ["Palette", "InternalPaletteUtilities"],
            path: "Tests/PaletteTestSupport"
        ),
        // The mutation test's structure-aware mutator, which the theme-files fuzz target compiles in too
        // (Scripts/fuzz). It reads property lists, so it sits above PaletteFormats.
        .target(
            name: "PaletteMutation",
            dependencies: ["Palette", "PaletteFormats", "InternalPaletteUtilities"],
            path: "Tests/PaletteMutation"
        ),
        .testTarget(name: "InternalPaletteUtilitiesTests", dependencies: ["InternalPaletteUtilities"]),
        .testTarget(name: "PaletteTests", dependencies: ["Palette", "InternalPaletteUtilities", "PaletteTestSupport"]),
        .testTarget(
            name: "PaletteDesignTests",
            dependencies: ["Palette", "PaletteDesign", "InternalPaletteUtilities", "PaletteTestSupport"]
        ),
        .testTarget(
            name: "PaletteFormatsTests",
            dependencies: ["Palette", "PaletteFormats", "InternalPaletteUtilities", "PaletteTestSupport"]
        ),
        .testTarget(
            name: "PaletteThemesTests",
            dependencies: [
                "Palette", "PaletteDesign", "PaletteFormats", "PaletteThemes", "InternalPaletteUtilities",
                "PaletteTestSupport",
            ]
        ),
        .testTarget(
            name: "PalettePackagesTests",
            dependencies: [
                "Palette", "PalettePackages", "PaletteThemes", "InternalPaletteUtilities", "PaletteTestSupport",
            ]
        ),
        .testTarget(
            name: "PaletteCLITests",
            dependencies: [
                "palette-cli", "Palette", "PaletteDesign", "PaletteFormats", "PaletteThemes", "PalettePackages",
                "PaletteMutation", "InternalPaletteUtilities", "PaletteTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// A sanitizer build of CI builds what its tests need and no more: `PALETTE_TEST_TARGETS=A,B` keeps
// those test targets (`*`: every one), the targets they depend on and the products made of them
// only. The plugins go, and with them a second, host-tool build of every module (the plugins'
// `palette`). Unset, as for everyone else, the package is as declared above.
if let kept = Context.environment["PALETTE_TEST_TARGETS"] {
    var needed =
        kept == "*"
        ? Set(package.targets.filter { $0.type == .test }.map(\.name))
        : Set(kept.split(separator: ",").map(String.init))
    var unvisited = Array(needed)
    while let name = unvisited.popLast() {
        for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
            switch dependency {
            case .targetItem(let target, _), .byNameItem(let target, _):
                if needed.insert(target).inserted { unvisited.append(target) }
            default:
                break
            }
        }
    }
    package.targets.removeAll { !needed.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return targets.isEmpty || !targets.allSatisfy(needed.contains)
    }
}
