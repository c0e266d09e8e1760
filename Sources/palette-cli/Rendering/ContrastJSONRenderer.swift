import Palette

/// `check --json` and `check --fix`: the audit as data, and the corrected theme document.
enum ContrastJSONRenderer {
    /// `{"id", "name", "level", "passes", "pairs": [...]}`, with `"colorVision"` and `"fix"` when
    /// asked for.
    static func report(
        theme: ResolvedTheme,
        audit: ContrastAudit,
        level: ContrastLevel,
        includeColorVision: Bool,
        fixes: ContrastAudit.Fixes?
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(theme.id)),
            ("name", .string(theme.name)),
            ("level", .string(level.rawValue)),
            ("passes", .bool(audit.passes(level))),
            ("pairs", .array(audit.results.map { JSONNode(result($0, level: level)) })),
        ]
        if includeColorVision {
            members.append(("colorVision", colorVision(audit.colorVision)))
        }
        if let fixes {
            members.append(("fix", fixDocument(theme: theme, fixes: fixes)))
        }
        return .orderedObject(members)
    }

    static func result(_ result: ContrastAudit.Result, level: ContrastLevel) -> JSONValue {
        let pair = result.pair
        return .orderedObject([
            ("name", .string(pair.name)),
            ("foreground", .string(pair.foreground.hex)),
            ("background", .string(pair.background.hex)),
            ("foregroundRole", pair.foregroundRole.map { .string($0.rawValue) } ?? .null),
            ("backgroundRole", pair.backgroundRole.map { .string($0.rawValue) } ?? .null),
            ("fontStyle", pair.fontStyle.map { .string($0.rawValue) } ?? .null),
            ("kind", .string(pair.kind.rawValue)),
            ("ratio", .number(result.ratio)),
            ("minimumRatio", .number(result.minimumRatio(at: level))),
            ("passesAA", .bool(result.passesAA)),
            ("passesAAA", .bool(result.passesAAA)),
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

    /// A Palette theme document that extends `theme` and sets only the fixed roles:
    /// `{"formatVersion": 1, "id": "<id>-accessible", "name": "<name> (accessible)",
    /// "extends": "<id>", "palette": {role: hex}}`.
    static func fixDocument(theme: ResolvedTheme, fixes: ContrastAudit.Fixes) -> JSONValue {
        .orderedObject([
            ("formatVersion", .number(1)),
            ("id", .string("\(theme.id)-accessible")),
            ("name", .string("\(theme.name) (accessible)")),
            ("extends", .string(theme.id)),
            ("palette", .orderedObject(fixes.changes.map { ($0.role.rawValue, .string($0.replacement.hex)) })),
        ])
    }
}
