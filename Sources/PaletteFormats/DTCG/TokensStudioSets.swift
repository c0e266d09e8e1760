import Palette

/// What Tokens Studio says about its token sets: their order (`$metadata`'s `tokenSetOrder`) and
/// its themes (`$themes`: each a name and the status of each set, `enabled`, `source` or
/// `disabled`).
///
/// Tokens Studio writes these in a single file beside the sets (`{"global": {…}, "light": {…},
/// "$themes": […], "$metadata": {…}}`) or, in a folder, as `$metadata.json` and `$themes.json`
/// beside one file per set (`core/colors.json` for the set `core/colors`). Themes that choose
/// between sets (two or more in one group) are read as modes (`TokensStudioModes`); otherwise
/// every set some theme uses is read, in order, as one token set (a set only ever a `source` is
/// there for references to reach).
package struct TokensStudioSets: Equatable, Sendable {
    /// One theme: its name, its group (Tokens Studio's `group`: the themes of one group are
    /// alternatives) and its sets' statuses.
    struct Theme: Equatable, Sendable {
        var name: String
        var sets: [String: String]
        var group: String?
    }

    /// `$metadata`'s `tokenSetOrder`.
    var order: [String] = []
    /// `$themes`.
    var themes: [Theme] = []

    /// Reads `$metadata` and `$themes` as parsed; what is not of their shape is left out.
    init(metadata: JSONNode?, themes: JSONNode?) {
        if case .array(let names)? = metadata?["tokenSetOrder"]?.value {
            order = names.compactMap(\.string)
        }
        if case .array(let entries)? = themes?.value {
            for entry in entries {
                guard let name = entry["name"]?.string ?? entry["id"]?.string else { continue }
                var sets: [String: String] = [:]
                for member in entry["selectedTokenSets"]?.members ?? [] {
                    if let status = member.node.string { sets[member.key] = status }
                }
                self.themes.append(Theme(name: name, sets: sets, group: entry["group"]?.string))
            }
        }
    }

    /// The sets of a single-file export, when `root` is one: it has `$themes` or `$metadata` beside
    /// its sets.
    init?(file root: JSONNode) {
        guard let members = root.members,
            members.contains(where: { FileShape.tokensStudioFileKeys.contains($0.key) })
        else { return nil }
        self.init(metadata: root["$metadata"], themes: root["$themes"])
    }

    /// The sets to read, in order, each with whether it is there only for references: the sets
    /// `tokenSetOrder` names that `available` has, then the others in the order given. With
    /// themes, a set no theme enables or uses as a source is left out, and one only ever a
    /// source is for references.
    func plan(available: [String]) -> [(name: String, isReferenceOnly: Bool)] {
        let known = Set(available)
        var names = order.filter { known.contains($0) }
        var listed = Set(names)
        for name in available where listed.insert(name).inserted { names.append(name) }
        guard !themes.isEmpty else { return names.map { ($0, false) } }
        return names.compactMap { name in
            let statuses = themes.compactMap { $0.sets[name] }
            if statuses.contains("enabled") { return (name, false) }
            return statuses.contains("source") ? (name, true) : nil
        }
    }

    /// The sets `tokenSetOrder` and the themes name, in order, for a folder that has no other list
    /// of them.
    var namedSets: [String] {
        var names = order
        var listed = Set(names)
        for theme in themes {
            for name in theme.sets.keys.sorted() where listed.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// The name of the group of themes that have none.
    static let ungrouped = "theme"

    /// Whether the themes choose between sets: two or more are alternatives in one group (themes
    /// without a group are one group), so reading every set at once would merge alternatives.
    /// Palette reads such themes as modes; themes each alone in its group are all on at once.
    package var hasChoices: Bool {
        Dictionary(grouping: themes, by: { $0.group ?? Self.ungrouped }).values.contains { $0.count > 1 }
    }
}
