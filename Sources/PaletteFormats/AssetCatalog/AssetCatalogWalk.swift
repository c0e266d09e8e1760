import Foundation
internal import InternalPaletteUtilities
import Palette

/// The walk through an asset catalog's folders: colour sets read, namespaces followed, other
/// assets counted, and every bound of ``FormatLimits`` kept.
///
/// The walk follows no symbolic link (so no loop), reads only regular files (so no device or
/// pipe), goes no deeper than ``/Palette/ThemeLimits/maximumDepth``, looks at no more than ten entries
/// per token ``/Palette/ThemeLimits/maximumTokenCount`` allows, and reads no more than sixteen documents'
/// worth of bytes in all.
struct AssetCatalogWalk {
    /// A colour set read, at its token path.
    struct Color {
        var path: TokenPath
        var set: AssetCatalogColorSet
        var location: ThemeError.Location
        /// Its `Contents.json`, at the set's place in the catalog.
        var file: File

        /// The set's path in the catalog without `.colorset`: `Colors/Border/compose.poll`.
        var setPath: String { String(file.path.dropLast("/Contents.json".count).dropLast(".colorset".count)) }
    }

    /// A `Contents.json` as read: its path inside the catalog (`Colors/Contents.json`), its bytes
    /// and its JSON.
    struct File {
        var path: String
        var bytes: [UInt8]
        var root: JSONNode
    }

    let limits: FormatLimits
    private(set) var colors: [Color] = []
    /// The `Contents.json` of the catalog and of its folders, in walk order.
    private(set) var folderFiles: [File] = []
    /// The `Contents.json` of colour sets that gave no colour Palette can read (only system
    /// colours it has no value for, only idioms or appearances it has no variant for).
    private(set) var unreadSets: [File] = []
    /// Other asset folders skipped, by extension.
    private var skipped: [String: Int] = [:]
    private var entriesSeen = 0
    private var bytesRead = 0
    private var stopped = false

    init(limits: FormatLimits) {
        self.limits = limits
    }

    private var maximumEntries: Int { limits.maximumCatalogEntries }
    private var maximumBytes: Int { limits.maximumCatalogBytes }

    /// Reads a group folder (the catalog itself, or a folder inside it, at `place` from the
    /// catalog): its `Contents.json` for `provides-namespace`, then its colour sets and groups in
    /// name order.
    mutating func readGroup(
        _ folder: URL,
        prefix: [String],
        place: [String],
        depth: Int,
        isRoot: Bool,
        reader: inout DocumentReader
    ) {
        guard !stopped else { return }
        guard depth < limits.maximumDepth else {
            stop(.nestingTooDeep(limit: limits.maximumDepth, location: .init(file: folder.path)), reader: &reader)
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            reader.error(
                .malformedInput(
                    reason: "cannot read the folder: \(error.localizedDescription)",
                    location: .init(file: folder.path)
                )
            )
            return
        }
        var childPrefix = prefix
        if names.contains("Contents.json"), let file = readContents(folder, place: place, reader: &reader) {
            folderFiles.append(file)
            let namespace = file.root["properties"]?["provides-namespace"]
            if !isRoot, case .bool(true)? = namespace?.value { childPrefix.append(folder.lastPathComponent) }
        }
        for name in names where !name.hasPrefix(".") && name != "Contents.json" {
            guard !stopped else { return }
            entriesSeen += 1
            guard entriesSeen <= maximumEntries else {
                let what = "more than \(maximumEntries) files and folders"
                stop(
                    .limitExceeded(what: what, limit: maximumEntries, location: .init(file: folder.path)),
                    reader: &reader
                )
                return
            }
            let child = folder.appendingPathComponent(name)
            guard let type = Self.type(of: child) else { continue }
            if type == .typeSymbolicLink {
                reader.warning(
                    .unsupported(
                        feature: "symbolic link",
                        reason: "the walk follows none; '\(name.clippedForMessage)' was not read",
                        location: .init(file: child.path)
                    )
                )
                continue
            }
            guard type == .typeDirectory else { continue }
            let kind = child.pathExtension.lowercased()
            if kind == FileShape.colorSetExtension {
                readColorSet(child, prefix: childPrefix, place: place, reader: &reader)
            } else if FileShape.isCatalogGroup(named: name) {
                readGroup(
                    child,
                    prefix: childPrefix,
                    place: place + [name],
                    depth: depth + 1,
                    isRoot: false,
                    reader: &reader
                )
            } else {
                skipped[kind, default: 0] += 1
            }
        }
    }

