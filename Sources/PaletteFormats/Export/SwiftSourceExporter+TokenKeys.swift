import Foundation
import Palette

/// Typed keys for a theme's custom tokens, written with its type: a nested `Tokens` namespace,
/// so `AcmeTheme.Tokens.Color.Brand.accent` reads `color.brand.accent` from any theme, checked by
/// the compiler.
extension SwiftSourceExporter {
    /// The name of the namespace of typed keys, nested in the theme's type and, for a target's
    /// theme files, at the top of the target.
    package static let tokenKeysName = "Tokens"

    /// The custom tokens every theme of `theme` answers: its own, those of the themes it extends,
    /// and for an adaptive theme those of every variant.
    ///
    /// - Parameters:
    ///   - file: The file the theme was read from, where its own tokens are.
    ///   - locations: Where in `file` its tokens are, when known.
    package static func keyTokens(
        of theme: ResolvedTheme,
        file: String?,
        locations: [TokenSlot: ThemeError.Location] = [:]
    ) -> [TokenKeyNamespace.Token] {
        let variants = theme.adaptiveTheme.map { adaptive in adaptive.definedVariants.map { adaptive.variant($0) } }
        var tokens: [TokenKeyNamespace.Token] = []
        for root in variants ?? [theme] {
            for (depth, member) in root.lineage.enumerated() {
                tokens += member.tokens.all.map { path, value in
                    // An extended theme's tokens are not in this theme's file.
                    let place = TokenKeyNamespace.Place(
                        file: depth == 0 ? file : nil,
                        location: depth == 0 ? locations[TokenSlot(value.kind, path)] : nil
                    )
                    return TokenKeyNamespace.Token(path: path, kind: value.kind, place: place)
                }
            }
        }
        return tokens
    }

    /// The namespace `name` of the keys of `themes`, each read from its file: a problem is located
    /// at its line and column in the file when the file is text that spells the token's path.
    ///
    /// The files are read again only when there is a problem to locate.
    package static func tokenKeys(
        named name: String,
        of themes: [(theme: ResolvedTheme, file: String)],
        limits: FormatLimits
    ) -> TokenKeyNamespace {
        let keys = TokenKeyNamespace(name: name, tokens: themes.flatMap { keyTokens(of: $0.theme, file: $0.file) })
        guard !keys.problems.isEmpty else { return keys }
        let located = themes.flatMap { theme, file in
            let slots = keyTokens(of: theme, file: file).filter { $0.place.file != nil }.map {
                TokenSlot($0.kind, $0.path)
            }
            let parsed = ParsedThemeFile.read(URL(fileURLWithPath: file), limits: limits)
            return keyTokens(of: theme, file: file, locations: parsed.locations(of: slots))
        }
        return TokenKeyNamespace(name: name, tokens: located)
    }

    /// The namespace of `theme`'s keys, nested in the type this exporter writes.
    func tokenKeys(of theme: ResolvedTheme) -> TokenKeyNamespace {
        TokenKeyNamespace(
            name: "\(typeName).\(Self.tokenKeysName)",
            tokens: Self.keyTokens(of: theme, file: nil)
        )
    }

    /// The nested namespace's enums, for the type's body; nothing when the theme has no custom
    /// tokens.
    func tokenKeyDeclaration(_ keys: TokenKeyNamespace, access: String, indent: String) -> [String] {
        guard !keys.isEmpty else { return [] }
        let example = keys.exampleKey.map { " (`\($0)`)" } ?? ""
        return [""]
            + keys.declarationLines(
                enumName: Self.tokenKeysName,
                documentation: [
                    "Typed keys for the theme's custom tokens\(example), nested by path; a theme reads one without",
                    "parsing or looking up a string, and a key whose token leaves the theme no longer compiles.",
                ],
                access: access,
                indent: indent
            )
    }

    /// Counts in `report` every token that has no key.
    static func countMissingKeys(_ keys: TokenKeyNamespace, in report: inout ExportReport) {
        for problem in keys.problems {
            report.omit(problem.path.string, category: "typed keys", at: problem.path.string, placeNoun: "token")
        }
    }
}
