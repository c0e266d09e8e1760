internal import InternalPaletteUtilities
import Palette

/// Where a theme's colours are in an asset catalog, and the catalog's files Palette keeps as they
/// were: what a theme document read from a catalog records, so that exporting it writes the
/// catalog back unchanged, names and folders included.
///
/// The record is in the document's `extensions`, under ``AssetCatalogImporter/extensionKey``
/// (`com.apple.xcassets`). Each colour (a token, or a role at `color.<role>`) has a
/// ``ColorRecord``: its colour set's path in the catalog, and the set's `Contents.json` when
/// Palette would not write it the same. The document itself has ``files``: the `Contents.json`
/// of the catalog and each of its folders (with `provides-namespace` and whatever else they
/// hold), and of the colour sets that gave no colour Palette can read.
///
/// ```json
/// "tokens": {"colors": {"Colors.Border.compose.poll": {"value": "#FFFFFF00", "extensions": {
///   "com.apple.xcassets": {"set": "Colors/Border/compose.poll", "contents": {"colors": […]}}}}}},
/// "extensions": {"com.apple.xcassets": {"files": {
///   "Contents.json": {"info": {"author": "xcode", "version": 1}},
///   "Colors/Contents.json": {"info": {…}, "properties": {"provides-namespace": true}}}}}
/// ```
struct AssetCatalogLayout: Sendable {
    /// The files kept as they were, by path inside the catalog (`Colors/Contents.json`,
    /// `Old.colorset/Contents.json`), in the order read.
    var files: [(path: String, text: AssetCatalogText)] = []

    /// Where one colour is in the catalog.
    struct ColorRecord: Equatable, Sendable {
        /// The colour set's path in the catalog, without `.colorset`: `Colors/Border/compose.poll`
        /// (the name Xcode gives it is this path without the folders that provide no namespace).
        var set: String?
        /// The set's `Contents.json`, when Palette's own rendering of the colour is not the same
        /// text.
        var contents: AssetCatalogText?

        var isEmpty: Bool { self.set == nil && contents == nil }

        /// The record as a document holds it: `{"set": …, "contents": …}`.
        var jsonValue: JSONValue {
            var members: [(String, JSONValue)] = []
            if let set { members.append(("set", .string(set))) }
            if let contents { members.append(("contents", contents.record)) }
            return .orderedObject(members)
        }
    }

    init(files: [(path: String, text: AssetCatalogText)] = []) {
        self.files = files
    }

    /// The layout a document's top-level `extensions` record, every file's path checked.
    ///
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` at the record's path
    ///   for a record that is not an object of paths, or a path that cannot be written inside a
    ///   catalog (see ``FileShape/catalogPathProblem(_:kind:limits:)``).
    init(_ extensions: TokenExtensions?, limits: FormatLimits) throws(ThemeError) {
        let recordPath = JSONPath.root.appending("extensions").appending(AssetCatalogImporter.extensionKey)
        guard let record = Self.record(in: extensions) else { return }
        let filesPath = recordPath.appending("files")
        guard let members = record.objectMembers.last(where: { $0.key == "files" })?.node else { return }
        guard case .object(let entries) = members.value else {
            throw Self.invalid("files", "it is an object of kept files by path", at: filesPath)
        }
        for entry in entries {
            let path = filesPath.appending(entry.key)
            if let problem = FileShape.catalogPathProblem(entry.key, kind: .file, limits: limits) {
                throw Self.invalid(entry.key, "it cannot be written inside the catalog: \(problem)", at: path)
            }
            guard let text = AssetCatalogText(record: entry.node.value) else {
                throw Self.invalid(entry.key, "a kept file is its JSON (an object) or its exact text", at: path)
            }
            files.append((entry.key, text))
        }
    }

    /// The record as a document's top-level `extensions` hold it, beside other vendors' data.
    func extensions(adding existing: TokenExtensions? = nil) -> TokenExtensions? {
        guard !files.isEmpty else { return existing }
        let record = JSONValue.orderedObject([
            ("files", .orderedObject(files.map { ($0.path, $0.text.record) }))
        ])
        return Self.extensions(existing, setting: record)
    }

    /// The record of the colour whose metadata is `extensions`, every field checked.
    ///
    /// - Parameter path: Where the colour is in a document (`tokens.colors["Brand.Blue"]`), for
    ///   errors.
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` for a record whose
    ///   `set` cannot name a colour set inside a catalog (empty, `..`, a `/` at an end, too long)
    ///   or whose `contents` is neither an object nor a string.
    static func colorRecord(
        in extensions: TokenExtensions?,
        at path: JSONPath,
        limits: FormatLimits
    ) throws(ThemeError) -> ColorRecord {
        guard let record = record(in: extensions) else { return ColorRecord() }
        let recordPath = path.appending("extensions").appending(AssetCatalogImporter.extensionKey)
        var color = ColorRecord()
        for member in record.objectMembers {
            switch member.key {
            case "set":
                guard case .string(let set) = member.node.value else {
                    throw invalid("set", "it is the colour set's path in the catalog, a string", at: recordPath)
                }
                if let problem = FileShape.catalogPathProblem(set, kind: .colorSet, limits: limits) {
                    throw invalid(
                        set,
                        "it cannot name a colour set inside the catalog: \(problem)",
                        at: recordPath.appending("set")
                    )
                }
                color.set = set
            case "contents":
                guard let contents = AssetCatalogText(record: member.node.value) else {
                    throw invalid(
                        "contents",
                        "it is the set's Contents.json: its JSON (an object) or its exact text",
                        at: recordPath.appending("contents")
                    )
                }
                color.contents = contents
            default:
                continue
            }
        }
        return color
    }

    /// A colour's metadata with `record` set under ``AssetCatalogImporter/extensionKey``.
    static func extensions(_ existing: TokenExtensions?, adding record: ColorRecord) -> TokenExtensions? {
        record.isEmpty ? existing : extensions(existing, setting: record.jsonValue)
    }

    /// The data under ``AssetCatalogImporter/extensionKey``, when there is some.
    private static func record(in extensions: TokenExtensions?) -> JSONValue? {
        extensions?.jsonValue.objectMembers.last(where: { $0.key == AssetCatalogImporter.extensionKey })?.node.value
    }

    private static func extensions(_ existing: TokenExtensions?, setting record: JSONValue) -> TokenExtensions {
        var members = existing?.jsonValue.objectMembers.map { ($0.key, $0.node.value) } ?? []
        members.removeAll { $0.0 == AssetCatalogImporter.extensionKey }
        members.append((AssetCatalogImporter.extensionKey, record))
        return TokenExtensions(.orderedObject(members))
    }

    private static func invalid(_ value: String, _ reason: String, at path: JSONPath) -> ThemeError {
        .invalidValue(value: value.clippedForMessage, reason: reason, location: .init(path: path.description))
    }
}
