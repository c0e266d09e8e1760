internal import InternalPaletteUtilities
import Palette

/// The style groups of SDThemeManager plists, read into ``StyleDefinition``s.
struct GiottoStyles {
    var values: GiottoValues
    private(set) var definitions: [StyleDefinition] = []
    private var places: [String: (file: String?, location: ThemeError.Location, path: JSONPath)] = [:]
    /// Style names referenced by `style:` values and `_superstyle`, with where.
    private var references: [(name: String, file: String?, location: ThemeError.Location)] = []

    /// Each style's index in `definitions`, so a file of many styles is not read in quadratic time.
    private var indices: [String: Int] = [:]
    /// Bounds style names, which nested styles make longer (`Style.property.subproperty`).
    private let limits: FormatLimits

    init(values: GiottoValues, limits: FormatLimits) {
        self.values = values
        self.limits = limits
    }

    /// Reads every group of a file; a style defined again replaces the earlier definition.
    mutating func read(_ root: JSONNode, file: String?, reader: inout DocumentReader) {
        for group in root.members ?? [] where !GiottoImporter.isReserved(group.key) {
            let groupPath = JSONPath.root.appending(group.key)
            let expected = "a group of styles (a dictionary)"
            let styles = reader.readingToken(group.key.clippedForMessage, at: group.keyLocation(groupPath)) {
                $0.object(group.node, at: groupPath, expected: expected, asWarning: true)
            }
            guard let styles else { continue }
            for style in styles {
                read(
                    style: style.key,
                    style.node,
                    at: groupPath.appending(style.key),
                    keyLocation: style.keyLocation(groupPath.appending(style.key)),
                    file: file,
                    reader: &reader
                )
            }
        }
    }

    private mutating func read(
        style name: String,
        _ node: JSONNode,
        at path: JSONPath,
        keyLocation: ThemeError.Location,
        file: String?,
        reader: inout DocumentReader
    ) {
        if let problem = limits.pathProblem("a style name", length: name.utf8.count, at: keyLocation) {
            reader.warning(UnreadableToken.warning(problem, path: name.clippedForMessage))
            return
        }
        if let text = node.string, let body = GiottoValues.body(of: text, prefixes: ["s:", "style:"]) {
            // `"Header": "s:Title"`: `themeStyleForKey:` answers the named styles, merged in order.
            let names = StyleDefinition.splitList(body).filter { !$0.isEmpty }
            references += names.map { ($0, file, node.location(path)) }
            define(
                StyleDefinition(name: name, superstyles: names),
                at: path,
                keyLocation: keyLocation,
                file: file,
                reader: &reader
            )
            return
        }
        let expected = "a style: a dictionary, or 's:NAME' for another style"
        let entries = reader.readingToken(name.clippedForMessage, at: keyLocation) {
            $0.object(node, at: path, expected: expected, asWarning: true)
        }
        guard let entries else { return }
        var definition = StyleDefinition(name: name)
        for entry in entries {
            let entryPath = path.appending(entry.key)
            let location = entry.node.location(entryPath)
            let property = "\(name).\(entry.key)".clippedForMessage
            if entry.key == StyleDefinition.superstyleKey {
                let expected = "style names separated by commas"
                let list = reader.readingToken(property, at: location) {
                    $0.string(entry.node, at: entryPath, expected: expected, asWarning: true)
                }
                guard let list else { continue }
                let names = StyleDefinition.splitList(list).filter { !$0.isEmpty }
                definition.superstyles += names
                references += names.map { ($0, file, location) }
                continue
            }
            let value = reader.readingToken(property, at: location) {
                self.value(entry, of: name, at: entryPath, file: file, reader: &$0)
            }
            if let value { definition.properties.append(StyleProperty(entry.key, value)) }
        }
        define(definition, at: path, keyLocation: keyLocation, file: file, reader: &reader)
    }

    /// Adds a style; a style defined again replaces the earlier definition: a later file's in a
    /// cascade, or, within one file, another group's (SDThemeManager keeps one of them, which one
    /// is not defined, so that is reported).
    private mutating func define(
        _ definition: StyleDefinition,
        at path: JSONPath,
        keyLocation: ThemeError.Location,
        file: String?,
        reader: inout DocumentReader
    ) {
        let name = definition.name
        if let index = indices[name] {
            if let previous = places[name], previous.file == file {
                reader.currentFile = file
                reader.warning(
                    .duplicateDefinition(
                        name: name,
                        previous: "'\(previous.path)'; SDThemeManager keeps one of the two, Palette the later",
                        location: keyLocation
                    )
                )
            }
            definitions[index] = definition
        } else {
            indices[name] = definitions.count
            definitions.append(definition)
        }
        places[name] = (file, keyLocation, path)
    }

