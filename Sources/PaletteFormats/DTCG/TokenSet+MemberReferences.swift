package import InternalPaletteUtilities
import Palette

// Only exports write a composite's member references back into its value.

extension TokenSet {
    /// A composite value's JSON with the members `memberAliases` names written as references
    /// (`"{color.shadow}"`): a key's numbered first component (`0.color`) picks an element of an
    /// array, and names the value itself when it is one object (a shadow of one layer). Keys the
    /// value has no member for are left out.
    package static func writingReferences(_ references: [String: TokenPath], into value: JSONValue) -> JSONValue {
        var result = value
        for (key, path) in references.sorted(by: { $0.key < $1.key }) {
            let names = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            result = replacing(names[...], in: result, with: .string("{\(path)}"))
        }
        return result
    }

    private static func replacing(
        _ names: ArraySlice<String>,
        in value: JSONValue,
        with reference: JSONValue
    )
        -> JSONValue
    {
        guard let name = names.first else { return reference }
        let rest = names.dropFirst()
        switch value {
        case .array(var elements):
            guard let index = Int(name), elements.indices.contains(index) else { return value }
            elements[index] = elements[index].with(value: replacing(rest, in: elements[index].value, with: reference))
            return .array(elements)
        case .object(var members):
            if let index = members.firstIndex(where: { $0.key == name }) {
                let node = members[index].node
                members[index] = members[index].with(
                    node: node.with(value: replacing(rest, in: node.value, with: reference))
                )
                return .object(members)
            }
            // One object stands for a list of one: `0.color` of a single shadow is its colour.
            return name == "0" && !rest.isEmpty ? replacing(rest, in: value, with: reference) : value
        default:
            return value
        }
    }
}
