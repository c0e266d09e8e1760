internal import InternalPaletteUtilities
import PaletteFormats

/// `palette diff --json`: the comparison as data.
enum DiffJSONRenderer {
    /// `{"before", "after", "identical", "regressions", "variants"}`.
    static func report(_ diff: ThemeDiff) -> JSONValue {
        .orderedObject([
            ("before", theme(diff.before)),
            ("after", theme(diff.after)),
            ("identical", .bool(diff.isEmpty)),
            ("regressions", .array(diff.regressions.map { JSONNode(regression($0)) })),
            ("variants", .array(diff.variants.map { JSONNode(variant($0)) })),
        ])
    }

    private static func theme(_ theme: ResolvedTheme) -> JSONValue {
        .orderedObject([("id", .string(theme.id)), ("name", .string(theme.name))])
    }

    private static func regression(_ regression: ContrastAudit.Regression) -> JSONValue {
        .orderedObject([
            ("variant", regression.variant.map { .string($0.key) } ?? .null),
            ("pair", .string(regression.after.pair.name)),
            ("level", .string(regression.level.rawValue)),
            ("minimumRatio", .number(regression.after.minimumRatio(at: regression.level))),
            ("before", .number(rounded(regression.before.ratio))),
            ("after", .number(rounded(regression.after.ratio))),
            ("themeMeetsLevel", .bool(regression.themeMeetsLevel)),
        ])
    }

    private static func variant(_ variant: ThemeDiff.Variant) -> JSONValue {
        .orderedObject([
            ("variant", variant.variant.map { .string($0.key) } ?? .null),
            ("definedBefore", .bool(variant.isDefinedBefore)),
            ("definedAfter", .bool(variant.isDefinedAfter)),
            (
                "colors",
                array(variant.colors) { change in
                    [
                        ("role", .string(change.key.rawValue)), ("change", .string(change.kind.rawValue)),
                        ("before", hex(change.before)), ("after", hex(change.after)),
                        ("distance", change.distance.map { .number(rounded($0, places: 4)) } ?? .null),
                    ]
                }
            ),
            (
                "fonts",
                array(variant.fonts) { change in
                    [
                        ("style", .string(change.key.rawValue)), ("change", .string(change.kind.rawValue)),
                        ("before", change.before.map(ThemeJSONRenderer.font) ?? .null),
                        ("after", change.after.map(ThemeJSONRenderer.font) ?? .null),
                    ]
                }
            ),
            (
                "tokens",
                array(variant.tokens) { change in
                    [
                        ("path", .string(change.key.path.string)), ("kind", .string(change.key.kind.rawValue)),
                        ("change", .string(change.kind.rawValue)),
                        ("before", change.before.map { .string($0.description) } ?? .null),
                        ("after", change.after.map { .string($0.description) } ?? .null),
                        ("distance", change.distance.map { .number(rounded($0, places: 4)) } ?? .null),
                    ]
                }
            ),
            (
                "styles",
                array(variant.styles) { change in
                    [
                        ("name", .string(change.key)), ("change", .string(change.kind.rawValue)),
                        (
                            "properties",
                            array(change.propertyChanges) { property in
                                [
                                    ("key", .string(property.key)), ("change", .string(property.kind.rawValue)),
                                    ("before", property.before.map { .string($0.description) } ?? .null),
                                    ("after", property.after.map { .string($0.description) } ?? .null),
                                ]
                            }
                        ),
                    ]
                }
            ),
            (
                "contrast",
                array(variant.contrast) { change in
                    [
                        ("pair", .string(change.name)), ("kind", .string(change.after.pair.kind.rawValue)),
                        ("before", result(change.before)), ("after", result(change.after)),
                        ("regression", .bool(change.isRegression)),
                    ]
                }
            ),
        ])
    }

    private static func result(_ result: ContrastAudit.Result) -> JSONValue {
        .orderedObject([
            ("ratio", .number(rounded(result.ratio))),
            ("level", result.level.map { .string($0.rawValue) } ?? .null),
        ])
    }

    private static func array<Element>(
        _ elements: [Element],
        _ members: (Element) -> [(String, JSONValue)]
    ) -> JSONValue {
        .array(elements.map { JSONNode(.orderedObject(members($0))) })
    }

    /// A colour as Palette's documents write it: its hex, or `color(display-p3 …)` for a wide one.
    private static func hex(_ color: ThemeColor?) -> JSONValue {
        color.map { .string($0.cssText) } ?? .null
    }

    /// A ratio or distance to `places` decimals, as tools compare them.
    private static func rounded(_ value: Double, places: Int = 2) -> Double {
        Double(NumberText.decimal(value, places: places)) ?? value
    }
}
