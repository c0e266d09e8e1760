internal import InternalPaletteUtilities
import Palette

extension ParsedThemeFile {
    /// Where the file defines each of `slots`, for messages about tokens read from it.
    ///
    /// Every format writes a token as an object member whose key, after the keys of the members it
    /// is in, spells the token's path: one dotted key in a Palette document
    /// (`tokens.colors["color.brand.accent"]`) or AUUTheme file, nested groups in a DTCG file
    /// (`color` › `brand` › `accent`). A slot is located at the key of the member that spells its
    /// path inside the section of its kind (`colors`, `dimensions`, …) if one does, else with the
    /// most keys; the first such member when several do. A token the file does not spell (one from
    /// a file it refers to, a folder's colour set) is left out.
    package func locations(of slots: some Sequence<TokenSlot>) -> [TokenSlot: ThemeError.Location] {
        var kinds: [String: Set<TokenKind>] = [:]
        for slot in slots { kinds[slot.path.string, default: []].insert(slot.kind) }
        guard let longest = kinds.keys.map(\.utf8.count).max() else { return [:] }
        let root: JSONNode
        switch content {
        case .json(let node, _), .propertyList(.success(let node)): root = node
        default: return [:]
        }
        var best: [TokenSlot: (score: Int, location: ThemeError.Location)] = [:]
        var pending: [(node: JSONNode, keys: [String], path: JSONPath)] = [(root, [], .root)]
        while let (node, keys, path) = pending.popLast() {
            switch node.value {
            case .object(let members):
                // Reversed, so that members are visited in document order.
                for member in members.reversed() {
                    let memberPath = path.appending(member.key)
                    let memberKeys = keys + [member.key]
                    var spelled = ""
                    for (count, key) in memberKeys.reversed().enumerated() {
                        spelled = spelled.isEmpty ? key : key + "." + spelled
                        guard spelled.utf8.count <= longest else { break }
                        guard let wanted = kinds[spelled] else { continue }
                        let sections = memberKeys.dropLast(count + 1)
                        for kind in wanted {
                            // In its kind's section first, then by how many keys spell it. Members
                            // are visited in document order, so the first of a score stays.
                            let score = (sections.contains(kind.sectionName) ? 1 << 20 : 0) + count + 1
                            let slot = TokenSlot(kind, TokenPath(spelled))
                            if score > best[slot]?.score ?? 0 {
                                best[slot] = (score, member.keyLocation(memberPath).inFile(self.path))
                            }
                        }
                    }
                    pending.append((member.node, memberKeys, memberPath))
                }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() {
                    pending.append((element, keys, path.appending(index: index)))
                }
            default:
                break
            }
        }
        return best.mapValues(\.location)
    }
}
