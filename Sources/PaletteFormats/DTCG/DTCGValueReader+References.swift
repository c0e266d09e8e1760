internal import InternalPaletteUtilities
import Palette

extension DTCGValueReader {
    /// Where a JSON Pointer leads: the token whose value it points into, and the value there.
    struct PointerTarget {
        var token: DTCGTokenTree.Token
        var site: Site
        /// Whether the pointer names the token's whole value (`#/a/b/$value`).
        var isWholeValue: Bool
    }

    /// The value of the token a curly-brace alias names.
    mutating func follow(
        alias names: [String],
        text: String,
        as type: DTCGType,
        from site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        guard let target = aliasTarget(names, text: text, from: site, reader: &reader) else { return nil }
        return value(ofReferenced: target, text: text, as: type, from: site, reader: &reader)
    }

    /// The value a `$ref` points to, read as `type`.
    mutating func follow(
        pointer: String,
        as type: DTCGType,
        from site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        guard let target = locate(pointer: pointer, from: site, reader: &reader) else { return nil }
        if target.isWholeValue {
            return value(ofReferenced: target.token, text: pointer, as: type, from: site, reader: &reader)
        }
        guard enter(pointer, at: site.location, reader: &reader) else { return nil }
        defer { chain.removeLast() }
        return read(through: site, text: pointer, to: target.site, as: type.noun, reader: &reader) {
            this,
            target,
            reader in
            this.read(type, target, reader: &reader)
        }
    }

    /// The value of a token referred to as a whole; its type must be the one expected here.
    private mutating func value(
        ofReferenced target: DTCGTokenTree.Token,
        text: String,
        as type: DTCGType,
        from site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        noteUse(of: target.path)
        guard let resolution = self.type(of: target, reader: &reader) else { return nil }
        if !site.isStrict, case .known(let other) = resolution, other != type,
            let converted = convertedReference(to: target, of: other, as: type, text: text, site: site, reader: &reader)
        {
            return converted
        }
        // A number token whose math gave a length (kespeee/ids' `{base} * 0.125`) is that length.
        if !site.isStrict, resolution == .known(.number), type == .dimension,
            case .dimension(let length)? = value(of: target, as: .number, reader: &reader)
        {
            return .dimension(length)
        }
        if !site.isStrict, case .unknown(let name) = resolution, DTCGImporter.offSpecKinds[name] == .text,
            type == .fontFamily || type == .fontWeight
        {
            return textValue(of: target, named: name, as: type, reference: text, site: site, reader: &reader)
        }
        guard resolution == .known(type) else {
            let what: String =
                switch resolution {
                case .known(let other): "\(other.noun) token"
                case .unknown(let name): "a token of type '\(name)'"
                case .undetermined: "a token without a type"
                }
            Self.invalid(site, text, "'\(target.path)' is \(what), but \(type.noun) is expected here", &reader)
            return nil
        }
        return value(of: target, as: type, reader: &reader)
    }

    /// A text token (Tokens Studio's `text`, `other`) that a typography's font family or weight
    /// names, as Workday's files do (`"Roboto"`, `"Bold"`): its text read as the family or weight,
    /// with a warning; text that is none is refused, showing the text.
    private mutating func textValue(
        of target: DTCGTokenTree.Token,
        named name: String,
        as type: DTCGType,
        reference: String,
        site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        guard enter("{\(target.path)}", at: site.location, reader: &reader) else { return nil }
        defer { chain.removeLast() }
        guard let read = read(type, Self.valueSite(of: target), reader: &reader) else { return nil }
        let shown = target.value?.string ?? ""
        tally.convert(OffSpecTally.textAsFont, file: site.file)
        reader.warning(
            .interpreted(
                what: "the reference '\(reference.clippedForMessage)' to a token of type '\(name)'",
                as: "\(type.noun), its text '\(shown.clippedForMessage)'",
                location: site.location
            )
        )
        return read
    }

