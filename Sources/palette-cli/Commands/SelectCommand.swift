import Foundation
import PaletteFormats

/// `palette select [FILE|-]`: applies a backend payload the way an app does.
enum SelectCommand {
    static let command = Command(
        name: "select",
        arguments: "[FILE|-]",
        summary: "Apply a backend payload such as {\"theme\": \"alternative\"}",
        details: """
            Reads the payload from FILE, or from standard input when FILE is '-' or absent,
            resolves it against the registered themes exactly as ThemeSelection does in an app,
            lays the payload's "overrides" over it, and prints the theme it resolved to (as
            'show' does), with any warnings on standard error. With --persist the theme's
            identifier is stored as the active theme (overrides are not stored). A malformed
            payload or an unknown name exits 1 with the problem and where it is.

            The overrides are audited as 'check' audits a theme: a pair they leave below the
            WCAG level the named theme meets (AAA if it meets AAA on every pair, else AA; in
            every variant of an adaptive theme) is a warning naming the pair, its ratio and the
            level. A pair the theme already fails is not blamed on the overrides.
            --strict makes such a pair an error: nothing is applied or stored, exit 1.
            """,
        flags: ["json", "persist", "strict"],
        options: [],
        positionals: 0...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let source = invocation.positionals.first ?? "-"
        let file = InputFile.displayName(source)
        let bytes = try InputFile.read(
            source,
            limit: context.limits.maximumPayloadSize,
            environment: context.environment
        )
        let selection: ThemeSelection
        do {
            selection = try ThemeSelection(json: bytes, limits: context.limits.theme)
        } catch {
            throw CLIError(error.inFile(file))
        }
        let resolution: ThemeSelection.Resolution
        do {
            resolution = try selection.resolution(in: context.registry)
        } catch {
            throw CLIError(error.inFile(file))
        }
        let strict = invocation.flags.contains("strict")
        let lowered = resolution.warnings.suffix(resolution.loweredContrast.count)
        for warning in resolution.warnings.dropLast(strict ? lowered.count : 0) {
            output.standardError += Diagnostics.line(warning.problem, severity: "warning", file: file)
        }
        if strict, !lowered.isEmpty {
            for error in lowered {
                output.standardError += Diagnostics.line(error.problem, severity: "error", file: file)
            }
            throw CLIError.silentFailure
        }
        let theme = resolution.theme
        if invocation.flags.contains("persist") {
            if let overrides = selection.overrides, !overrides.isEmpty {
                output.warn("only the theme '\(theme.id)' is stored; the payload's overrides are not")
            }
            do {
                try context.store.saveThemeID(theme.id)
            } catch {
                throw CLIError(error)
            }
        }
        ShowCommand.print(theme, context: context, output: &output)
        if invocation.flags.contains("persist") && !context.wantsJSON {
            output.printMessage("Stored '\(theme.id)' as the active theme in \(context.store.fileURL.path)")
        }
    }
}
