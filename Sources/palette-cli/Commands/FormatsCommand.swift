import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette formats [FILE|FOLDER...]`: the table of formats, or the format of each file named.
enum FormatsCommand {
    static let command = Command(
        name: "formats",
        arguments: "[FILE|FOLDER...]",
        summary: "List the theme formats Palette reads, or say which format each file is in",
        details: """
            Without arguments, prints every format Palette reads, from the one table that format
            detection, --from, the loader, 'validate', 'import' and the build plugin all ask: its
            names (what --from takes), the files it is in, the 'export --format' that writes it,
            what it is, and the ways its files may be laid out (several token files as one set,
            Tokens Studio's $themes, Figma's per-mode files, ...), with the modes each has.

            With files, prints the format each is in, as every command detects it: 'none' and the
            reason for a file in no format (exit 1). A folder is an asset catalog when its name
            ends in .xcassets or .colorset or it holds Xcode's Contents.json; any other folder is
            read file by file, so it is in no format itself: name its files.
            """,
        flags: ["json"],
        options: [],
        positionals: 0...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        guard !invocation.positionals.isEmpty else {
            list(json: context.wantsJSON, output: &output)
            return
        }
        var verdicts: [(path: String, format: ThemeFileFormat?, problem: String?)] = []
        for path in invocation.positionals {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw CLIError.failure(InputFile.missing(path))
            }
            let url = URL(fileURLWithPath: path)
            if isFolder.boolValue {
                let format = ThemeFileFormat.detect(folder: url)
                verdicts.append((path, format, format == nil ? "a folder of theme files; name its files" : nil))
                continue
            }
            let bytes = try InputFile.read(
                path,
                limit: context.limits.maximumDocumentSize,
                environment: context.environment
            )
            let format = ThemeFileFormat.detect(bytes, limits: context.limits)
            let problem = format == nil ? ThemeFileFormat.undetectedProblem(bytes, limits: context.limits).message : nil
            verdicts.append((path, format, problem))
        }
        if context.wantsJSON {
            let files = verdicts.map { verdict in
                JSONNode(
                    JSONValue.orderedObject([
                        ("file", .string(verdict.path)),
                        ("format", verdict.format.map { .string($0.rawValue) } ?? .null),
                    ])
                )
            }
            output.print(JSONWriter.string(.array(files)))
        } else {
            for verdict in verdicts {
                if let format = verdict.format {
                    output.print("\(verdict.path): \(format.rawValue) (\(format.descriptor.displayName))")
                } else {
                    output.print("\(verdict.path): none (\(verdict.problem ?? "no format Palette reads"))")
                }
            }
        }
        if verdicts.contains(where: { $0.format == nil }) { throw CLIError.silentFailure }
    }

    /// Prints the table of formats.
    private static func list(json: Bool, output: inout CLIOutput) {
        if json {
            let formats = ThemeFileFormat.all.map { descriptor in
                JSONNode(
                    JSONValue.orderedObject([
                        ("name", .string(descriptor.name)),
                        ("aliases", .array(descriptor.aliases.map { JSONNode(.string($0)) })),
                        ("displayName", .string(descriptor.displayName)),
                        ("summary", .string(descriptor.summary)),
                        ("fileExtensions", .array(descriptor.fileExtensions.sorted().map { JSONNode(.string($0)) })),
                        (
                            "folderExtensions",
                            .array(descriptor.folderExtensions.sorted().map { JSONNode(.string($0)) })
                        ),
                        ("readings", .array(descriptor.readings.map { JSONNode(.string($0)) })),
                        ("options", .array(descriptor.options.map(\.rawValue).sorted().map { JSONNode(.string($0)) })),
                        ("readsSeveralFiles", .bool(descriptor.readsSeveralFiles)),
                        ("layouts", .array(descriptor.layouts.map(layoutJSON))),
                        ("export", descriptor.exportName.map { .string($0) } ?? .null),
                    ])
                )
            }
            output.print(JSONWriter.string(.array(formats)))
            return
        }
        let width = ThemeFileFormat.all.map { $0.names.joined(separator: ", ").count }.max() ?? 0
        for descriptor in ThemeFileFormat.all {
            let names = descriptor.names.joined(separator: ", ")
            output.print(
                TextWrapping.help(
                    "\(names.padded(to: width))  \(descriptor.displayName): \(descriptor.summary)",
                    width: output.widths.help
                )
            )
            var facts = ["files: " + descriptor.fileExtensions.sorted().map { "*.\($0)" }.joined(separator: ", ")]
            if !descriptor.folderExtensions.isEmpty {
                facts.append(
                    "folders: " + descriptor.folderExtensions.sorted().map { "*.\($0)" }.joined(separator: ", ")
                )
            }
            facts.append(descriptor.exportName.map { "written by export --format \($0)" } ?? "read only")
            let indent = String(repeating: " ", count: width + 2)
            output.print(
                TextWrapping.wrap(
                    indent + facts.joined(separator: "; "),
                    indent: indent.count,
                    width: output.widths.help
                ).joined(separator: "\n")
            )
            guard descriptor.layouts != [.file] else { continue }
            for layout in descriptor.layouts {
                let modes = layout.modes.map { " (modes: \($0.modifiers); contexts: \($0.contexts))" } ?? ""
                let line = indent + "- \(layout.rawValue): \(layout.summary)\(modes)"
                // Continued under the layout's name, past its dash.
                output.print(
                    TextWrapping.wrap(line, indent: indent.count + 2, width: output.widths.help).joined(separator: "\n")
                )
            }
        }
    }

    /// A layout of a format's files, for `--json`.
    private static func layoutJSON(_ layout: ThemeFileFormat.Layout) -> JSONNode {
        JSONNode(
            JSONValue.orderedObject([
                ("name", .string(layout.rawValue)),
                ("summary", .string(layout.summary)),
                ("modifiers", layout.modes.map { .string($0.modifiers) } ?? .null),
                ("contexts", layout.modes.map { .string($0.contexts) } ?? .null),
            ])
        )
    }
}
