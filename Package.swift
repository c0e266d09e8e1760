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
        .library(name: "PaletteThemes", targets: ["PaletteThemes"]),
        .executable(name: "palette", targets: ["palette-cli"]),
    ],
    targets: [
        .target(name: "Palette"),
        .target(name: "PaletteThemes", dependencies: ["Palette"]),
        .executableTarget(name: "palette-cli", dependencies: ["Palette", "PaletteThemes"]),
        .testTarget(name: "PaletteTests", dependencies: ["Palette"]),
        .testTarget(name: "PaletteThemesTests", dependencies: ["Palette", "PaletteThemes"]),
        .testTarget(name: "PaletteCLITests", dependencies: ["palette-cli", "Palette", "PaletteThemes"]),
    ],
    swiftLanguageModes: [.v6]
)
