internal import InternalPaletteUtilities
import PaletteFormats

/// `check --json` and `check --fix`: the audit as data, and the corrected theme document.
enum ContrastJSONRenderer {
    /// `{"id", "name", "level", "passes", "pairs": [...]}`, with `"variant"` for a variant of an
    /// adaptive theme, and `"colorVision"` and `"fix"` when asked for.
    static func report(
        theme: ResolvedTheme,
        audit: ContrastAudit,
        level: ContrastLevel,
        variant: ThemeVariant? = nil,
        includeColorVision: Bool,
        fixes: ContrastAudit.Fixes?
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("id", .string(theme.id)), ("name", .string(theme.name))]
        if let variant {
            members.append(
                (
                    "variant",
                    .orderedObject([
                        ("appearance", .string(variant.appearance.rawValue)),
                        ("contrast", .string(variant.contrast.rawValue)),
                    ])
                )
            )
        }
        members += [
            ("level", .string(level.rawValue)),
            ("passes", .bool(audit.passes(level))),
            ("pairs", .array(audit.results.map { JSONNode(result($0, level: level)) })),
        ]
        if includeColorVision {
            members.append(("colorVision", colorVision(audit.colorVision)))
        }
        if let fixes {
            members.append(("fix", fixDocument(theme: theme, fixes: fixes).jsonValue))
        }
        return .orderedObject(members)
    }

    /// Every variant of an adaptive theme: `{"id", "name", "passes", "variants": [report, ...]}`.
    static func variants(of theme: ResolvedTheme, _ reports: [JSONValue], passes: Bool) -> JSONValue {
        .orderedObject([
            ("id", .string(theme.id)),
            ("name", .string(theme.name)),
            ("passes", .bool(passes)),
            ("variants", .array(reports.map { JSONNode($0) })),
        ])
    }

    static func result(_ result: ContrastAudit.Result, level: ContrastLevel) -> JSONValue {
        let pair = result.pair
        return .orderedObject([
            ("name", .string(pair.name)),
            ("foreground", .string(pair.foreground.hex)),
            ("background", .string(pair.background.hex)),
            ("foregroundRole", pair.foregroundRole.map { .string($0.rawValue) } ?? .null),
            ("backgroundRole", pair.backgroundRole.map { .string($0.rawValue) } ?? .null),
            ("foregroundToken", pair.foregroundToken.map { .string($0.string) } ?? .null),
            ("backgroundToken", pair.backgroundToken.map { .string($0.string) } ?? .null),
            ("fontStyle", pair.fontStyle.map { .string($0.rawValue) } ?? .null),
            ("kind", .string(pair.kind.rawValue)),
            ("ratio", .number(result.ratio)),
            ("minimumRatio", .number(result.minimumRatio(at: level))),
            ("passesAA", .bool(result.passes(.aa))),
            ("passesAAA", .bool(result.passes(.aaa))),
            ("passes", .bool(result.passes(level))),
        ])
    }

    static func colorVision(_ check: ColorVisionCheck) -> JSONValue {
        .orderedObject([
            ("minimumDistance", .number(check.minimumDistance)),
            (
                "results",
                .array(
                    check.results.map { result in
                        JSONNode(
                            .orderedObject([
                                (
                                    "roles",
                                    .array(
                                        [.string(result.pair.first.rawValue), .string(result.pair.second.rawValue)].map
                                        { JSONNode($0) }
                                    )
                                ),
                                ("deficiency", .string(result.deficiency.rawValue)),
                                (
                                    "colors",
                                    .array(
                                        [.string(result.simulatedFirst.hex), .string(result.simulatedSecond.hex)].map {
                                            JSONNode($0)
                                        }
                                    )
                                ),
                                ("distance", .number(result.distance)),
                                ("typicalDistance", .number(result.typicalDistance)),
                                ("tooClose", .bool(result.isTooClose)),
                            ])
                        )
                    }
                )
            ),
        ])
    }

    /// The audited theme with the fixed colours, as a Palette theme document that loads as it:
    /// `"<id>-accessible"`, named `"<name> (accessible)"`, with every role set (so none is
    /// derived again on load), the theme's own fonts, tokens (with fixed colour tokens) and
    /// styles, and `extends` naming the theme's parent when it has one, so that tokens and
    /// styles it inherits still come from there.
    static func fixDocument(theme: ResolvedTheme, fixes: ContrastAudit.Fixes) -> ThemeDocument {
        var document = ThemeDocument(theme)
        document.id = "\(theme.id)-accessible"
        document.name = "\(theme.name) (accessible)"
        document.extends = theme.parent?.id
        document.palette = Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, fixes.palette[$0]) })
        for change in fixes.tokenChanges {
            document.tokens[change.path] = .color(change.replacement)
            guard theme.tokens[ThemeColor.self, change.path] == nil else { continue }
            // The token came from a theme this one extends. Setting it here would also answer
            // lookups of longer paths that an ancestor defines (`color.brand.accent` under
            // `color.brand`), so those are set here too, to what they read now.
            let inherited = theme.lineage.dropFirst().flatMap { $0.tokens.values(of: ThemeColor.self).keys }
            for path in inherited where path != change.path && path.lineage.contains(change.path) {
                guard document.tokens[ThemeColor.self, path] == nil else { continue }
                document.tokens[path] = .color(theme.color(ColorToken(path)))
            }
        }
        return document
    }
}
