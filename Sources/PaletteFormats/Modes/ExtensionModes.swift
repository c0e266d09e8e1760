internal import InternalPaletteUtilities
import Palette

/// Modes written the way Terrazzo wrote them before the Resolver Module: each token's values by
/// mode in `$extensions.mode`, beside its `$value`.
///
/// ```json
/// "gray": { "1": {
///   "$value": { "colorSpace": "srgb", "components": [0.99, 0.99, 0.99], "hex": "#fcfcfc" },
///   "$extensions": { "mode": { "light": { … "#fcfcfc" }, "dark": { … "#111111" } } }
/// } }
/// ```
///
/// The modes are one modifier, `mode`, whose contexts are every mode name the tokens use. A
/// context reads each token's value for that mode, and `$value` for a token without one; no
/// context reads `$value` throughout.
struct ExtensionModes: ModeSource {
    /// The name of the modifier the modes make.
    static let modifierName = "mode"

    let members: [TokenSetMember]
    let id: String
    let name: String
    let isNamedAfterFile: Bool
    /// The mode names, in the order first used.
    let modes: [String]
    /// The first token with modes, where the modifier is said to be.
    let location: ThemeError.Location?

    /// The modes of a set of token files; `nil` when no token has `$extensions.mode`.
    init?(_ members: [TokenSetMember], limits: FormatLimits) {
        var modes: [String] = []
        var location: ThemeError.Location?
        for member in members {
            guard let root = member.file.root else { continue }
            Self.collectModes(root, path: .root, depth: 0, limits: limits) { names, node, path in
                if location == nil { location = node.location(path, file: member.file.path) }
                for name in names where !modes.contains(name) { modes.append(name) }
            }
        }
        guard !modes.isEmpty else { return nil }
        self.members = members
        self.modes = modes
        self.location = location
        let first = members.first { !$0.isReferenceOnly } ?? members.first
        let settings = first?.file.root?["$extensions"]?[DTCGImporter.extensionKey]
        id = settings?["id"]?.string ?? FileShape.identifier(fromFile: first?.file.path)
        name = settings?["name"]?.string ?? id
        isNamedAfterFile = settings?["id"]?.string == nil
    }

    var modifiers: [ModeModifier] {
        [ModeModifier(name: Self.modifierName, contexts: modes, location: location, noun: "mode set")]
    }
    var modifiersLocation: ThemeError.Location? { location }
    var unchosen: UnchosenModifier { .base }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        let mode = choices[Self.modifierName]
        return .trees(
            members.compactMap { member in
                guard let root = member.file.root else { return nil }
                let isStrict = FileShape.declaresDTCG2025(root)
                return DTCGTokenTree.Source(
                    root: mode.map { Self.values(in: root, for: $0) } ?? root,
                    file: member.file.path,
                    isStrict: isStrict,
                    olderFormat: isStrict ? nil : TokenFileSurvey(root, limits: member.file.limits).olderFormat,
                    isReferenceOnly: member.isReferenceOnly,
                    replacesQuietly: member.replacesQuietly
                )
            }
        )
    }

    /// The token keys a value may be under: DTCG's, and the drafts' before it.
    private static let valueKeys: Set<String> = ["$value", "value"]

    /// Calls `found` with the mode names of each token that has `$extensions.mode`.
    private static func collectModes(
        _ node: JSONNode,
        path: JSONPath,
        depth: Int,
        limits: FormatLimits,
        found: ([String], JSONNode, JSONPath) -> Void
    ) {
        guard depth <= limits.maximumDepth, let members = node.members else { return }
        if members.contains(where: { valueKeys.contains($0.key) }) {
            if let modes = node["$extensions"]?["mode"]?.members {
                found(modes.map(\.key), node, path)
            }
            return
        }
        for member in members where !member.key.hasPrefix("$") {
            collectModes(member.node, path: path.appending(member.key), depth: depth + 1, limits: limits, found: found)
        }
    }

    /// The tree with each token's value for `mode` in place of its `$value`, where it has one.
    private static func values(in node: JSONNode, for mode: String) -> JSONNode {
        guard var members = node.members else { return node }
        if members.contains(where: { valueKeys.contains($0.key) }) {
            guard let value = node["$extensions"]?["mode"]?[mode],
                let index = members.lastIndex(where: { valueKeys.contains($0.key) })
            else { return node }
            members[index] = members[index].with(node: value)
        } else {
            for index in members.indices where !members[index].key.hasPrefix("$") {
                members[index] = members[index].with(node: values(in: members[index].node, for: mode))
            }
        }
        return JSONNode(.object(members), line: node.line, column: node.column)
    }
}