    private mutating func value(
        _ entry: JSONMember,
        of style: String,
        at path: JSONPath,
        file: String?,
        reader: inout DocumentReader
    ) -> StyleValue? {
        let node = entry.node
        let location = node.location(path)
        switch node.value {
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .object:
            // A dictionary styles the object the property holds: a style of its own.
            let nested = "\(style).\(entry.key)"
            read(style: nested, node, at: path, keyLocation: entry.keyLocation(path), file: file, reader: &reader)
            return .styles([nested])
        case .array:
            let expected = "a string, a number or a dictionary (SDThemeManager's values)"
            reader.mismatch(node, at: path, expected: expected, asWarning: true)
            return nil
        case .string(let text):
            reader.currentFile = file
            let result = value(text, at: location, file: file, reader: &reader)
            reader.currentFile = file
            return result
        }
    }

    private mutating func value(
        _ text: String,
        at location: ThemeError.Location,
        file: String?,
        reader: inout DocumentReader
    ) -> StyleValue? {
        if let body = GiottoValues.body(of: text, prefixes: ["c:", "color:"]) {
            return values.color(body, at: location, reader: &reader).map(StyleValue.color)
        }
        if let body = GiottoValues.body(of: text, prefixes: ["f:", "font:"]) {
            return values.font(body, at: location, reader: &reader).map(StyleValue.font)
        }
        if let body = GiottoValues.body(of: text, prefixes: ["s:", "style:"]) {
            let names = StyleDefinition.splitList(body).filter { !$0.isEmpty }
            references += names.map { ($0, file, location) }
            return .styles(names)
        }
        if ["null", "nil"].contains(text.asciiCaseFolded) { return .null }
        for (prefix, count) in [("point:", 2), ("size:", 2), ("rect:", 4), ("edge:", 4)] {
            guard let body = GiottoValues.body(of: text, prefixes: [prefix]) else { continue }
            guard let n = values.numbers(body, count: count, at: location, reader: &reader) else { return nil }
            switch prefix {
            case "point:": return .point(StylePoint(x: n[0], y: n[1]))
            case "size:": return .size(StyleSize(width: n[0], height: n[1]))
            case "rect:": return .rect(StyleRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            default: return .edgeInsets(StyleEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
            }
        }
        if values.isDefined(text) {
            switch values.constant(text, reader: &reader) {
            case .text(let constantText): return .string(constantText)
            case let constant?: return constant.tokenKind.map { .token($0, TokenPath(text)) }
            case nil:
                reader.currentFile = file
                reader.warning(GiottoValues.unreadableConstant(text, at: location))
                return nil
            }
        }
        if let kind = GiottoValues.constantKind(named: text) {
            reader.currentFile = file
            reader.warning(
                .unresolvedReference(
                    reference: text,
                    reason:
                        "no file of the theme defines this constant; the property is kept and will follow the token if a theme defines it",
                    location: location
                )
            )
            return .token(kind, TokenPath(text))
        }
        if let number = Double(text.trimmingSpaces), number.isFinite { return .number(number) }
        return .string(text)
    }

    /// Reports styles that name unknown styles, and `_superstyle` cycles.
    func check(reader: inout DocumentReader) {
        let names = Set(definitions.map(\.name))
        for reference in references where !names.contains(reference.name) {
            reader.currentFile = reference.file
            reader.warning(
                .unresolvedReference(
                    reference: reference.name,
                    reason: "no style has this name",
                    location: reference.location
                )
            )
        }
        var sheet = StyleSheet()
        for definition in definitions { sheet.add(definition) }
        var reported = Set<[String]>()
        for definition in definitions {
            for case .inheritanceCycle(let cycle) in sheet.resolve(definition.name).problems
            where reported.insert(Set(cycle).sorted()).inserted {
                let place = places[cycle.first ?? definition.name] ?? places[definition.name]
                reader.currentFile = place?.file
                reader.warning(.referenceCycle(kind: "_superstyle", chain: cycle, location: place?.location))
            }
        }
    }
}
