import Palette
import PaletteThemes

/// What commands share in one run: the registry, the colour decision, the store and the
/// active theme.
struct CLIContext {
    let invocation: Invocation
    let environment: CLIEnvironment
    let registry: ThemeRegistry
    let style: TerminalStyle

    init(invocation: Invocation, environment: CLIEnvironment) {
        self.invocation = invocation
        self.environment = environment
        registry = .builtIn
        let mode = invocation.option("color").flatMap { ColorMode(rawValue: $0.lowercased()) } ?? .auto
        style = TerminalStyle(
            isEnabled: mode.usesColor(
                isTerminal: environment.standardOutputIsTerminal,
                noColor: environment.variables["NO_COLOR"].map { !$0.isEmpty } ?? false,
                term: environment.variables["TERM"]
            )
        )
    }

    /// The store `palette use` writes and every command reads.
    var store: FileThemeStore {
        FileThemeStore(directory: environment.configDirectory)
    }

    var wantsJSON: Bool { invocation.flags.contains("json") }

    /// The active theme: `--theme`, else `PALETTE_THEME`, else the stored choice, else the
    /// default. A stored choice that cannot be used is reported as a warning and skipped; an
    /// explicit name that is unknown is an error.
    func activeTheme(output: inout CLIOutput) throws(CLIError) -> ResolvedTheme {
        if let name = invocation.option("theme") {
            return try resolve(name)
        }
        if let name = environment.value("PALETTE_THEME") {
            do {
                return try registry.resolve(name)
            } catch {
                throw .failure("PALETTE_THEME: \(error.description)")
            }
        }
        let controller = ThemeController()
        switch controller.restore(from: store, in: registry) {
        case .restored(let theme):
            return theme
        case .nothingStored:
            return controller.current
        case .fellBack(let fallback, let error):
            output.warn("\(Self.storedChoiceProblem(error)); using '\(fallback.id)'")
            return fallback
        }
    }

    /// A theme by name, or a failure naming it with the closest match.
    func resolve(_ name: String) throws(CLIError) -> ResolvedTheme {
        do {
            return try registry.resolve(name)
        } catch {
            throw CLIError(error)
        }
    }

    private static func storedChoiceProblem(_ error: ThemeError) -> String {
        if case .unknownTheme(let name, _, _) = error {
            return "the stored theme '\(name)' is not registered"
        }
        return error.description
    }
}
