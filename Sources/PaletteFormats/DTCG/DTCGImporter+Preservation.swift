internal import InternalPaletteUtilities
import Palette

/// What a DTCG file says besides values, kept so that export writes it back: references between
/// tokens, `$description`, `$deprecated` and other tools' `$extensions`, on tokens and groups, and
/// the file's own `$extensions` as the document's ``/Palette/ThemeDocument/extensions``.
extension DTCGImporter {
    /// A token's metadata: its `$description`, its own `$deprecated` (not its group's, which the
    /// group keeps), and its `$extensions` but Palette's own.
    static func metadata(of token: DTCGTokenTree.Token) -> TokenMetadata {
        TokenMetadata(
            description: token.description,
            deprecation: deprecation(in: token.node),
            extensions: passedOn(withoutColorModifier(token))
        )
    }

    /// A token's `$extensions` without the Tokens Studio colour modifier its value was computed
    /// with: passed on beside the computed colour, it would be applied a second time.
    private static func withoutColorModifier(_ token: DTCGTokenTree.Token) -> JSONNode? {
        let key = DTCGValueReader.tokensStudioExtensionKey
        guard DTCGValueReader.colorModifier(of: token) != nil, let extensions = token.extensions,
            let members = extensions.members, let studio = extensions[key], let studioMembers = studio.members
        else { return token.extensions }
        let kept = studioMembers.filter { $0.key != "modify" }
        let rest = members.compactMap { member -> JSONMember? in
            guard member.key == key else { return member }
            return kept.isEmpty
                ? nil : JSONMember(key: key, node: JSONNode(.object(kept), line: studio.line, column: studio.column))
        }
        return JSONNode(.object(rest), line: extensions.line, column: extensions.column)
    }

    /// `$deprecated` as written on a token or group: its explanation, empty for `true`.
    static func deprecation(in node: JSONNode) -> String? {
        switch node["$deprecated"]?.value {
        case .bool(true): ""
        case .string(let reason): reason
        default: nil
        }
    }

    /// Every vendor's `$extensions` but Palette's, which it reads itself; `nil` when none is left.
    static func passedOn(_ extensions: JSONNode?) -> TokenExtensions? {
        let others = (extensions?.members ?? []).filter { $0.key != extensionKey }
        return others.isEmpty ? nil : TokenExtensions(.object(others))
    }

    /// Records, for every token whose value is a reference to another token (a curly-brace
    /// alias, or a JSON Pointer to its whole `$value`), the reference in each slot it filled,
    /// when the token it names filled a slot of the same kind: its own path, else the role or
    /// style it stands for.
    func keepReferences(of tree: DTCGTokenTree, filled: [String: [TokenSlot]], in document: inout ThemeDocument) {
        // A token whose colour a modifier computed from the one it names is no reference to it.
        for token in tree.tokens where DTCGValueReader.colorModifier(of: token) == nil {
            guard let slots = filled[token.path], let target = Self.referencedToken(by: token, in: tree),
                let targetSlots = filled[target.path]
            else { continue }
            for slot in slots {
                let candidates = targetSlots.filter { $0.kind == slot.kind }
                guard let named = candidates.first(where: { $0.role == nil && $0.style == nil }) ?? candidates.first,
                    named != slot
                else { continue }
                document.tokens.aliases[slot] = named.path
            }
        }
    }

    /// Records, for every composite token (typography, shadow, border, transition, gradient,
    /// stroke style), the members written as curly-brace aliases to tokens that filled a slot, in
    /// ``/Palette/TokenSet/memberAliases``: the member's key (`fontFamily`; a shadow's layers and
    /// a gradient's stops numbered, `0.color`) and the path of the token named.
    func keepMemberReferences(of tree: DTCGTokenTree, filled: [String: [TokenSlot]], in document: inout ThemeDocument) {
        for token in tree.tokens {
            guard let slots = filled[token.path], let value = token.value,
                let kind = slots.first?.kind, Self.compositeKinds.contains(kind),
                Self.referencedToken(by: token, in: tree) == nil
            else { continue }
            // A stop that is a reference may stand for several, so the stops after it are not
            // numbered as written: such a gradient keeps none.
            if kind == .gradient, value.elements?.contains(where: { $0.members == nil }) == true { continue }
            var references: [String: TokenPath] = [:]
            let prefix = kind == .shadow && value.members != nil ? ["0"] : []
            Self.collectMemberAliases(
                in: value,
                of: kind,
                key: prefix,
                depth: 0,
                tree: tree,
                filled: filled,
                into: &references
            )
            guard !references.isEmpty else { continue }
            for slot in slots { document.tokens.memberAliases[slot] = references }
        }
    }

