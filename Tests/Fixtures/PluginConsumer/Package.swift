// swift-tools-version: 6.0
// A package that uses Palette's build-tool plugin, as an app would. BuildPluginTests copies it to
// .build-plugin-test/PluginConsumer beside a link named `palette` to this checkout, so the
// dependency's identity is `palette` whatever the checkout's folder is called.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [.package(path: "../palette")],
    targets: [
        .executableTarget(
            name: "PluginConsumer",
            dependencies: [.product(name: "Palette", package: "palette")],
            plugins: [.plugin(name: "PaletteCodegen", package: "palette")]
        )
    ]
)
