internal import InternalPaletteUtilities
import Palette

extension ResolverParser {
    /// One source of a set or a context: a reference object (`{"$ref": …}`, with members beside
    /// it that override the referenced object's) or tokens written in place. A reference to a
    /// modifier or into `resolutionOrder` is an error: only `resolutionOrder` may use a modifier.
    mutating func source(_ node: JSONNode, at path: JSONPath, in owner: String) -> ResolverSource? {
        guard let members = reader.object(node, at: path, expected: "a source: a reference {\"$ref\": …} or tokens")
        else { return nil }
        guard let refMember = members.last(where: { $0.key == "$ref" }) else {
            return ResolverSource(kind: .tokens(node, path: path), location: node.location(path), file: file)
        }
        let refPath = path.appending("$ref")
        guard let text = reader.string(refMember.node, at: refPath, expected: "a reference: '#/sets/NAME' or a file")
        else { return nil }
        let location = refMember.node.location(refPath)
        let overrides = members.filter { $0.key != "$ref" }
        let reference: ResolverReference
        do throws(DTCGReference.PointerSyntax) {
            reference = try ResolverReference(text)
        } catch {
            reader.error(.unresolvedReference(reference: text, reason: error.reason, location: location))
            return nil
        }
        switch reference {
        case .set(let name):
            for member in overrides {
                reader.unknown(
                    member.key,
                    expected: [],
                    at: member.keyLocation(path.appending(member.key)),
                    asWarning: true
                )
            }
            return ResolverSource(kind: .set(name), location: location, file: file)
        case .modifier(let name):
            reader.error(
                .invalidValue(
                    value: text,
                    reason: "\(owner) references the modifier '\(name)'; a set or a context may reference sets and "
                        + "files, and only resolutionOrder a modifier",
                    location: location
                )
            )
            return nil
        case .resolutionOrder:
            reader.error(referenceIntoOrder(text, at: location))
            return nil
        case .document(let names):
            guard let target = Self.node(at: names, in: root) else {
                reader.error(
                    .unresolvedReference(reference: text, reason: "there is nothing at this place", location: location)
                )
                return nil
            }
            let targetPath = JSONPath(names.map { .key($0) })
            guard reader.object(target, at: targetPath, expected: "tokens (an object of groups and tokens)") != nil
            else { return nil }
            return ResolverSource(
                kind: .tokens(Self.overriding(target, with: overrides), path: targetPath),
                location: location,
                file: file
            )
        case .file(let path, let pointer, let isSlashless):
            if isSlashless {
                reader.warning(
                    .interpreted(
                        what: "the fragment of '\(text.clippedForMessage)'",
                        as: "the JSON Pointer '#/\(text.split(separator: "#", maxSplits: 1).last ?? "")': a pointer "
                            + "after '#' starts with '/' (RFC 6901)",
                        location: location
                    )
                )
            }
            return ResolverSource(
                kind: .file(path: path, pointer: pointer),
                location: location,
                file: file,
                overrides: overrides
            )
        }
    }

    /// The error for a reference into `resolutionOrder`, which the Resolver Module forbids.
    func referenceIntoOrder(_ text: String, at location: ThemeError.Location) -> ThemeError {
        .invalidValue(
            value: text,
            reason: "no reference may point into resolutionOrder; define the set or modifier under 'sets' or "
                + "'modifiers' and reference it there",
            location: location
        )
    }

    /// The value at a JSON Pointer's names in `node`: object members by name, array elements by
    /// index.
    static func node(at names: [String], in node: JSONNode) -> JSONNode? {
        var current = node
        for name in names {
            switch current.value {
            case .object(let members):
                guard let member = members.last(where: { $0.key == name }) else { return nil }
                current = member.node
            case .array(let elements):
                guard let index = DTCGReference.arrayIndex(name), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// An object with `overrides` laid over its members: each replaces the member of its name, or
    /// is added (the Resolver Module's shallow override of a referenced object).
    static func overriding(_ node: JSONNode, with overrides: [JSONMember]) -> JSONNode {
        guard !overrides.isEmpty, var members = node.members else { return node }
        for override in overrides {
            if let index = members.lastIndex(where: { $0.key == override.key }) {
                members[index] = override
            } else {
                members.append(override)
            }
        }
        return JSONNode(.object(members), line: node.line, column: node.column)
    }
}
