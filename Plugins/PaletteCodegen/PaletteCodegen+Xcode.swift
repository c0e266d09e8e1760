#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin for an Xcode app target: its theme files are the target's input files.
extension PaletteCodegen: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            for: target.inputFiles.map(\.url),
            tool: context.tool(named: "palette-cli").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }
}
#endif
