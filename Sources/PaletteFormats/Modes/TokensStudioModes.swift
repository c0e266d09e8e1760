internal import InternalPaletteUtilities
import Palette

/// Tokens Studio's themes as modes: each theme group (`group` in `$themes`) a modifier whose
/// contexts are its themes, each theme the token sets it selects.
///
/// A choice of one theme per group reads the sets as ``TokensStudioSets/plan(available:chosen:)``
/// orders them: the sets no chosen theme uses and those only a `source` first, for references
/// alone (they resolve aliases but give no tokens of their own), then every set a chosen theme
/// has `enabled`, whose later token replaces an earlier one's, as in Tokens Studio. A group of
/// one theme is always on; a group no input chooses reads its first theme, and says so. Themes
/// without a group are one group, `theme`.
struct TokensStudioModes: ModeSource {
    /// Where the sets are: files of a folder, by set name, or members of one exported file.
    enum Sets {
        case files([String: ParsedThemeFile])
        case members(of: ParsedThemeFile, root: JSONNode)
    }

    let description: TokensStudioSets
    let sets: Sets
    let id: String
    let name: String
    let isNamedAfterFile: Bool
    /// `$themes.json`, or the exported file, for problems about the themes.
    let themesFile: String?

    /// The name of the group of themes that have none.
    static let ungrouped = TokensStudioSets.ungrouped

    var modifiers: [ModeModifier] {
        var groups: [ModeModifier] = []
        for theme in description.themes {
            let group = theme.group ?? Self.ungrouped
            if let index = groups.firstIndex(where: { $0.name == group }) {
                if !groups[index].contexts.contains(theme.name) { groups[index].contexts.append(theme.name) }
            } else {
                groups.append(
                    ModeModifier(
                        name: group,
                        contexts: [theme.name],
                        location: .init(file: themesFile, path: "$themes"),
                        noun: "theme group"
                    )
                )
            }
        }
        return groups
    }

    var modifiersLocation: ThemeError.Location? { .init(file: themesFile, path: "$themes") }
    var unchosen: UnchosenModifier { .defaultElseFirst }

    /// The sets a choice reads, in order, each with whether it is there only for references.
    func plan(for choices: [String: String]) -> [(name: String, isReferenceOnly: Bool)] {
        let chosen = description.themes.filter { choices[$0.group ?? Self.ungrouped] == $0.name }
        let available: [String]
        switch sets {
        case .files(let files): available = files.keys.sorted()
        case .members(_, let root):
            available = TokensStudioSets.setNames(in: root)
        }
        return description.plan(available: available, chosen: chosen)
    }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        let plan = plan(for: choices)
        switch sets {
        case .files(let files):
            return .files(
                plan.compactMap { name, isReferenceOnly in
                    files[name].map { TokenSetMember($0, isReferenceOnly: isReferenceOnly, replacesQuietly: true) }
                }
            )
        case .members(let file, let root):
            let older = TokenFileSurvey(root, limits: file.limits).olderFormat
            let rootLocation = root.location(.root, file: file.path)
            if let warning = description.appearanceSetsWarning(choices: choices, location: rootLocation) {
                reader.warning(warning)
            }
            if let warning = description.unusedSetsWarning(
                available: TokensStudioSets.setNames(in: root),
                location: root["$themes"].map { $0.location(JSONPath.root.appending("$themes"), file: file.path) }
            ) {
                reader.warning(warning)
            }
            return .trees(
                plan.compactMap { name, isReferenceOnly in
                    root[name].map { node in
                        DTCGTokenTree.Source(
                            root: node,
                            file: file.path,
                            isStrict: false,
                            olderFormat: older,
                            rootPath: JSONPath.root.appending(name),
                            isReferenceOnly: isReferenceOnly,
                            setName: name,
                            replacesQuietly: true
                        )
                    }
                }
            )
        }
    }
}
