import Foundation

/// The `palette` executable: gathers the process's arguments and environment, runs the
/// command, writes its output and exits with its status.
@main
struct PaletteMain {
    static func main() async {
        let result = await PaletteCLI.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: .current
        )
        FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
        FileHandle.standardError.write(Data(result.standardError.utf8))
        exit(result.exitCode)
    }
}