    /// A reference outside DTCG 2025.10 whose meaning is certain, read with a warning: Tokens
    /// Studio's files let a number refer to a dimension in points (`px`, `pt` or none) or to a
    /// font weight, and a dimension to a number (points, as its unitless dimensions are).
    private mutating func convertedReference(
        to target: DTCGTokenTree.Token,
        of targetType: DTCGType,
        as type: DTCGType,
        text: String,
        site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        let converted: DTCGValue
        switch (targetType, type) {
        case (.dimension, .number):
            guard case .dimension(let length)? = value(of: target, as: .dimension, reader: &reader),
                ["px", "pt", ""].contains(length.unit)
            else { return nil }
            converted = .number(length.value)
        case (.fontWeight, .number):
            guard case .fontWeight(let weight)? = value(of: target, as: .fontWeight, reader: &reader) else {
                return nil
            }
            converted = .number(weight)
        case (.number, .dimension):
            guard case .number(let number)? = value(of: target, as: .number, reader: &reader) else { return nil }
            converted = .dimension(DTCGDimension(value: number, unit: "px"))
        default:
            return nil
        }
        reader.warning(
            .interpreted(
                what: "the reference '\(text.clippedForMessage)' to \(targetType.noun) token",
                as: "\(type.noun), its number" + (type == .dimension ? " in points" : ""),
                location: site.location
            )
        )
        return converted
    }

    /// The token a curly-brace alias names, or `nil` (and an error that says what the path is
    /// instead) when no token has the path.
    mutating func aliasTarget(
        _ names: [String],
        text: String,
        from site: Site,
        reader: inout DocumentReader
    ) -> DTCGTokenTree.Token? {
        if site.isStrict || !isLenient, AliasSyntax.isPadded(text) {
            reader.warning(
                .interpreted(
                    what: "the reference '\(text.clippedForMessage)'",
                    as: "'{\(names.joined(separator: ".").clippedForMessage)}': the spaces inside its braces are "
                        + "padding, as Style Dictionary reads them; DTCG writes none",
                    location: site.location
                )
            )
        }
        let path = names.joined(separator: ".")
        if let token = tree.token(at: path) { return token }
        // Style Dictionary 3 wrote aliases to the value: `{color.base.red.value}`.
        if tree.sources[site.source].olderFormat != nil, names.count > 1, names.last == "value",
            let token = tree.token(at: names.dropLast().joined(separator: "."))
        {
            return token
        }
        let trimmed = names.map(\.trimmingSpaces).joined(separator: ".")
        let reason: String
        if tree.groups[path] != nil, let root = tree.token(at: path + ".$root") {
            guard site.isStrict else {
                reader.warning(
                    .unsupported(
                        feature: "a reference to a group",
                        reason: "'\(text)' names a group; its root token '{\(root.path)}' was used",
                        location: site.location
                    )
                )
                return root
            }
            reason = "this names a group; its root token is '{\(root.path)}'"
        } else if tree.groups[path] != nil {
            reason = "this names a group, not a token"
        } else if trimmed != path, tree.token(at: trimmed) != nil {
            reason = "no token has this path (names keep their spaces); did you mean '{\(trimmed)}'?"
        } else if let count = tokenPrefixCount(names) {
            let pointer = DTCGReference.pointer(to: Array(names.prefix(count)) + ["$value"] + names.dropFirst(count))
            reason =
                "'\(names.prefix(count).joined(separator: "."))' is a token: curly braces name whole tokens, and a"
                + " part of a value is reached with a JSON Pointer, {\"$ref\": \"\(pointer.clippedForMessage)\"}"
        } else {
            reason = "no token has this path" + Self.unreadSetsNote(tree.sources[site.source].unreadSets)
        }
        reader.error(.unresolvedReference(reference: text, reason: reason, location: site.location))
        return nil
    }

    /// What a reference to nothing in a resolver's tokens may have meant: the sets it leaves out of
    /// `resolutionOrder`, whose tokens are read nowhere; empty when there are none.
    static func unreadSetsNote(_ sets: [DTCGTokenTree.UnreadSet]) -> String {
        guard let first = sets.first else { return "" }
        let names = sets.map { "'\($0.name.clippedForMessage)'" }
        let which = sets.count == 1 ? "the set \(names[0])" : "the sets \(names.joined(separator: ", "))"
        let defined = first.location.map { ", defined \($0)" } ?? ""
        return " among the sets read: resolutionOrder leaves out \(which)\(defined), so no theme has its tokens"
    }

