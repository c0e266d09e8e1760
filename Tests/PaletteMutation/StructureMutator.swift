package import InternalPaletteUtilities
import Palette

/// Mutates a parsed document where its structure says something can go wrong: a number becomes an
/// extreme value, a string a hostile one, an object an array, a member disappears or appears
/// twice, a key turns into a look-alike.
///
/// It walks the tree Palette's readers produce (``JSONValue``, also what property lists are read
/// into), so the same mutator serves JSON documents and property lists; ``MutantWriter`` writes a
/// mutant back in the document's form. Everything is decided by a ``SeededRandom``, so a mutant is
/// made again from its seed.
package struct StructureMutator {
    /// A value's place in the tree: the index of each member or element on the way down.
    package typealias Position = [Int]

    /// One change to one position.
    package enum Edit: Equatable, Sendable {
        /// The value becomes another value.
        case value(JSONValue)
        /// The value is written as this number text, which a `Double` may not hold (`1e400`).
        case number(String)
        /// The member's key becomes this.
        case key(String)
        /// The member or element goes.
        case delete
        /// The member or element is written twice in a row.
        case duplicate
        /// The value is nested this many arrays deep.
        case nest(Int)
    }

    /// A change and where it is made.
    package struct Mutation: Equatable, Sendable {
        package var position: Position
        package var edit: Edit

        package init(position: Position, edit: Edit) {
            self.position = position
            self.edit = edit
        }
    }

    package let tree: JSONValue

    package init(tree: JSONValue) {
        self.tree = tree
    }

    /// Every position in the tree, the root first, in document order.
    package var positions: [Position] {
        var found: [Position] = []
        func visit(_ value: JSONValue, at position: Position) {
            found.append(position)
            switch value {
            case .object(let members):
                for (index, member) in members.enumerated() { visit(member.node.value, at: position + [index]) }
            case .array(let elements):
                for (index, element) in elements.enumerated() { visit(element.value, at: position + [index]) }
            default:
                break
            }
        }
        visit(tree, at: [])
        return found
    }

    /// The value at a position, and its key when its parent is an object.
    func node(at position: Position) -> (value: JSONValue, key: String?)? {
        var value = tree
        var key: String?
        for index in position {
            switch value {
            case .object(let members) where members.indices.contains(index):
                key = members[index].key
                value = members[index].node.value
            case .array(let elements) where elements.indices.contains(index):
                key = nil
                value = elements[index].value
            default:
                return nil
            }
        }
        return (value, key)
    }

    /// A mutation at `position`, chosen at random among those that fit what is there.
    package func mutation(at position: Position, using random: inout SeededRandom) -> Mutation? {
        guard let (value, key) = node(at: position) else { return nil }
        var edits: [Edit] = []
        switch value {
        case .number:
            // Mostly extreme numbers: number positions are where conversions trap.
            edits += Array(repeating: .number(HostileValues.numbers.randomElement(using: &random) ?? "1e308"), count: 6)
            edits.append(.value(.string(HostileValues.numericText.randomElement(using: &random) ?? "NaN")))
        case .string(let text):
            edits += Array(
                repeating: .value(.string(HostileValues.strings.randomElement(using: &random) ?? "")),
                count: 3
            )
            if let number = HostileValues.numbers.randomElement(using: &random),
                let replaced = HostileValues.replacingFirstNumber(in: text, with: number)
            {
                edits += [.value(.string(replaced)), .value(.string(replaced))]
            }
            if let twin = HostileValues.lookAlike(of: text) { edits.append(.value(.string(twin))) }
            if let alias = HostileValues.overlongAlias(of: text) { edits += [.value(.string(alias))] }
            edits.append(.value(.string("{" + text + "}")))
            edits.append(.number(HostileValues.numbers.randomElement(using: &random) ?? "1e308"))
        case .object(let members):
            edits += [
                .value(.array(members.map(\.node))), .value(.object([])), .value(.string("")), .nest(40),
                .number("1e308"),
            ]
        case .array(let elements):
            let members = elements.enumerated().map { JSONMember(key: String($0.offset), node: $0.element) }
            edits += [.value(.object(members)), .value(.array([])), .value(.null), .nest(40)]
        case .bool, .null:
            edits += [
                .number(HostileValues.numbers.randomElement(using: &random) ?? "1e308"), .value(.string("true")),
                .value(.object([])),
            ]
        }
        if !position.isEmpty {
            edits += [.delete, .duplicate]
            if let key {
                edits.append(.key(HostileValues.strings.randomElement(using: &random) ?? ""))
                if let twin = HostileValues.lookAlike(of: key) { edits += [.key(twin), .key(twin)] }
                edits.append(.key(key.uppercased()))
            }
        }
        return edits.randomElement(using: &random).map { Mutation(position: position, edit: $0) }
    }

    /// Mutations for every position when there are at most `budget` positions, each with
    /// `budget / positions` different mutations (at most `perPosition`); otherwise `budget`
    /// positions spread evenly over the document, one mutation each.
    package func mutations(budget: Int, perPosition: Int = 4, using random: inout SeededRandom) -> [Mutation] {
        let all = positions
        guard !all.isEmpty, budget > 0 else { return [] }
        if all.count > budget {
            let stride = Double(all.count) / Double(budget)
            let offset = Double.random(in: 0..<stride, using: &random)
            return (0..<budget).compactMap { index in
                mutation(at: all[min(all.count - 1, Int(offset + Double(index) * stride))], using: &random)
            }
        }
        let each = max(1, min(perPosition, budget / all.count))
        var chosen: [Mutation] = []
        for position in all {
            var here: [Mutation] = []
            for _ in 0..<(each * 3) where here.count < each {
                if let mutation = mutation(at: position, using: &random), !here.contains(mutation) {
                    here.append(mutation)
                }
            }
            chosen += here
        }
        return chosen
    }

    /// The tree with the mutation made, and the number text to write at its position when the
    /// mutation is a ``Edit/number(_:)``.
    package func applying(_ mutation: Mutation) -> Mutant {
        var mutant = Mutant(tree: tree)
        switch mutation.edit {
        case .number(let text):
            mutant.numberText = (mutation.position, text)
        case .value(let value):
            mutant.tree = Self.replacing(in: tree, at: mutation.position[...]) { _ in [(nil, value)] }
        case .nest(let depth):
            mutant.tree = Self.replacing(in: tree, at: mutation.position[...]) { old in
                var value = old.value
                for _ in 0..<depth { value = .array([JSONNode(value)]) }
                return [(old.key, value)]
            }
        case .key(let key):
            mutant.tree = Self.replacing(in: tree, at: mutation.position[...]) { [(key, $0.value)] }
        case .delete:
            mutant.tree = Self.replacing(in: tree, at: mutation.position[...]) { _ in [] }
        case .duplicate:
            mutant.tree = Self.replacing(in: tree, at: mutation.position[...]) {
                [($0.key, $0.value), ($0.key, $0.value)]
            }
        }
        return mutant
    }

    /// `value` with the child at `position` replaced by what `change` makes of it: no children
    /// (deleted), one, or two (duplicated). A `nil` key keeps the member's own key.
    private static func replacing(
        in value: JSONValue,
        at position: ArraySlice<Int>,
        _ change: ((key: String?, value: JSONValue)) -> [(key: String?, value: JSONValue)]
    ) -> JSONValue {
        guard let index = position.first else { return change((nil, value)).first?.value ?? .null }
        let rest = position.dropFirst()
        switch value {
        case .object(var members) where members.indices.contains(index):
            let member = members[index]
            let replacement: [JSONMember]
            if rest.isEmpty {
                replacement = change((member.key, member.node.value)).map {
                    JSONMember(key: $0.key ?? member.key, node: JSONNode($0.value))
                }
            } else {
                let inner = replacing(in: member.node.value, at: rest, change)
                replacement = [JSONMember(key: member.key, node: JSONNode(inner))]
            }
            members.replaceSubrange(index...index, with: replacement)
            return .object(members)
        case .array(var elements) where elements.indices.contains(index):
            let replacement: [JSONNode] =
                rest.isEmpty
                ? change((nil, elements[index].value)).map { JSONNode($0.value) }
                : [JSONNode(replacing(in: elements[index].value, at: rest, change))]
            elements.replaceSubrange(index...index, with: replacement)
            return .array(elements)
        default:
            return value
        }
    }

    /// The mutation as a reader would say it: what changed at which path.
    package func describe(_ mutation: Mutation) -> String {
        var path = JSONPath.root
        var value = tree
        for index in mutation.position {
            switch value {
            case .object(let members) where members.indices.contains(index):
                path = path.appending(members[index].key)
                value = members[index].node.value
            case .array(let elements) where elements.indices.contains(index):
                path = path.appending(index: index)
                value = elements[index].value
            default:
                break
            }
        }
        let what: String
        switch mutation.edit {
        case .value(let new): what = "value -> " + String(JSONWriter.string(new, pretty: false).prefix(60))
        case .number(let text): what = "number -> \(text)"
        case .key(let key): what = "key -> \(String(reflecting: String(key.prefix(60))))"
        case .delete: what = "deleted"
        case .duplicate: what = "duplicated"
        case .nest(let depth): what = "nested \(depth) deep"
        }
        return "\(path.description.isEmpty ? "(root)" : path.description): \(what)"
    }
}

/// A mutated tree, and a number to write as text at one position (a `Double` cannot hold every
/// number a file can spell).
package struct Mutant {
    package var tree: JSONValue
    package var numberText: (position: StructureMutator.Position, text: String)?

    package init(tree: JSONValue, numberText: (position: StructureMutator.Position, text: String)? = nil) {
        self.tree = tree
        self.numberText = numberText
    }
}
