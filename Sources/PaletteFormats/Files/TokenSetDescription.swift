internal import InternalPaletteUtilities
import Palette

/// A file that says which token files make a set: a Style Dictionary configuration (`source`
/// and `include` globs) or Tokens Studio's `$metadata.json` (`tokenSetOrder`) and `$themes.json`.
enum TokenSetDescription {
    /// The file name of Style Dictionary's configuration.
    static let styleDictionaryConfig = "config.json"
    /// The file names of Tokens Studio's descriptions of a folder of sets.
    static let tokensStudioMetadata = "$metadata.json"
    static let tokensStudioThemes = "$themes.json"

    /// Whether parsed JSON describes a token set rather than holding tokens.
    static func describesTokenSet(_ root: JSONNode) -> Bool {
        isStyleDictionaryConfig(root) || isTokensStudioMetadata(root) || isTokensStudioThemes(root)
    }

    /// A Style Dictionary configuration: `source` or `include` is a list of paths.
    static func isStyleDictionaryConfig(_ root: JSONNode) -> Bool {
        ["source", "include"].contains { key in
            guard case .array(let items)? = root[key]?.value else { return false }
            return items.allSatisfy { $0.string != nil }
        }
    }

    /// Tokens Studio's `$metadata`: `tokenSetOrder` is a list.
    static func isTokensStudioMetadata(_ root: JSONNode) -> Bool {
        if case .array? = root["tokenSetOrder"]?.value { return true }
        return false
    }

    /// Tokens Studio's `$themes`: a list of themes that select token sets.
    static func isTokensStudioThemes(_ root: JSONNode) -> Bool {
        guard case .array(let themes) = root.value, !themes.isEmpty else { return false }
        return themes.allSatisfy { $0["selectedTokenSets"] != nil }
    }

    /// The patterns of a Style Dictionary configuration's `include` (files there only for
    /// references) and `source` lists.
    static func styleDictionaryPatterns(_ root: JSONNode) -> (include: [String], source: [String]) {
        func strings(_ key: String) -> [String] {
            guard case .array(let items)? = root[key]?.value else { return [] }
            return items.compactMap(\.string)
        }
        return (strings("include"), strings("source"))
    }
}