    /// The kinds whose values have members that may be references.
    static let compositeKinds: Set<TokenKind> = [.font, .shadow, .gradient, .border, .transition, .strokeStyle]

    /// The aliases among the members of a composite's value, at most three levels down (a
    /// shadow layer's member, a border's stroke style's dash).
    private static func collectMemberAliases(
        in node: JSONNode,
        of kind: TokenKind,
        key: [String],
        depth: Int,
        tree: DTCGTokenTree,
        filled: [String: [TokenSlot]],
        into references: inout [String: TokenPath]
    ) {
        guard depth < 4 else { return }
        if depth > 0, let text = node.string {
            guard case .path(let names) = AliasSyntax.alias(in: text),
                let target = tree.token(at: names.joined(separator: "."))
                    ?? tree.token(at: names.joined(separator: ".") + ".$root"),
                let targetSlots = filled[target.path]
            else { return }
            // Kept only where the export can write it back: a member that names a token of its kind.
            let joined = key.joined(separator: ".")
            guard let memberKind = DTCGCompositeMembers.kind(of: joined, in: kind) else { return }
            let candidates = targetSlots.filter { $0.kind == memberKind }
            let named = candidates.first(where: { $0.role == nil && $0.style == nil }) ?? candidates.first
            if let named { references[joined] = named.path }
            return
        }
        if let members = node.members {
            for member in members {
                collectMemberAliases(
                    in: member.node,
                    of: kind,
                    key: key + [member.key],
                    depth: depth + 1,
                    tree: tree,
                    filled: filled,
                    into: &references
                )
            }
        } else if let elements = node.elements {
            for (index, element) in elements.enumerated() {
                collectMemberAliases(
                    in: element,
                    of: kind,
                    key: key + [String(index)],
                    depth: depth + 1,
                    tree: tree,
                    filled: filled,
                    into: &references
                )
            }
        }
    }

    /// The token a token's whole value refers to, if it is a reference.
    static func referencedToken(by token: DTCGTokenTree.Token, in tree: DTCGTokenTree) -> DTCGTokenTree.Token? {
        if let text = token.value?.string, case .path(let names) = AliasSyntax.alias(in: text) {
            let path = names.joined(separator: ".")
            return tree.token(at: path) ?? tree.token(at: path + ".$root")
        }
        guard let pointer = token.reference ?? token.value.flatMap(DTCGValueReader.pointerReference(in:)),
            let names = try? DTCGReference.pointer(pointer), names.last == "$value"
        else { return nil }
        return tree.token(at: names.dropLast().joined(separator: "."))
    }

    /// Keeps the metadata of groups (not the file's own): `$description`, `$deprecated` and
    /// other tools' `$extensions`. A token's own metadata at the same path (a `$root` token's)
    /// wins.
    func keepGroupMetadata(of tree: DTCGTokenTree, in document: inout ThemeDocument) {
        var tokens = document.tokens
        for group in tree.groupDescriptions where tokens.descriptions[group.path] == nil {
            tokens.descriptions[group.path] = group.description
        }
        for (key, group) in tree.groups where !key.isEmpty {
            let path = TokenPath(group.names.joined(separator: "."))
            if tokens.deprecations[path] == nil, let deprecation = Self.deprecation(in: group.node) {
                tokens.deprecations[path] = deprecation
            }
            if tokens.extensions[path] == nil, let extensions = Self.passedOn(group.node["$extensions"]) {
                tokens.extensions[path] = extensions
            }
        }
        document.tokens = tokens
    }
}
