#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same command in an Xcode project (File ▸ Packages, or the project's context menu): it runs
/// in the project's folder.
extension PaletteCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try Self.run(
            tool: context.tool(named: "palette-cli").url,
            arguments: arguments,
            in: context.xcodeProject.directoryURL
        )
    }
}
#endif
