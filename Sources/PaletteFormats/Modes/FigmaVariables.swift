internal import InternalPaletteUtilities
import Palette

/// Figma's variables as its REST API returns them (`GET /v1/files/:key/variables/local`, the
/// response's `meta`, or that object alone): collections with modes, and variables with a value
/// per mode.
///
/// Each collection with more than one mode is a modifier whose contexts are its modes (the
/// default mode read when no input chooses one); a variable's token path is its name, `/` as
/// `.` (`colorTheme/gray-900` is `colorTheme.gray-900`). Values become DTCG tokens: `COLOR` (RGBA
/// from 0 to 1) a colour, `FLOAT` a dimension in `px` when every scope it has is a length
/// (`GAP`, `CORNER_RADIUS`, `FONT_SIZE`, …), a font weight for `FONT_WEIGHT`, else a number;
/// `STRING` and `BOOLEAN` tokens of those types; `VARIABLE_ALIAS` an alias to the variable it
/// names, in whatever collection, read in that collection's chosen mode. An alias to a variable
/// the file does not hold (one of a library's) is named in a warning, never guessed.
struct FigmaVariables: ModeSource {
    struct Collection {
        var id: String
        var name: String
        var modes: [(id: String, name: String)]
        var defaultMode: String?
        var location: ThemeError.Location
    }

    struct Variable {
        var id: String
        var name: String
        var type: String
        var collection: String
        var values: [String: JSONNode]
        var scopes: [String]
        var description: String?
        /// What Figma keeps besides the value, kept as DTCG extensions under `com.figma`.
        var extensions: [(String, JSONValue)]
        var node: JSONNode
        var path: JSONPath
        /// Whether it is a library's variable copied into the file (`remote`).
        var isRemote: Bool
    }

    let file: String?
    let limits: FormatLimits
    private(set) var collections: [Collection] = []
    private(set) var variables: [Variable] = []
    let id: String
    let name: String
    var isNamedAfterFile: Bool { true }

    /// Reads the collections and variables of `root` (the file's JSON), each problem with its
    /// place; `nil` when it has neither.
    init?(_ root: JSONNode, file: String?, limits: FormatLimits, reader: inout DocumentReader) {
        guard let meta = FileShape.figmaVariables(root) else { return nil }
        self.file = file
        self.limits = limits
        id = FileShape.identifier(fromFile: file)
        name = id
        let metaPath: JSONPath = root["meta"] == nil ? .root : JSONPath.root.appending("meta")
        let collectionsPath = metaPath.appending("variableCollections")
        for member in meta["variableCollections"]?.members ?? [] {
            let path = collectionsPath.appending(member.key)
            guard reader.object(member.node, at: path, expected: "a variable collection") != nil else { continue }
            let node = member.node
            let modes = (node["modes"]?.elements ?? []).compactMap { mode -> (String, String)? in
                guard let id = mode["modeId"]?.string, let name = mode["name"]?.string else { return nil }
                return (id, name)
            }
            collections.append(
                Collection(
                    id: node["id"]?.string ?? member.key,
                    name: node["name"]?.string ?? member.key,
                    modes: modes,
                    defaultMode: node["defaultModeId"]?.string,
                    location: node.location(path, file: file)
                )
            )
        }
        let variablesPath = metaPath.appending("variables")
        let members = meta["variables"]?.members ?? []
        guard members.count <= limits.maximumTokenCount else {
            reader.error(
                .limitExceeded(
                    what: "\(members.count) variables",
                    limit: limits.maximumTokenCount,
                    location: meta.location(variablesPath, file: file)
                )
            )
            return
        }
        for member in members {
            if let variable = Self.variable(
                member,
                at: variablesPath.appending(member.key),
                file: file,
                reader: &reader
            ) {
                variables.append(variable)
            }
        }
    }

    /// One variable, or `nil` and an error when it lacks what every variable has.
    private static func variable(
        _ member: JSONMember,
        at path: JSONPath,
        file: String?,
        reader: inout DocumentReader
    ) -> Variable? {
        let node = member.node
        guard reader.object(node, at: path, expected: "a variable") != nil else { return nil }
        guard let name = node["name"]?.string, let type = node["resolvedType"]?.string,
            let collection = node["variableCollectionId"]?.string, let values = node["valuesByMode"]?.members
        else {
            reader.error(
                .missingKey(
                    key: "name, resolvedType, variableCollectionId and valuesByMode",
                    location: node.location(path, file: file)
                )
            )
            return nil
        }
        var extensions: [(String, JSONValue)] = [("id", .string(node["id"]?.string ?? member.key))]
        for key in ["scopes", "hiddenFromPublishing", "codeSyntax"] {
            if let value = node[key]?.value, value != .object([]) { extensions.append((key, value)) }
        }
        return Variable(
            id: node["id"]?.string ?? member.key,
            name: name,
            type: type,
            collection: collection,
            values: Dictionary(values.map { ($0.key, $0.node) }, uniquingKeysWith: { $1 }),
            scopes: (node["scopes"]?.elements ?? []).compactMap(\.string),
            description: node["description"]?.string.flatMap { $0.isEmpty ? nil : $0 },
            extensions: extensions,
            node: node,
            path: path,
            isRemote: node["remote"]?.value == .bool(true)
        )
    }

    /// The name each collection with modes to choose between has as a modifier, by collection
    /// id: its own, or, for a name another such collection has first, the name and its id.
    var modifierNames: [String: String] {
        var seen: Set<String> = []
        var names: [String: String] = [:]
        for collection in collections where collection.modes.count > 1 {
            names[collection.id] =
                seen.insert(collection.name).inserted ? collection.name : "\(collection.name) (\(collection.id))"
        }
        return names
    }

    /// The collections with modes to choose between, as modifiers.
    var modifiers: [ModeModifier] {
        let names = modifierNames
        return collections.compactMap { collection in
            guard let name = names[collection.id] else { return nil }
            return ModeModifier(
                name: name,
                contexts: collection.modes.map(\.name),
                defaultContext: collection.modes.first { $0.id == collection.defaultMode }?.name,
                location: collection.location,
                noun: "collection"
            )
        }
    }

    var modifiersLocation: ThemeError.Location? { collections.first?.location }
    var unchosen: UnchosenModifier { .defaultElseFirst }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        // Not held to DTCG 2025.10: its STRING and BOOLEAN variables are tokens of types DTCG lacks,
        // skipped with a warning each rather than refused.
        .trees([DTCGTokenTree.Source(root: tokens(for: choices, reader: &reader), file: file, isStrict: false)])
    }
}
