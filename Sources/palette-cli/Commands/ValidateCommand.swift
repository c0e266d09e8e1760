import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages

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
            in it and its folders. Token files (DTCG, its older drafts, Style Dictionary 3, Tokens
            Studio) named together, or in one folder, are one set: their aliases reach across
            files, and the problems of the whole set are reported together. A Style Dictionary
            config.json or a Tokens Studio $metadata.json stands for the set it describes. Checks
            everything at once (types, colours, fonts, roles, formatVersion,
            'extends' against the registered themes and the other files given, 'extends' cycles,
            size limits) and prints each problem as FILE:LINE:COLUMN: error|warning: MESSAGE.
            Exits 1 when any file has an error, 0 when there are only warnings. Repeated warnings of
            one kind are summarised in one line with their count and first places; --verbose lists
            them all. With --json prints one object per file with every problem.

            A DTCG resolver is checked with the files it references and as the Resolver Module says:
            what the specification says tools should refuse (a modifier of one context, 'context'
            for 'contexts'), and a modifier with no default that no --input chooses (which tools
            must refuse), are errors here and with --strict, where other commands read them with a
            warning. A file with modes is checked in every theme and variant it makes (--input
            checks one). A file whose theme has the identifier of a registered theme is checked
            as that file's theme, with a note.

            --from FORMAT reads every file as that theme format, and a file plainly in another
            format is an error: \(ImportCommand.formatNames.joined(separator: ", ")).

            A payload's overrides are audited as 'select' audits them, and so is a theme file
            that extends another theme (a Palette document's 'extends'; AUUTheme, SDThemeManager
            and DTCG imports extend 'default'), its own values being overrides of that theme: a
            pair they leave below the WCAG level the theme meets (every variant the file writes;
            a pair the theme already fails is not counted) is a warning naming the pair, its
            ratio and the level, at the entry that caused it. --strict makes it an error (exit 1).

            A theme package (a folder with a theme-package.json, as 'palette pack' writes it, or
            the manifest itself) is checked as an install checks it: the manifest, every file's
            presence, size and SHA-256, the theme document and the image files it names. Files
            the manifest does not list are warnings.
            """,
        flags: ["json", "strict"],
        options: ["from"],
        positionals: 1...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let format = try invocation.option("from").map { try ImportCommand.formatOption($0, command: "validate") }
        let packages = invocation.positionals.compactMap(packageFolder)
        let files = invocation.positionals.filter { packageFolder($0) == nil }
        let checked =
            try packages.map { checkPackage($0, limits: context.packageLimits) }
            + (files.isEmpty
                ? []
                : check(
                    files,
                    registry: context.registry,
                    limits: context.limits,
                    format: format,
                    strict: invocation.flags.contains("strict"),
                    modes: context.modes
                ))
        let errorCount = checked.reduce(0) { $0 + $1.errorCount }
        let warningCount = checked.reduce(0) { $0 + $1.warnings.count }
        if context.wantsJSON {
            let files = checked.map { file in
                JSONValue.orderedObject([
                    ("file", .string(file.path)),
                    ("format", file.format.map { .string($0) } ?? .null),
                    ("id", file.themeID.map(JSONValue.string) ?? .null),
                    ("ids", .array(file.themeIDs.map { JSONNode(.string($0)) })),
                    ("valid", .bool(file.errorCount == 0)),
                    ("tokenSet", .array(file.tokenSet.map { JSONNode(.string($0)) })),
                    ("errors", .array(file.errorsAsJSON.map { JSONNode($0) })),
                    (
                        "warnings",
                        .array(
                            file.warnings.map {
                                JSONNode(Diagnostics.json($0.problem, severity: "warning", file: file.path))
                            }
                        )
                    ),
                ])
            }
            output.print(JSONWriter.string(.array(files.map { JSONNode($0) })))
        } else {
            printText(checked, verbose: invocation.flags.contains("verbose"), output: &output)
            let count = checked.filter { !$0.isAboutFinding }.count
            let files = count == 1 ? "1 file" : "\(count) files"
            output.printMessage("\(files) checked: \(plural(errorCount, "error")), \(plural(warningCount, "warning"))")
        }
        if errorCount > 0 { throw CLIError.silentFailure }
    }

    /// Every file's problems and verdict; the files of a set of token files together, their
    /// problems summarised as one list.
    private static func printText(_ checked: [CheckedFile], verbose: Bool, output: inout CLIOutput) {
        var printed: Set<[String]> = []
        for file in checked where file.tokenSet.isEmpty || printed.insert(file.tokenSet).inserted {
            let group = file.tokenSet.isEmpty ? [file] : checked.filter { $0.tokenSet == file.tokenSet }
            let count = group.count
            let missing = group.map { $0.errorLines(verbose: verbose, missingOnly: true) }.joined()
            let problems =
                missing + group.map(\.noteLines).joined()
                + Diagnostics.lines(
                    group.flatMap(\.errors),
                    severity: "error",
                    file: group.first?.path,
                    verbose: verbose
                )
                + Diagnostics.lines(
                    group.flatMap(\.warnings).map(\.problem),
                    severity: "warning",
                    file: group.first?.path,
                    verbose: verbose
                )
            if !problems.isEmpty { output.printMessage(problems) }
            let setErrors = group.reduce(0) { $0 + $1.errorCount }
            for member in group where member.errorCount == 0 && !member.isAboutFinding {
                guard setErrors == 0 else {
                    output.printMessage(
                        "\(member.path): no problems of its own; its set of \(count) token files has errors"
                    )
                    continue
                }
                let kind = member.format.map {
                    switch $0 {
                    case "payload": "payload selecting"
                    case "package": "theme package"
                    default: "\($0) theme"
                    }
                }
                let themes =
                    member.themeIDs.count > 1
                    ? member.themeIDs.map { "'\($0)'" }.summarisedForMessage()
                    : member.themeID.map { "'\($0)'" }
                let kinds =
                    member.themeIDs.count > 1
                    ? kind.map { $0.replacingOccurrences(of: " theme", with: " themes") } : kind
                let what = [kinds, themes].compactMap { $0 }.joined(separator: " ")
                let set = count > 1 ? ", one of a set of \(count) token files" : ""
                // "ok" only for a file with nothing to say; one with warnings says how many.
                let verdict = member.warnings.isEmpty ? "ok" : "ok with \(plural(member.warnings.count, "warning"))"
                output.printMessage("\(member.path): \(verdict) (\(what)\(set))")
            }
        }
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
