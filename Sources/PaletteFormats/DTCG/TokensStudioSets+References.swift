internal import InternalPaletteUtilities
import Palette

/// Telling a Tokens Studio export without `$themes` and `$metadata` from a token file.
extension TokensStudioSets {
    /// Whether a file is Tokens Studio's single-file export of sets although it has neither
    /// `$themes` nor `$metadata` (Tokens Studio leaves them out when there are no themes).
    ///
    /// Its top-level keys are then sets (`global`, `light`), and the references in them name paths
    /// inside a set (`{colors.blue.500}` for `global`'s `colors.blue.500`), not from the top of
    /// the file. The file is read as sets when at least two top-level groups hold tokens, none is
    /// a token itself, it declares no DTCG `$schema`, and more of its references name a token of
    /// some set than name a token from the top.
    static func referencesReachIntoSets(_ root: JSONNode, limits: FormatLimits) -> Bool {
        guard let members = root.members, root["$schema"] == nil else { return false }
        let sets = members.filter { !$0.key.hasPrefix("$") }
        guard sets.count >= 2,
            sets.allSatisfy({ set in
                guard let inner = set.node.members else { return false }
                return !DTCGTokenTree.isToken(inner) && !FileShape.isUnprefixedToken(inner)
            })
        else { return false }
        var survey = ReferenceSurvey(limits: limits)
        survey.visit(root, path: [], depth: 0)
        guard !survey.references.isEmpty else { return false }
        let setNames = sets.map(\.key)
        var fromTop = 0
        var inSets = 0
        for reference in survey.references {
            if survey.tokens.contains(reference) {
                fromTop += 1
            } else if setNames.contains(where: { survey.tokens.contains($0 + "." + reference) }) {
                inSets += 1
            }
        }
        return inSets > fromTop
    }

    /// The token paths of a file and the paths its references name, bounded in depth.
    private struct ReferenceSurvey {
        let limits: FormatLimits
        var tokens: Set<String> = []
        var references: [String] = []

        init(limits: FormatLimits) { self.limits = limits }

        mutating func visit(_ node: JSONNode, path: [String], depth: Int) {
            guard depth <= limits.maximumDepth, let members = node.members else { return }
            if DTCGTokenTree.isToken(members) || FileShape.isUnprefixedToken(members) {
                tokens.insert(path.joined(separator: "."))
                for member in members where member.key == "$value" || member.key == "value" {
                    collectReferences(member.node, depth: depth + 1)
                }
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                visit(member.node, path: path + [member.key], depth: depth + 1)
            }
        }

        /// The references in a value: whole aliases, and those inside math or a colour function.
        private mutating func collectReferences(_ node: JSONNode, depth: Int) {
            guard depth <= limits.maximumDepth else { return }
            switch node.value {
            case .string(let text):
                var rest = text[...]
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    if case .path(let names) = AliasSyntax.alias(in: String(rest[open...close])) {
                        references.append(names.joined(separator: "."))
                    }
                    rest = rest[rest.index(after: close)...]
                }
            case .array(let items):
                for item in items { collectReferences(item, depth: depth + 1) }
            case .object(let members):
                for member in members { collectReferences(member.node, depth: depth + 1) }
            default:
                break
            }
        }
    }
}
