import Palette

/// A theme as text in a fixed order, so that two themes compare by their text: its identifier,
/// name and parent, palette, font styles and styles, and every token with its references and
/// metadata.
///
/// `SwiftExportCompileTests` compiles this file into the package it builds, which links only
/// `Palette` as an app does, so the generated themes and the themes they came from are printed by
/// the same code.
enum ThemeDump {
    static func text(of theme: ResolvedTheme) -> String {
        var text = "theme-dump \(theme.id) \(theme.name) extends \(theme.parent?.id ?? "nothing")\n"
        dump((theme.palette, FontStyle.allCases.map { theme.fontStyles[$0] }, theme.styleDefinitions), to: &text)
        dump((theme.tokens.all.map { "\($0.path)" }, theme.tokens.all.map(\.value)), to: &text)
        dump(theme.tokens.aliases.map { "\($0) \($1)" }.sorted(), to: &text)
        dump(TokenMetadataDump.lines(of: theme.tokens), to: &text)
        // A path keeps its hash, which is seeded per process.
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("- precomputedHash: ") }
            .joined(separator: "\n")
    }
}