    /// Reads a `.colorset` folder's `Contents.json` as the colour at `prefix` + its name; the set
    /// is in the folder at `place` from the catalog.
    mutating func readColorSet(_ folder: URL, prefix: [String], place: [String], reader: inout DocumentReader) {
        let name = folder.deletingPathExtension().lastPathComponent
        let path = AssetCatalogImporter.tokenPath(forColorNamed: (prefix + [name]).joined(separator: "/"))
        let location = ThemeError.Location(file: folder.path)
        if let problem = limits.pathProblem("a colour name", length: path.string.utf8.count, at: location) {
            reader.error(problem)
            return
        }
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            reader.warning(
                UnreadableToken.warning(
                    feature: "colour set name '\(name.clippedForMessage)'",
                    because: "a colour name has no control characters",
                    path: path.string.clippedForMessage,
                    location: location
                )
            )
            return
        }
        guard colors.count < limits.maximumTokenCount else {
            let what = "more than \(limits.maximumTokenCount) colour sets"
            stop(.limitExceeded(what: what, limit: limits.maximumTokenCount, location: location), reader: &reader)
            return
        }
        guard Self.type(of: folder.appendingPathComponent("Contents.json")) != nil else {
            reader.error(.malformedInput(reason: "a colour set without a Contents.json", location: location))
            return
        }
        guard let file = readContents(folder, place: place + [folder.lastPathComponent], reader: &reader) else {
            return
        }
        guard let set = AssetCatalogColorSet.read(file.root, name: path.string, reader: &reader) else {
            unreadSets.append(file)
            return
        }
        let found = file.root.location(.root, file: reader.currentFile)
        colors.append(Color(path: path, set: set, location: found, file: file))
    }

    /// The `Contents.json` of `folder` (at `place` from the catalog), with problems in that
    /// file's name; `nil` when it cannot be read (reported).
    private mutating func readContents(_ folder: URL, place: [String], reader: inout DocumentReader) -> File? {
        let file = folder.appendingPathComponent("Contents.json")
        reader.currentFile = file.path
        guard Self.type(of: file) == .typeRegular else {
            reader.error(
                .malformedInput(
                    reason: "Contents.json is not a regular file (a link, a folder or a device); it was not read",
                    location: .init(file: file.path)
                )
            )
            return nil
        }
        do throws(ThemeError) {
            let bytes = try FileReading.read(file, limit: limits.maximumDocumentSize)
            bytesRead += bytes.count
            guard bytesRead <= maximumBytes else {
                let what = "more than \(maximumBytes) bytes of Contents.json files"
                stop(.limitExceeded(what: what, limit: maximumBytes, location: .init(file: file.path)), reader: &reader)
                return nil
            }
            let root = try JSONParser.read(bytes, options: .document(limits.theme, lenient: false))
            return File(path: (place + ["Contents.json"]).joined(separator: "/"), bytes: Array(bytes), root: root)
        } catch {
            reader.error(error.inFile(file.path))
            return nil
        }
    }

    /// Reports the limit reached and ends the walk.
    private mutating func stop(_ problem: ThemeError, reader: inout DocumentReader) {
        stopped = true
        reader.error(problem)
    }

    /// One note for every asset that is not a colour set.
    func reportSkipped(in catalog: String, reader: inout DocumentReader) {
        guard !skipped.isEmpty else { return }
        let counts = skipped.sorted { $0.key < $1.key }.map { "\($0.value) .\($0.key.clippedForMessage)" }
        let total = skipped.values.reduce(0, +)
        reader.currentFile = catalog
        reader.warning(
            .unsupported(
                feature: "\(total) asset\(total == 1 ? "" : "s") that \(total == 1 ? "is" : "are") not colours",
                reason: "Palette reads colour sets only; \(counts.joined(separator: ", ")) skipped",
                location: .init(file: catalog)
            )
        )
    }

    /// The type of the item at `url` itself (a link is not followed), or `nil` when there is none.
    private static func type(of url: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
    }
}
