import Palette

/// A token set's metadata as lines in a fixed order, so that two sets compare by their text: the
/// descriptions, deprecations, other tools' extensions and references inside composites.
///
/// `SwiftExportCompileTests` compiles this file into the package it builds as well, so the
/// generated themes and the themes they came from are printed by the same code.
enum TokenMetadataDump {
    static func lines(of tokens: TokenSet) -> [String] {
        tokens.descriptions.map { "description \($0) \($1)" }.sorted()
            + tokens.deprecations.map { "deprecation \($0) \($1)" }.sorted()
            + tokens.extensions.map { "extensions \($0) \($1.json)" }.sorted()
            + tokens.memberAliases.map { slot, members in
                "members \(slot) " + members.map { "\($0)=\($1)" }.sorted().joined(separator: " ")
            }.sorted()
    }
}
