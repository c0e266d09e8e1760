internal import InternalPaletteUtilities
import Palette

/// What Tokens Studio says about its token sets: their order (`$metadata`'s `tokenSetOrder`) and
/// its themes (`$themes`: each a name and the status of each set, `enabled`, `source` or
/// `disabled`).
///
/// Tokens Studio writes these in a single file beside the sets (`{"global": {…}, "light": {…},
/// "$themes": […], "$metadata": {…}}`) or, in a folder, as `$metadata.json` and `$themes.json`
/// beside one file per set (`core/colors.json` for the set `core/colors`). Themes that choose
/// between sets (two or more in one group) are read as modes (`TokensStudioModes`); otherwise
/// every set some theme enables is read, in order, as one token set, the others there for
/// references to reach (``plan(available:chosen:)``).
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
    /// its sets, or, without them, its top-level groups are sets that its references reach into
    /// (``referencesReachIntoSets(_:limits:)``).
    init?(file root: JSONNode, limits: FormatLimits) {
        guard let members = root.members else { return nil }
        guard
            members.contains(where: { FileShape.tokensStudioFileKeys.contains($0.key) })
                || Self.referencesReachIntoSets(root, limits: limits)
        else { return nil }
        self.init(metadata: root["$metadata"], themes: root["$themes"])
        if themes.isEmpty {
            themes = Self.appearanceThemes(of: Self.setNames(in: root))
            hasAppearanceSets = !themes.isEmpty
        }
    }

    /// Whether ``themes`` were made from sets named as appearances (``appearanceThemes(of:)``).
    private(set) var hasAppearanceSets = false

    /// The one warning that says the sets named as appearances were read as variants, for the
    /// first of them (each variant is read on its own).
    func appearanceSetsWarning(choices: [String: String], location: ThemeError.Location?) -> ThemeError? {
        guard hasAppearanceSets, let first = themes.first, choices[Self.appearanceGroup] == first.name else {
            return nil
        }
        return .interpreted(
            what: "the token sets " + themes.map { "'\($0.name.clippedForMessage)'" }.summarisedForMessage()
                + ", named as appearances in a file without '$themes',",
            as: "the variants of one adaptive theme, each with the file's other sets, as a Tokens Studio theme "
                + "group '\(Self.appearanceGroup)' would make them; --input '\(Self.appearanceGroup)=\(first.name)' "
                + "reads one alone",
            location: location
        )
    }

    /// The name of the group ``appearanceThemes(of:)`` makes.
    static let appearanceGroup = "appearance"

    /// Themes for a file of sets without `$themes` whose sets are named as appearances
    /// (`global`, `light`, `dark`): one theme per such set, with it and every set named as none
    /// enabled, so that the light and dark sets are an adaptive theme's variants rather than one
    /// set read over the other. None when fewer than two sets are named as distinct variants, or
    /// none as light.
    static func appearanceThemes(of setNames: [String]) -> [Theme] {
        let recognitions = VariantRecognition.recognitions(of: setNames)
        let variants = zip(setNames, recognitions).compactMap { name, recognition in
            recognition.map { (name: name, variant: $0.variant) }
        }
        guard variants.count >= 2, Set(variants.map(\.variant)).count == variants.count,
            variants.contains(where: { $0.variant == .light })
        else { return [] }
        let shared = setNames.filter { name in !variants.contains { $0.name == name } }
        return variants.map { variant in
            var sets = Dictionary(uniqueKeysWithValues: shared.map { ($0, enabled) })
            sets[variant.name] = enabled
            return Theme(name: variant.name, sets: sets, group: appearanceGroup)
        }
    }

    /// The sets to read when every theme is on, in order, each with whether it is there only
    /// for references (``plan(available:chosen:)`` with all of ``themes``).
    func plan(available: [String]) -> [(name: String, isReferenceOnly: Bool)] {
        plan(available: available, chosen: themes)
    }

    /// The sets to read for the chosen themes, in order, each with whether it is there only for
    /// references, as Tokens Studio resolves a theme:
    ///
    /// 1. the sets no chosen theme uses (`disabled`, or not listed), for references only;
    /// 2. the sets the chosen themes use only as a `source`, for references only;
    /// 3. the sets a chosen theme has `enabled`, whose tokens are the theme's.
    ///
    /// Each part is in `tokenSetOrder` (then the order of `available`), and a later set's token
    /// replaces an earlier one's: an `enabled` set overrides a `source` set, which overrides a
    /// set no chosen theme uses, so a light colour set enabled beside a dark one that another
    /// group lists as a `source` keeps its own values. Without themes, every set is enabled.
    func plan(available: [String], chosen: [Theme]) -> [(name: String, isReferenceOnly: Bool)] {
        let known = Set(available)
        var names = order.filter { known.contains($0) }
        var listed = Set(names)
        for name in available where listed.insert(name).inserted { names.append(name) }
        guard !themes.isEmpty else { return names.map { ($0, false) } }
        var unused: [String] = []
        var sources: [String] = []
        var enabled: [String] = []
        for name in names {
            let statuses = chosen.compactMap { $0.sets[name] }
            if statuses.contains(Self.enabled) {
                enabled.append(name)
            } else if statuses.contains(Self.source) {
                sources.append(name)
            } else {
                unused.append(name)
            }
        }
        return (unused + sources).map { ($0, true) } + enabled.map { ($0, false) }
    }

    /// The sets of a single exported file: its top-level objects but `$themes` and `$metadata`.
    static func setNames(in root: JSONNode) -> [String] {
        (root.members ?? []).filter { !$0.key.hasPrefix("$") && $0.node.members != nil }.map(\.key)
    }

    /// The status of a set whose tokens a theme has.
    static let enabled = "enabled"
    /// The status of a set a theme reads only to resolve references.
    static let source = "source"

    /// The sets of `available` that no theme enables or reads as a source: Tokens Studio keeps
    /// their tokens for references, and so does Palette, but no theme has them.
    func setsNoThemeUses(available: [String]) -> [String] {
        guard !themes.isEmpty else { return [] }
        return plan(available: available, chosen: themes).filter { name, isReferenceOnly in
            isReferenceOnly && !themes.contains { $0.sets[name] == Self.source }
        }.map(\.name)
    }

    /// The one warning that names the sets no theme enables, or `nil` when every set is used.
    func unusedSetsWarning(available: [String], location: ThemeError.Location?) -> ThemeError? {
        let unused = setsNoThemeUses(available: available)
        guard !unused.isEmpty else { return nil }
        let one = unused.count == 1
        return .interpreted(
            what: "the token set\(one ? "" : "s") "
                + unused.map { "'\($0.clippedForMessage)'" }.summarisedForMessage()
                + ", which no theme enables,",
            as: "\(one ? "a set" : "sets") for references only: \(one ? "its" : "their") tokens resolve the "
                + "references other sets make, as in Tokens Studio, and no theme has them",
            location: location
        )
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
