import PaletteFormats

/// `--appearance light|dark` and `--contrast standard|increased`: which variant of an adaptive
/// theme `show`, `check` and `export` use.
extension CLIContext {
    /// The options given: `--appearance`, `--contrast`, each `nil` when absent.
    func variantOptions(command: String) throws(CLIError) -> (appearance: ThemeAppearance?, contrast: ThemeContrast?) {
        var appearance: ThemeAppearance?
        var contrast: ThemeContrast?
        if let name = invocation.option("appearance") {
            guard let named = ThemeAppearance.named(name) else {
                throw .usage("'--appearance' must be light or dark, not '\(name)'", command: command)
            }
            appearance = named
        }
        if let name = invocation.option("contrast") {
            guard let named = ThemeContrast.named(name) else {
                throw .usage("'--contrast' must be standard or increased, not '\(name)'", command: command)
            }
            contrast = named
        }
        return (appearance, contrast)
    }

    /// Whether `--appearance` or `--contrast` was given.
    func picksVariant(command: String) throws(CLIError) -> Bool {
        let options = try variantOptions(command: command)
        return options.appearance != nil || options.contrast != nil
    }

    /// The variant the options ask for: light and standard contrast for what is not given.
    func requestedVariant(command: String) throws(CLIError) -> ThemeVariant {
        let options = try variantOptions(command: command)
        return ThemeVariant(options.appearance ?? .light, options.contrast ?? .standard)
    }

    /// What `theme` shows for the options: an adaptive theme's variant for them (light, standard
    /// contrast when absent, falling back as a controller does); any other theme as it is.
    func variant(of theme: ResolvedTheme, command: String) throws(CLIError) -> ResolvedTheme {
        let requested = try requestedVariant(command: command)
        return theme.adaptiveTheme?.variant(requested) ?? theme
    }

    /// Text rendered for a variant of `chosen` with, when `chosen` is adaptive, a line under its
    /// header that says which variant it is, and which variant serves it when the theme lacks it
    /// (`dark, increased contrast variant of System (system), served by its dark variant`).
    func notingVariant(_ text: String, chosen: ResolvedTheme, variant: ThemeVariant) -> String {
        guard let adaptive = chosen.adaptiveTheme, let end = text.firstIndex(of: "\n") else { return text }
        return String(text[..<end]) + "\n" + style.dim(Self.variantNote(adaptive, variant)) + String(text[end...])
    }

    /// `dark variant of System (system); --appearance and --contrast pick`.
    static func variantNote(_ adaptive: AdaptiveTheme, _ variant: ThemeVariant) -> String {
        let served = adaptive.fallback(for: variant)
        var note = "\(variant) variant of \(adaptive.name) (\(adaptive.id))"
        if served != variant { note += ", served by its \(served) variant" }
        return note + "; --appearance and --contrast pick"
    }
}
