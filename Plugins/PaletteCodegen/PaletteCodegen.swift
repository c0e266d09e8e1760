import Foundation
import PackagePlugin

/// Compiles a target's theme files into Swift at build time: one `Theme` type per file and
/// `ThemeRegistry.generated` holding them all.
///
/// The theme files are the target's `*.palette.json` and `*.tokens.json`, and the files and
/// folders (a Tokens Studio folder is one theme) a `palette.json` beside them lists
/// (`{"files": ["brand.json", "../../design-tokens"]}`). The plugin only plans: each file becomes
/// one build command that runs `palette codegen FILE --output OUT`, with the file (or every file
/// in the folder) as its input and OUT in the plugin's work folder as its output, so a theme that
/// has not changed is not compiled again; one more command writes the registry. Names, checks
/// and diagnostics are the `palette` executable's.
@main
struct PaletteCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        return try Self.commands(
            for: files,
            tool: context.tool(named: "palette-cli").url,
            workDirectory: context.pluginWorkDirectoryURL
        )
    }

    /// The name of the configuration file that lists more theme files.
    static let configName = "palette.json"

    /// Whether a file is a theme file by its name alone (``ThemeFileNames``).
    static func isThemeFile(_ url: URL) -> Bool {
        ThemeFileNames.isThemeFile(named: url.lastPathComponent)
    }

    /// The build commands for a target whose files are `files`.
    static func commands(for files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        let configs = files.filter { $0.lastPathComponent == configName }
        var themes: [URL] = []
        var seen: Set<String> = []
        for url in files.filter(isThemeFile) + configs.flatMap(listedFiles) {
            if seen.insert(url.standardizedFileURL.path).inserted { themes.append(url) }
        }
        guard !themes.isEmpty || !configs.isEmpty else { return [] }

        var outputNames: Set<String> = []
        var commands: [Command] = []
        for theme in themes {
            // The output is named after the file; the type name is `palette codegen`'s to choose.
            let stem = theme.deletingPathExtension().lastPathComponent
            var name = stem + ".swift"
            var suffix = 2
            while !outputNames.insert(name).inserted {
                name = "\(stem)-\(suffix).swift"
                suffix += 1
            }
            let output = workDirectory.appendingPathComponent(name)
            commands.append(
                .buildCommand(
                    displayName: "Palette: compiling theme \(theme.lastPathComponent)",
                    executable: tool,
                    arguments: ["codegen", theme.path, "--output", output.path],
                    inputFiles: inputs(of: theme),
                    outputFiles: [output]
                )
            )
        }
        let registry = workDirectory.appendingPathComponent("ThemeRegistry+Generated.swift")
        let arguments =
            ["codegen", "--registry", "--output", registry.path]
            + configs.flatMap { ["--config", $0.path] } + ["--"] + themes.map(\.path)
        commands.append(
            .buildCommand(
                displayName: "Palette: registering \(themes.count) generated theme(s)",
                executable: tool,
                arguments: arguments,
                inputFiles: themes.flatMap(inputs) + configs,
                outputFiles: [registry]
            )
        )
        return commands
    }

    /// The files a theme is read from: the file itself, or every file in a theme folder, so that
    /// editing any of them compiles the theme again.
    static func inputs(of theme: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: theme.path, isDirectory: &isDirectory), isDirectory.boolValue,
            let enumerator = FileManager.default.enumerator(
                at: theme,
                includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]
            )
        else { return [theme] }
        let files = enumerator.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The existing files and folders a `palette.json` lists, relative to its folder. Only a
    /// plan: a file that cannot be read or does not say `{"files": [...]}` lists none here, and
    /// the registry command, which reads it as its input, reports every problem in it with its
    /// line.
    static func listedFiles(_ config: URL) -> [URL] {
        guard let data = try? Data(contentsOf: config),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let paths = object["files"] as? [String]
        else { return [] }
        let folder = config.deletingLastPathComponent()
        return paths.filter { !$0.isEmpty }.map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
        }
        .filter { FileManager.default.fileExists(atPath: $0.path) }
    }
}
