internal import InternalPaletteUtilities
import Palette

extension DTCGExporter {
    /// A file an export writes: its name (no folder) and its text.
    public struct File: Hashable, Sendable {
        /// The file's name, safe to join to any folder: ASCII letters, digits, `.`, `-` and `_`.
        public var name: String
        /// The file's contents.
        public var contents: String
    }

    /// The version of the DTCG Resolver Module the resolver documents follow.
    static let resolverVersion = "2025.10"
    /// The schema of a resolver document.
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    /// The name of the resolver's one modifier, whose contexts are the variants.
    public static let variantModifier = "variant"

    /// A theme as DTCG files: a plain theme as one token file, `<id>.tokens.json`; an adaptive
    /// theme as one token file per variant it has (`<id>.dark-increased-contrast.tokens.json`)
    /// and a resolver document, `<id>.resolver.json`, that says which file is which variant.
    ///
    /// The resolver follows the DTCG 2025.10 Resolver Module: one modifier, `variant`, whose
    /// contexts are `light`, `dark`, `lightIncreasedContrast` and `darkIncreasedContrast`, each the
    /// set of its variant's file; a variant the theme lacks uses the file of the variant that
    /// serves it (increased contrast falls back to standard, dark to light). One modifier with
    /// four contexts, not one for appearance and one for contrast, because a variant's colours
    /// depend on both at once. Every token file is a whole theme that ``DTCGImporter`` reads
    /// back on its own.
    public func files(_ theme: ResolvedTheme) -> [File] {
        let stem = Self.fileStem(theme.id)
        guard let adaptive = theme.adaptiveTheme else {
            return [File(name: "\(stem).tokens.json", contents: export(theme))]
        }
        var files = adaptive.definedVariants.map { variant in
            File(
                name: Self.fileName(stem, variant),
                contents: JSONWriter.string(variantTokens(adaptive, variant)) + "\n"
            )
        }
        let resolver = resolverDocument(adaptive) { variant in
            .array([JSONNode(.orderedObject([("$ref", .string(Self.fileName(stem, variant)))]))])
        }
        files.append(File(name: "\(stem).resolver.json", contents: JSONWriter.string(resolver) + "\n"))
        return files
    }

    /// An adaptive theme as one resolver document that holds every variant's tokens inline:
    /// the same document as ``files(_:)`` writes beside the token files, needing no other file.
    public func resolver(_ theme: AdaptiveTheme) -> String {
        JSONWriter.string(resolverDocument(theme) { .array([JSONNode(variantTokens(theme, $0))]) }) + "\n"
    }

    /// ``resolver(_:)``, counting in `report` the styles and what DTCG cannot hold of the light
    /// variant, whose tokens and styles the others share.
    public func resolver(_ theme: AdaptiveTheme, report: inout ExportReport) -> String {
        _ = jsonValue(theme.light, report: &report)
        return resolver(theme)
    }

    /// A resolver document with one set per variant the theme has, its sources given by
    /// `sources`, and the `variant` modifier choosing among them.
    private func resolverDocument(_ theme: AdaptiveTheme, sources: (ThemeVariant) -> JSONValue) -> JSONValue {
        let sets = theme.definedVariants.map { variant in
            (
                variant.key,
                JSONValue.orderedObject([
                    ("description", .string("The \(variant) variant of '\(theme.name)'")),
                    ("sources", sources(variant)),
                ])
            )
        }
        let contexts = ThemeVariant.allCases.map { variant in
            (
                variant.key,
                JSONValue.array([
                    JSONNode(.orderedObject([("$ref", .string("#/sets/\(theme.fallback(for: variant).key)"))]))
                ])
            )
        }
        let note = ThemeVariant.allCases.map { variant in
            var members: [(String, JSONValue)] = [
                ("appearance", .string(variant.appearance.rawValue)), ("contrast", .string(variant.contrast.rawValue)),
            ]
            let served = theme.fallback(for: variant)
            if served != variant { members.append(("fallback", .string(served.key))) }
            return (variant.key, JSONValue.orderedObject(members))
        }
        let modifier: JSONValue = .orderedObject([
            (
                "description",
                .string(
                    "Light or dark, standard or increased contrast. A variant the theme does not have uses the set of "
                        + "the one that serves it on Apple platforms: increased contrast falls back to standard, dark to light."
                )
            ),
            ("contexts", .orderedObject(contexts)),
            ("default", .string(ThemeVariant.light.key)),
            (
                "$extensions",
                .orderedObject([
                    (
                        DTCGImporter.extensionKey,
                        .orderedObject([
                            ("id", .string(theme.id)), ("name", .string(theme.name)),
                            ("variants", .orderedObject(note)),
                        ])
                    )
                ])
            ),
        ])
        return .orderedObject([
            ("$schema", .string(Self.resolverSchema)),
            ("name", .string(theme.name)),
            ("version", .string(Self.resolverVersion)),
            ("description", .string("Palette theme '\(theme.name)' (\(theme.id)) in its variants")),
            ("sets", .orderedObject(sets)),
            ("modifiers", .orderedObject([(Self.variantModifier, modifier)])),
            (
                "resolutionOrder",
                .array([JSONNode(.orderedObject([("$ref", .string("#/modifiers/\(Self.variantModifier)"))]))])
            ),
        ])
    }

    /// One variant's token file: the variant as a theme, its description and Palette's
    /// extension saying which variant of which theme it is.
    private func variantTokens(_ theme: AdaptiveTheme, _ variant: ThemeVariant) -> JSONValue {
        let tokens = jsonValue(theme.variant(variant))
        guard case .object(var members) = tokens else { return tokens }
        let marker: JSONValue = .orderedObject([
            ("of", .string(theme.id)), ("ofName", .string(theme.name)),
            ("appearance", .string(variant.appearance.rawValue)),
            ("contrast", .string(variant.contrast.rawValue)),
        ])
        for index in members.indices {
            switch members[index].key {
            case "$description":
                members[index] = members[index].with(
                    node: JSONNode(.string("The \(variant) variant of Palette theme '\(theme.name)' (\(theme.id))"))
                )
            case "$extensions":
                guard case .object(var extensions) = members[index].node.value,
                    let palette = extensions.firstIndex(where: { $0.key == DTCGImporter.extensionKey }),
                    case .object(var settings) = extensions[palette].node.value
                else { continue }
                settings.append(JSONMember(key: "variant", node: JSONNode(marker)))
                extensions[palette] = extensions[palette].with(node: JSONNode(.object(settings)))
                members[index] = members[index].with(node: JSONNode(.object(extensions)))
            default:
                continue
            }
        }
        return .object(members)
    }

    /// `<stem>.<variant>.tokens.json`: `ocean.dark-increased-contrast.tokens.json`.
    static func fileName(_ stem: String, _ variant: ThemeVariant) -> String {
        "\(stem).\(variant.slug).tokens.json"
    }

    /// A theme identifier as the start of a file name: ASCII letters, digits, `-` and `_` kept,
    /// anything else (`/`, `.`, spaces, other scripts) as `-`, so the name cannot leave the folder
    /// it is written to or hide as a dot file; `theme` when nothing is left.
    package static func fileStem(_ id: String) -> String {
        let kept = String(
            id.unicodeScalars.map { scalar -> Character in
                let isSafe = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
                return isSafe || scalar == "-" || scalar == "_" ? Character(scalar) : "-"
            }
        )
        let trimmed = kept.prefix(100).drop { $0 == "-" }
        return trimmed.isEmpty ? "theme" : String(trimmed)
    }
}
