import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `--input NAME=CONTEXT` and `--variant-modifier NAME[:CONTEXT=VARIANT,…]`: how every command
/// reads files with modes (DTCG resolvers, Tokens Studio themes, Figma variables).
extension CLIContext {
    /// The options given, each checked: a usage error for text that is no input or mapping.
    static func modeOptions(_ invocation: Invocation) throws(CLIError) -> ModeOptions {
        var modes = ModeOptions()
        let command = invocation.command?.name
        for text in invocation.values("input") {
            do {
                modes.inputs.append(try ModeInput(text))
            } catch {
                throw .usage(
                    "'--input' takes NAME=CONTEXT (a modifier, theme group or collection, and one of its contexts), "
                        + "not '\(text)'",
                    command: command
                )
            }
        }
        for text in invocation.values("variant-modifier") {
            do {
                modes.variantModifiers.append(try VariantModifier(text))
            } catch {
                throw .usage(
                    "'--variant-modifier' takes NAME or NAME:CONTEXT=VARIANT,…: \(error.message)",
                    command: command
                )
            }
        }
        modes.isStrict = command == "validate" || invocation.flags.contains("strict")
        return modes
    }

    /// A loader for this run's theme files, reading modes as the options say and token files as
    /// ``conformance(_:)`` says, and leaving inputs one load does not use to the run, which reads
    /// `--themes` and file arguments apart.
    static func loader(limits: FormatLimits, modes: ModeOptions, invocation: Invocation) -> ThemeLoader {
        var loader = ThemeLoader(limits: limits)
        loader.modes = modes
        loader.conformance = conformance(invocation)
        loader.reportsUnusedInputs = false
        return loader
    }

    /// The theme files at `arguments` loaded into a copy of the registry; an input neither they
    /// nor `--themes` use is an error. A file named on the command line is that file's theme for
    /// the run: its theme replaces a registered theme of the same identifier (an exported
    /// built-in opens again), which ``shadowingNotes(of:)`` says.
    func loadFiles(_ arguments: [String]) throws(CLIError) -> (registry: ThemeRegistry, report: ThemeLoader.Report) {
        var registry = self.registry
        var loader = Self.loader(limits: limits, modes: modes, invocation: invocation)
        loader.shadowsRegisteredThemes = true
        let report = loader.load(arguments.map { URL(fileURLWithPath: $0) }, into: &registry)
        let unused = unusedThemeInputs.filter(report.unusedInputs.contains)
        if !unused.isEmpty {
            throw Self.unusedInputsProblem(unused, modifiers: themeModifiers + report.modifierNames)
        }
        return (registry, report)
    }

    /// One note per registered theme a file named on the command line replaced for this run:
    /// `'mine.json' is the theme 'default' for this run, in place of the compiled theme
    /// DefaultTheme`.
    static func shadowingNotes(of report: ThemeLoader.Report) -> String {
        report.files.flatMap { file in
            file.shadowed.map { entry in
                "note: '\(file.path)' is the theme '\(entry.id)' for this run, in place of "
                    + ThemeLoader.describe(entry.source) + "\n"
            }
        }.joined()
    }

    /// The error for inputs no file read has a modifier for, naming the closest modifier.
    static func unusedInputsProblem(_ inputs: [ModeInput], modifiers: [String]) -> CLIError {
        let input = inputs[0]
        guard !modifiers.isEmpty else {
            return .failure(
                "--input \(input): no theme file read has modes to choose between (a DTCG resolver's modifiers, "
                    + "Tokens Studio's theme groups, Figma's collections, $extensions.mode)"
            )
        }
        let listed = modifiers.map { "'\($0)'" }.summarisedForMessage()
        return .failure(
            "--input \(input): no theme file read has a modifier (theme group, collection) named '\(input.modifier)'; "
                + "they have \(listed)" + Suggestion.didYouMean(Suggestion.closest(to: input.modifier, in: modifiers))
        )
    }

    /// The error for files that make several themes where a command shows one: each theme with
    /// the inputs that choose it.
    static func severalThemes(_ report: ThemeLoader.Report, subject: String) -> CLIError {
        let choices = report.loadedIDs.map { id in
            let inputs = report.files.lazy.compactMap { $0.inputs[id] }.first ?? []
            return inputs.isEmpty
                ? "'\(id)'" : "'\(id)' (" + inputs.map { "--input \($0)" }.joined(separator: " ") + ")"
        }
        let chosen = report.files.contains { !$0.inputs.isEmpty }
        return .failure(
            "\(subject) \(subject.hasPrefix("'") ? "holds" : "hold") \(report.loadedIDs.count) themes, \(choices.summarisedForMessage(limit: 8)); "
                + (chosen ? "choose one with --input, or " : "") + "load them with --themes and name one"
        )
    }

    /// Every theme a command's `ID|FILE...` arguments name, each with the inputs that choose it
    /// (for a file with modes that makes several); the active theme without arguments.
    func themes(
        _ arguments: [String],
        command: String,
        output: inout CLIOutput
    ) throws(CLIError) -> [(theme: ResolvedTheme, inputs: [ModeInput])] {
        guard !arguments.isEmpty, arguments.contains(where: InputFile.exists),
            !(arguments.count == 1 && registry.contains(arguments[0]))
        else { return [(try theme(arguments, command: command, output: &output), [])] }
        let (registry, report) = try loadFiles(arguments)
        guard !report.loadedIDs.isEmpty else {
            // Say why, as for one theme.
            return [(try resolveThemeOrFiles(arguments, command: command, output: &output), [])]
        }
        output.standardError += Self.shadowingNotes(of: report)
        output.standardError += Self.warnings(
            of: report,
            verbose: invocation.flags.contains("verbose"),
            invocation: invocation
        )
        let subject = arguments.count == 1 ? "'\(arguments[0])'" : "these files"
        try UnreadableTokens(report).decide(subject, invocation: invocation, output: &output)
        return report.loadedIDs.compactMap { id in
            guard let theme = registry.entry(named: id)?.theme else { return nil }
            return (theme, report.files.lazy.compactMap { $0.inputs[id] }.first ?? [])
        }
    }
}
