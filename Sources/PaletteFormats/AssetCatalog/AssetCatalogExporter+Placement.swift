internal import InternalPaletteUtilities
import Palette

extension AssetCatalogExporter {
    /// A colour to be written: where its set goes, what the layout keeps of it, and its colours.
    struct Placement {
        /// What the colour is, for notes: `role 'primary'`, `token 'brand.blue'`.
        var name: String
        /// The set's path in the catalog, without `.colorset`.
        var set: String
        /// Whether the layout recorded ``set`` (else it is made from the role or token path).
        var isRecorded: Bool
        /// The set's `Contents.json` as the layout kept it, and where that record is.
        var kept: AssetCatalogText?
        var recordPath: JSONPath
        /// The colour in each variant the catalog writes.
        var colors: [(ThemeVariant, ThemeColor)]
        /// The colour the theme serves in each of ``/Palette/ThemeVariant/allCases``.
        var served: [ThemeColor]
        /// Whether it is a role the theme takes from the theme it extends, written because
        /// ``includesInheritedRoles`` asks: the catalog's own colours come first.
        var isInherited = false
    }

    /// The roles to write, and the set paths of those not written because they are inherited.
    func rolePlacements(
        _ theme: ResolvedTheme,
        variants: [(variant: ThemeVariant, theme: ResolvedTheme)]
    ) throws(ThemeError) -> (colors: [Placement], inherited: [String]) {
        let light = variants[0].theme
        let own = Self.ownRoles(of: theme)
        var placements: [Placement] = []
        var inherited: [String] = []
        for role in ColorRole.allCases {
            let path = JSONPath.root.appending("palette").appending(role.rawValue)
            let record = try AssetCatalogLayout.colorRecord(
                in: light.tokens.extensions[role.tokenPath],
                at: path,
                limits: limits
            )
            let isOwn = own?.contains(role) ?? true
            guard isOwn || includesInheritedRoles else {
                inherited.append(record.set ?? role.rawValue)
                continue
            }
            placements.append(
                Placement(
                    name: "role '\(role.rawValue)'",
                    set: record.set ?? role.rawValue,
                    isRecorded: record.set != nil,
                    kept: record.contents,
                    recordPath: path,
                    colors: variants.map { ($0.variant, $0.theme.palette[role]) },
                    served: ThemeVariant.allCases.map { Self.variant($0, of: theme).palette[role] },
                    isInherited: !isOwn
                )
            )
        }
        return (placements, inherited)
    }

    /// The colour tokens to write, in path order; a token that cannot be a colour set is noted.
    func tokenPlacements(
        _ theme: ResolvedTheme,
        variants: [(variant: ThemeVariant, theme: ResolvedTheme)],
        notes: inout [String]
    ) throws(ThemeError) -> [Placement] {
        let light = variants[0].theme.tokens
        let lightColors = light.values(of: ThemeColor.self)
        var placements: [Placement] = []
        for path in lightColors.keys.sorted() {
            let recordPath = JSONPath.root.appending("tokens").appending("colors").appending(path.string)
            let record = try AssetCatalogLayout.colorRecord(
                in: light.extensions[path],
                at: recordPath,
                limits: limits
            )
            let set: String
            if let recorded = record.set {
                set = recorded
            } else {
                guard let folders = Self.folders(for: path, notes: &notes, limits: limits) else { continue }
                if path.depth == 1, ColorRole(name: path.string) != nil {
                    notes.append(
                        "token '\(path.string.clippedForMessage)' has a role's name, which a catalog cannot tell apart"
                    )
                    continue
                }
                set = folders.joined(separator: "/")
            }
            let fallback = lightColors[path] ?? .black
            placements.append(
                Placement(
                    name: "token '\(path.string.clippedForMessage)'",
                    set: set,
                    isRecorded: record.set != nil,
                    kept: record.contents,
                    recordPath: recordPath,
                    colors: variants.map { ($0.variant, $0.theme.tokens[ThemeColor.self, path] ?? fallback) },
                    served: ThemeVariant.allCases.map {
                        Self.variant($0, of: theme).tokens[ThemeColor.self, path] ?? fallback
                    }
                )
            )
        }
        return placements
    }

    /// A colour set's `Contents.json`: as the layout kept it while the colour is the same in every
    /// variant, else with Palette's entries in place of those it read; Palette's own when nothing
    /// was kept.
    func contents(of placement: Placement) throws(ThemeError) -> String {
        guard let kept = placement.kept else { return Self.contents(of: placement.colors, namespace: false) }
        let root: JSONNode
        do {
            root = try kept.json(limits: limits)
        } catch {
            throw .invalidValue(
                value: placement.set.clippedForMessage,
                reason: "the colour set's kept Contents.json is not JSON: \(error.message)",
                location: .init(path: placement.recordPath.appending("extensions").description)
            )
        }
        var reader = DocumentReader()
        let set = AssetCatalogColorSet.read(root, name: placement.set, reader: &reader)
        if let set, zip(ThemeVariant.allCases, placement.served).allSatisfy({ set.color(for: $0) == $1 }) {
            return kept.text
        }
        return Self.contents(of: root, replacingIdiom: set?.idiom ?? "universal", with: placement.colors)
            ?? Self.contents(of: placement.colors, namespace: false)
    }

    /// The roles a theme sets itself, or `nil` when every role is its own: those its document
    /// (or any of its variants) sets, when it extends another theme.
    static func ownRoles(of theme: ResolvedTheme) -> Set<ColorRole>? {
        if let adaptive = theme.adaptiveTheme {
            var roles: Set<ColorRole> = []
            for variant in adaptive.definedVariants {
                guard let own = ownRoles(of: adaptive.variant(variant)) else { return nil }
                roles.formUnion(own)
            }
            return roles
        }
        guard let document = theme.document, document.extends != nil else { return nil }
        return Set(
            ColorRole.allCases.filter { document.palette[$0] != nil || document.tokens.aliases[TokenSlot($0)] != nil }
        )
    }

    /// The theme a variant of `theme` shows.
    private static func variant(_ variant: ThemeVariant, of theme: ResolvedTheme) -> ResolvedTheme {
        theme.adaptiveTheme?.variant(variant) ?? theme
    }

    /// The folder names of a token path, or `nil` (with a note) when a segment cannot be one.
    static func folders(for path: TokenPath, notes: inout [String], limits: FormatLimits) -> [String]? {
        let segments = path.segments.map(String.init)
        let unusable = segments.enumerated().first { index, segment in
            segment.isEmpty || segment.hasPrefix(".") || segment.utf8.count > limits.maximumCatalogNameLength
                || segment.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
                || (index < segments.count - 1 && !FileShape.isCatalogGroup(named: segment))
        }
        guard let unusable else { return segments }
        notes.append(
            "token '\(path.string.clippedForMessage)': '\(unusable.element.clippedForMessage)' cannot be a folder name"
        )
        return nil
    }
}