    /// How many of `names`, fewer than all, make the longest path that is a token's, or `nil`.
    ///
    /// Each prefix is the one before it with one more name, and none longer than
    /// ``/Palette/ThemeLimits/maximumPathLength`` is tried (no token's path is longer): joining every
    /// prefix afresh made an alias of 10,000 names (`{a.a.a…}`, 20 KB) take seconds and a
    /// 1 MB one minutes.
    private func tokenPrefixCount(_ names: [String]) -> Int? {
        var prefix = ""
        var found: Int?
        for (index, name) in names.dropLast().enumerated() {
            if index > 0 { prefix += "." }
            prefix += name
            guard prefix.utf8.count <= tree.limits.maximumPathLength else { break }
            if tree.token(at: prefix) != nil { found = index + 1 }
        }
        return found
    }

    /// Where a JSON Pointer leads, or `nil` (and an error saying what is there instead). A
    /// reference must point into a token's `$value`, not to a group or to a token's metadata.
    mutating func locate(pointer: String, from site: Site, reader: inout DocumentReader) -> PointerTarget? {
        func fail(_ reason: String) -> PointerTarget? {
            reader.error(.unresolvedReference(reference: pointer, reason: reason, location: site.location))
            return nil
        }
        let names: [String]
        do throws(DTCGReference.PointerSyntax) {
            names = try DTCGReference.pointer(pointer)
        } catch {
            return fail(error.reason)
        }
        guard let valueIndex = names.firstIndex(of: "$value") else { return fail(whyNotAValue(names, pointer)) }
        let tokenNames = Array(names[..<valueIndex])
        guard let token = tree.token(at: tokenNames.joined(separator: ".")),
            tokenNames.allSatisfy({ !$0.contains(".") })
        else { return fail(whyNothing(tokenNames)) }
        var current: Site
        if token.value != nil {
            current = Self.valueSite(of: token)
        } else {
            // A token with `$ref` has its value where its own pointer leads.
            guard let inner = token.reference, enter("{\(token.path)}", at: token.location, reader: &reader) else {
                return nil
            }
            defer { chain.removeLast() }
            guard let target = locate(pointer: inner, from: Self.referenceSite(of: token), reader: &reader) else {
                return nil
            }
            current = target.site
        }
        for name in names[(valueIndex + 1)...] {
            guard let plain = resolveRaw(current, part: nil, reader: &reader) else { return nil }
            switch plain.node.value {
            case .object(let members):
                guard let member = members.last(where: { $0.key == name }) else {
                    return fail(
                        "there is nothing at '\(name)'"
                            + (name.isEmpty ? " (an empty name: is there a '/' too many?)" : "")
                    )
                }
                current = plain.member(member)
            case .array(let elements):
                guard let index = DTCGReference.arrayIndex(name) else {
                    return fail("'\(name)' is not an array index: indices are written 0, 1, 2, …")
                }
                guard index < elements.count else {
                    return fail("index \(index) is past the end of an array of \(elements.count)")
                }
                current = plain.element(elements[index], at: index)
            default:
                return fail("there is nothing at '\(name)': the value there is \(plain.node.value.typeDescription)")
            }
        }
        return PointerTarget(token: token, site: current, isWholeValue: valueIndex == names.count - 1)
    }

    /// The plain value at a site, following a JSON Pointer reference there, and a curly-brace
    /// alias unless the site is `part` of a value of a single-value type in a DTCG 2025.10 file
    /// (where an alias cannot stand).
    mutating func resolveRaw(_ site: Site, part: String?, reader: inout DocumentReader) -> Site? {
        var current = site
        let depth = chain.count
        defer { chain.removeLast(chain.count - depth) }
        while true {
            if let pointer = Self.pointerReference(in: current.node) {
                guard let target = locate(pointer: pointer, from: current, reader: &reader),
                    enter(pointer, at: current.location, reader: &reader)
                else { return nil }
                current = target.site
            } else if let text = current.node.string, case .path(let names) = AliasSyntax.alias(in: text) {
                if let part, current.isStrict {
                    Self.invalid(current, text, Self.noAliasInParts(of: part), &reader)
                    return nil
                }
                guard let token = aliasTarget(names, text: text, from: current, reader: &reader),
                    enter("{\(token.path)}", at: current.location, reader: &reader)
                else { return nil }
                noteUse(of: token.path)
                if token.value != nil {
                    current = Self.valueSite(of: token)
                } else if let inner = token.reference,
                    let target = locate(pointer: inner, from: Self.referenceSite(of: token), reader: &reader)
                {
                    current = target.site
                } else {
                    return nil
                }
            } else {
                return current
            }
        }
    }

