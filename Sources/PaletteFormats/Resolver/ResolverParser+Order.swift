internal import InternalPaletteUtilities
import Palette

extension ResolverParser {
    /// `resolutionOrder`: a non-empty array of references to sets and modifiers (members beside
    /// the `$ref` overriding theirs) and of sets and modifiers written in place, each with a
    /// `type` and a `name` no other inline item has.
    mutating func readResolutionOrder(files: inout ResolverFiles) -> [ResolutionStep] {
        let path = JSONPath.root.appending("resolutionOrder")
        guard let node = root["resolutionOrder"] else {
            reader.error(.missingKey(key: "resolutionOrder", location: root.location(.root)))
            return []
        }
        guard let items = reader.array(node, at: path, expected: "an array of sets and modifiers") else { return [] }
        if items.isEmpty {
            reader.error(
                .invalidValue(
                    value: "[]",
                    reason: "resolutionOrder lists the sets and modifiers to merge; an empty one resolves to nothing",
                    location: node.location(path)
                )
            )
        }
        var steps: [ResolutionStep] = []
        var inlineNames: [String: ThemeError.Location] = [:]
        var modifierNames: [String: ThemeError.Location] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = path.appending(index: index)
            guard let step = step(item, at: itemPath, inlineNames: &inlineNames, files: &files) else { continue }
            if case .modifier(let modifier) = step {
                // Two different modifiers of one name could not both be chosen by an input.
                if let earlier = modifierNames[modifier.name], earlier != modifier.location {
                    reader.error(
                        .duplicateDefinition(
                            name: modifier.name,
                            previous: nil,
                            location: item.location(itemPath)
                        )
                    )
                    continue
                }
                modifierNames[modifier.name] = modifier.location
            }
            steps.append(step)
        }
        return steps
    }

    /// One item of `resolutionOrder`.
    private mutating func step(
        _ item: JSONNode,
        at path: JSONPath,
        inlineNames: inout [String: ThemeError.Location],
        files: inout ResolverFiles
    ) -> ResolutionStep? {
        let expected = "a reference to a set or modifier, or a set or modifier with 'type' and 'name'"
        guard let members = reader.object(item, at: path, expected: expected) else { return nil }
        let fields = members.map { ($0, path.appending($0.key)) }
        guard let refMember = members.last(where: { $0.key == "$ref" }) else {
            return inlineStep(item, fields: fields, at: path, inlineNames: &inlineNames)
        }
        let refPath = path.appending("$ref")
        let location = refMember.node.location(refPath)
        guard let text = reader.string(refMember.node, at: refPath, expected: "a reference such as '#/sets/base'")
        else { return nil }
        let overrides = fields.filter { $0.0.key != "$ref" }
        do throws(DTCGReference.PointerSyntax) {
            switch try ResolverReference(text) {
            case .set(let name):
                guard let set = definition(name, of: "set", in: "sets", at: location, text: text) else { return nil }
                usedSets.insert(name)
                return .set(self.set(named: name, fields: overridden("sets", name, by: overrides), at: set))
            case .modifier(let name):
                guard let modifier = definition(name, of: "modifier", in: "modifiers", at: location, text: text) else {
                    return nil
                }
                usedModifiers.insert(name)
                return .modifier(
                    self.modifier(named: name, fields: overridden("modifiers", name, by: overrides), at: modifier)
                )
            case .resolutionOrder:
                reader.error(referenceIntoOrder(text, at: location))
            case .document:
                reader.error(
                    .unresolvedReference(
                        reference: text,
                        reason:
                            "an item of resolutionOrder is a set ('#/sets/NAME') or a modifier ('#/modifiers/NAME')",
                        location: location
                    )
                )
            case .file(let file, let pointer, _):
                return externalStep(
                    file,
                    pointer: pointer,
                    text: text,
                    overrides: overrides,
                    at: location,
                    files: &files
                )
            }
        } catch {
            reader.error(.unresolvedReference(reference: text, reason: error.reason, location: location))
        }
        return nil
    }

    /// The location of the definition `name` under `section`, or `nil` and an error naming the
    /// closest name.
    private mutating func definition(
        _ name: String,
        of kind: String,
        in section: String,
        at location: ThemeError.Location,
        text: String
    ) -> ThemeError.Location? {
        let names = section == "sets" ? setOrder : modifierOrder
        if section == "sets", let set = sets[name] { return set.location }
        if section == "modifiers", let modifier = modifiers[name] { return modifier.location }
        let listed =
            names.isEmpty ? "the document has none" : "it has " + names.map { "'\($0)'" }.summarisedForMessage()
        reader.error(
            .unresolvedReference(
                reference: text,
                reason: "there is no \(kind) '\(name)' under '\(section)'; \(listed)"
                    + Suggestion.didYouMean(Suggestion.closest(to: name, in: names)),
                location: location
            )
        )
        return nil
    }

    /// The members of the definition `name` under `section`, each with its path, those written
    /// beside the reference (`overrides`) replacing the definition's of the same name.
    private func overridden(
        _ section: String,
        _ name: String,
        by overrides: [(JSONMember, JSONPath)]
    ) -> [(JSONMember, JSONPath)] {
        let path = JSONPath.root.appending(section).appending(name)
        let own = (root[section]?[name]?.members ?? []).map { ($0, path.appending($0.key)) }
        return own.filter { field in !overrides.contains { $0.0.key == field.0.key } } + overrides
    }

    /// A set or modifier written in place, with its `type` and a `name` no other has.
    private mutating func inlineStep(
        _ item: JSONNode,
        fields: [(JSONMember, JSONPath)],
        at path: JSONPath,
        inlineNames: inout [String: ThemeError.Location]
    ) -> ResolutionStep? {
        let location = item.location(path)
        let type = item["type"].flatMap {
            reader.string($0, at: path.appending("type"), expected: "'set' or 'modifier'")
        }
        let name = item["name"].flatMap { reader.string($0, at: path.appending("name")) }
        if item["type"] == nil {
            reader.error(.missingKey(key: "type", location: location))
        } else if let type, type != "set", type != "modifier" {
            reader.unknown(type, expected: ["set", "modifier"], at: location, asWarning: false)
        }
        if item["name"] == nil {
            reader.error(.missingKey(key: "name", location: location))
        } else if name?.isEmpty == true {
            reader.error(.invalidValue(value: "", reason: "an inline item's name names it", location: location))
        }
        guard let type, let name, !name.isEmpty, type == "set" || type == "modifier" else { return nil }
        if let earlier = inlineNames[name] {
            let position = earlier.line.map { " at \($0):\(earlier.column ?? 1)" } ?? ""
            reader.error(
                .duplicateDefinition(
                    name: name,
                    previous: "another inline item of resolutionOrder\(position); each inline item's name is its own",
                    location: location
                )
            )
            return nil
        }
        inlineNames[name] = location
        let own = fields.filter { $0.0.key != "type" && $0.0.key != "name" }
        return type == "set"
            ? .set(set(named: name, fields: own, at: location))
            : .modifier(modifier(named: name, fields: own, at: location))
    }

    /// A set or modifier defined in another file (`shared.resolver.json#/sets/base`): read with
    /// that file's folder for its own file references. References to its document (`#/…`) inside
    /// it are not followed: name the file in them instead.
    private mutating func externalStep(
        _ path: String,
        pointer: [String]?,
        text: String,
        overrides: [(JSONMember, JSONPath)],
        at location: ThemeError.Location,
        files: inout ResolverFiles
    ) -> ResolutionStep? {
        guard let parsed = files.readable(path, from: file, at: location, reader: &reader) else { return nil }
        let names = pointer ?? []
        guard let root = parsed.root, let node = Self.node(at: names, in: root), let members = node.members else {
            reader.error(
                .unresolvedReference(
                    reference: text,
                    reason: "there is no set or modifier at this place",
                    location: location
                )
            )
            return nil
        }
        var inner = ResolverParser(root: root, file: parsed.path, isStrict: isStrict, limits: limits)
        let nodePath = JSONPath(names.map { .key($0) })
        let fields = members.map { ($0, nodePath.appending($0.key)) }
        let name = names.last ?? FileShape.identifier(fromFile: parsed.path)
        let isModifier = names.first == "modifiers" || node["contexts"] != nil || node["context"] != nil
        var step: ResolutionStep =
            isModifier
            ? .modifier(inner.modifier(named: name, fields: fields, at: node.location(nodePath)))
            : .set(inner.set(named: name, fields: fields, at: node.location(nodePath)))
        for problem in inner.reader.errors { reader.error(problem) }
        for problem in inner.reader.warnings { reader.warning(problem) }
        // What is written beside the reference overrides the definition's members.
        if !overrides.isEmpty {
            let merged = fields.filter { field in !overrides.contains { $0.0.key == field.0.key } } + overrides
            step =
                isModifier
                ? .modifier(modifier(named: name, fields: merged, at: location))
                : .set(set(named: name, fields: merged, at: location))
        }
        return step
    }
}
