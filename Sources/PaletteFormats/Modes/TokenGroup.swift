internal import InternalPaletteUtilities
import Palette

/// A group of a token document being built: its members in the order added, each a token or a
/// group.
struct TokenGroup {
    private indirect enum Entry {
        case token(JSONNode)
        case group(TokenGroup)
    }

    private var keys: [String] = []
    private var entries: [String: Entry] = [:]

    /// Places a token (for now `placeholder`) at `names`; `false` when the path is taken, or a
    /// group is there, or a token is where a group of it would be.
    mutating func insert(_ names: [String], placeholder: JSONNode) -> Bool {
        guard let first = names.first else { return false }
        if names.count == 1 {
            guard entries[first] == nil else { return false }
            keys.append(first)
            entries[first] = .token(placeholder)
            return true
        }
        var group: TokenGroup
        switch entries[first] {
        case .token?: return false
        case .group(let existing)?: group = existing
        case nil:
            group = TokenGroup()
            keys.append(first)
        }
        let inserted = group.insert(Array(names.dropFirst()), placeholder: placeholder)
        entries[first] = .group(group)
        return inserted
    }

    /// Sets the token at `names`, which ``insert(_:placeholder:)`` placed.
    mutating func set(_ names: [String], _ token: JSONNode) {
        guard let first = names.first else { return }
        if names.count == 1 {
            entries[first] = .token(token)
        } else if case .group(var group)? = entries[first] {
            group.set(Array(names.dropFirst()), token)
            entries[first] = .group(group)
        }
    }

    /// Removes the token at `names`, and the groups it leaves empty.
    mutating func remove(_ names: [String]) {
        guard let first = names.first else { return }
        if names.count > 1, case .group(var group)? = entries[first] {
            group.remove(Array(names.dropFirst()))
            entries[first] = group.keys.isEmpty ? nil : .group(group)
        } else if names.count == 1 {
            entries[first] = nil
        }
        if entries[first] == nil { keys.removeAll { $0 == first } }
    }

    /// The group as a JSON object, tokens and groups in the order added.
    func node(line: Int, column: Int) -> JSONNode {
        var members: [JSONMember] = []
        for key in keys {
            switch entries[key] {
            case .token(let token)?: members.append(JSONMember(key: key, node: token))
            case .group(let group)?: members.append(JSONMember(key: key, node: group.node(line: line, column: column)))
            case nil: continue
            }
        }
        return JSONNode(.object(members), line: line, column: column)
    }
}
