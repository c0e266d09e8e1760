import Foundation
import Palette

/// `palette validate FILE...`: every problem in theme files, with its place.
enum ValidateCommand {
    static let command = Command(
        name: "validate",
        arguments: "FILE|FOLDER...",
        summary: "Check theme files and print every problem with its place",
        details: """
            Reads Palette theme documents, DTCG token files, AUUTheme JSON, SDThemeManager plists
            and backend payloads ({"theme": ...}, checked as 'select' reads them, against the
            registered themes); the format is detected, and a folder stands for the theme files
            in it. Checks everything at once (types, colours, fonts, roles, formatVersion,
            'extends' against the registered themes and the other files given, 'extends' cycles,
            size limits) and prints each problem as FILE:LINE:COLUMN: error|warning: MESSAGE.
            Exits 1 when any file has an error, 0 when there are only warnings. Repeated warnings of
            one kind are summarised in one line with their count and first places; --verbose lists
            them all. With --json prints one object per file with every problem.

            --from FORMAT reads every file as that theme format, and a file plainly in another
            format is an error: \(ImportCommand.formatNames.joined(separator: ", ")).
            """,
        flags: ["json"],
        options: ["from"],
        positionals: 1...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let format = try invocation.option("from").map { try ImportCommand.formatOption($0, command: "validate") }
        let checked = check(try files(invocation.positionals), registry: context.registry, format: format)
        let errorCount = checked.reduce(0) { $0 + $1.errorCount }
        let warningCount = checked.reduce(0) { $0 + $1.warnings.count }
        if context.wantsJSON {
            let files = checked.map { file in
                JSONValue.orderedObject([
                    ("file", .string(file.path)),
                    ("format", file.format.map { .string($0) } ?? .null),
                    ("id", file.themeID.map(JSONValue.string) ?? .null),
                    ("valid", .bool(file.errorCount == 0)),
                    ("errors", .array(file.errorsAsJSON.map { JSONNode($0) })),
                    (
                        "warnings",
                        .array(
                            file.warnings.map { JSONNode(Diagnostics.json($0, severity: "warning", file: file.path)) }
                        )
                    ),
                ])
            }
            output.print(JSONWriter.string(.array(files.map { JSONNode($0) })))
        } else {
            for file in checked {
                let verbose = invocation.flags.contains("verbose")
                let problems =
                    file.errorLines(verbose: verbose)
                    + Diagnostics.lines(file.warnings, severity: "warning", file: file.path, verbose: verbose)
                if !problems.isEmpty { output.printMessage(problems) }
                if file.errorCount == 0 {
                    let kind = file.format.map { $0 == "payload" ? "payload selecting" : "\($0) theme" }
                    let what = [kind, file.themeID.map { "'\($0)'" }].compactMap { $0 }
                        .joined(separator: " ")
                    output.printMessage("\(file.path): ok (\(what))")
                }
            }
            let files = checked.count == 1 ? "1 file" : "\(checked.count) files"
            output.printMessage("\(files) checked: \(plural(errorCount, "error")), \(plural(warningCount, "warning"))")
        }
        if errorCount > 0 { throw CLIError.silentFailure }
    }

    /// The files named, with each folder replaced by the theme files in it.
    private static func files(_ arguments: [String]) throws -> [URL] {
        var files: [URL] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            let url = URL(fileURLWithPath: argument)
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                let inside = try ThemeLoader.themeFiles(in: url)
                guard !inside.isEmpty else {
                    throw CLIError.failure("'\(argument)' has no theme files (*.json, *.tokens, *.plist)")
                }
                files += inside
            } else {
                files.append(url)
            }
        }
        return files
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