    /// The site of a token's `$ref`.
    static func referenceSite(of token: DTCGTokenTree.Token) -> Site {
        Site(
            node: token.node["$ref"] ?? token.node,
            path: token.jsonPath.appending("$ref"),
            source: token.source,
            file: token.file,
            isStrict: token.isStrict
        )
    }

    /// The rule a curly-brace alias inside a single-value type's value breaks.
    static func noAliasInParts(of what: String) -> String {
        "curly-brace references stand for a token's whole value or a part of a composite value; a part of"
            + " \(what) may only be a JSON Pointer reference, {\"$ref\": \"#/…\"}"
    }

    /// Why a pointer without `$value` does not lead into a value.
    private func whyNotAValue(_ names: [String], _ pointer: String) -> String {
        let joined = names.joined(separator: ".")
        let rule = "a reference points into a token's '$value', as in '#/group/token/$value'"
        if names.isEmpty { return "this points to the whole document; \(rule)" }
        if tree.token(at: joined) != nil { return "this points to the token itself; its value is '\(pointer)/$value'" }
        if tree.groups[joined] != nil { return "this points to a group; \(rule)" }
        if let last = names.last, last.hasPrefix("$"), tree.token(at: names.dropLast().joined(separator: ".")) != nil {
            return "this points to the token's '\(last)'; \(rule)"
        }
        return whyNothing(names)
    }

    /// Which name of a pointer leads nowhere.
    private func whyNothing(_ names: [String]) -> String {
        for count in 1...max(names.count, 1) where count <= names.count {
            let prefix = names.prefix(count).joined(separator: ".")
            let name = names[count - 1]
            if name.contains(".") {
                return "there is nothing at '\(name)' (JSON Pointers separate names with '/', not '.')"
            }
            if tree.token(at: prefix) == nil, tree.groups[prefix] == nil {
                return "there is nothing at '\(name)'"
                    + (name.isEmpty ? " (an empty name: is there a '/' too many?)" : "")
            }
        }
        return "there is no token there"
    }
}

extension DTCGValueReader {
    /// Reads the value a reference leads to, reporting a problem with it at the reference: the
    /// value there may be a sound part of another token, just not `what` this place needs.
    /// Problems found elsewhere on the way (in other tokens) are reported where they are.
    mutating func read<Value>(
        through reference: Site,
        text: String,
        to target: Site,
        as what: String,
        reader: inout DocumentReader,
        _ body: (inout DTCGValueReader, Site, inout DocumentReader) -> Value?
    ) -> Value? {
        guard target.path != reference.path || target.file != reference.file else {
            return body(&self, target, &reader)
        }
        var scratch = DocumentReader()
        let value = body(&self, target, &scratch)
        for warning in scratch.warnings { reader.warning(warning) }
        let inside = scratch.errors.filter { Self.isInside($0.location, target) }
        for error in scratch.errors where !Self.isInside(error.location, target) { reader.error(error) }
        guard value == nil, let first = inside.first else { return value }
        reader.error(
            .invalidValue(
                value: text,
                reason: "this reference does not lead to \(what): \(first.diagnosticMessage)",
                location: reference.location
            )
        )
        return nil
    }

    /// Whether a problem's location is at or below a site.
    private static func isInside(_ location: ThemeError.Location?, _ site: Site) -> Bool {
        guard let location, location.file == site.file else { return false }
        let base = site.path.description
        guard location.path.hasPrefix(base) else { return false }
        let rest = location.path.dropFirst(base.count)
        return rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[")
    }
}
