import Foundation
internal import InternalPaletteUtilities
import Palette

extension AssetCatalogExporter.Catalog {
    /// What writing a catalog did.
    public struct WriteReport: Hashable, Sendable {
        /// The catalog folder's path.
        public var catalog: String
        /// The files written, because they were new or their contents changed.
        public var written: [String] = []
        /// The files left as they were, their contents already the same.
        public var unchanged: [String] = []
        /// Colour sets in the catalog folder that the theme does not have: left in place, since
        /// Palette does not delete what it may not have written. The sets of roles the theme
        /// takes from the theme it extends (``AssetCatalogExporter/Catalog/inheritedSets``) are not
        /// stale: the theme has them.
        public var stale: [String] = []
    }

    /// Writes the catalog into `folder` (as `folder/<Name>.xcassets`), writing only the files
    /// whose contents changed, so an unchanged export touches nothing and a build that depends
    /// on the catalog does not run again.
    ///
    /// Colour sets already in the catalog that the theme does not have are left in place and
    /// listed in ``WriteReport/stale``: the catalog may hold colours someone added by hand.
    ///
    /// Every file stays inside the catalog's folder: a path that is absolute or has an empty,
    /// `.` or `..` name, or one that would pass through a symbolic link in the catalog, is
    /// refused before anything is written.
    ///
    /// - Parameters:
    ///   - folder: Where the catalog folder is written.
    ///   - limits: The bounds on the walk through the catalog already there, as an import walks
    ///     it: no deeper than ``/Palette/ThemeLimits/maximumDepth``, no more entries than a catalog of
    ///     ``/Palette/ThemeLimits/maximumTokenCount`` colours holds.
    /// - Throws: ``/Palette/ThemeError/Code/malformedInput`` naming the path that could not
    ///   be made or written, or that would leave the catalog's folder.
    public func write(into folder: URL, limits: FormatLimits = .default) throws(ThemeError) -> WriteReport {
        let root = folder.appendingPathComponent(folderName, isDirectory: true)
        var report = WriteReport(catalog: root.path)
        try Self.checkInside(root, folderName: folderName, files: files)
        for file in files {
            let url = root.appendingPathComponent(file.path)
            let written: Bool
            do {
                written = try FileWriting.writeIfChanged(Data(file.contents.utf8), to: url)
            } catch {
                throw .malformedInput(
                    reason: "cannot write the file: \(error.localizedDescription)",
                    location: .init(file: url.path)
                )
            }
            if written { report.written.append(url.path) } else { report.unchanged.append(url.path) }
        }
        let expected = Set(
            files.map { ($0.path as NSString).deletingLastPathComponent.asciiCaseFolded }
                + inheritedSets.map(\.asciiCaseFolded)
        )
        var seen = 0
        report.stale = Self.colorSets(in: root, relative: "", depth: 0, seen: &seen, limits: limits)
            .filter { !expected.contains($0.asciiCaseFolded) }
            .map { root.appendingPathComponent($0).path }
        return report
    }

    /// Throws when a file would be written outside the catalog's folder: a path that is absolute,
    /// has an empty, `.` or `..` name, or passes through a symbolic link; or a catalog name that
    /// is not one folder's.
    private static func checkInside(
        _ root: URL,
        folderName: String,
        files: [AssetCatalogExporter.File]
    ) throws(ThemeError) {
        func refuse(_ path: String, _ reason: String) -> ThemeError {
            .malformedInput(reason: "refused: \(reason); nothing was written", location: .init(file: path))
        }
        if folderName.isEmpty || folderName == "." || folderName == ".." || folderName.contains("/") {
            throw refuse(root.path, "a catalog's name is one folder's name")
        }
        var checked: Set<String> = []
        for file in files {
            let names = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if names.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) {
                throw refuse(
                    root.path + "/" + file.path,
                    "'\(file.path.clippedForMessage)' would be written outside the catalog's folder"
                )
            }
            // Every folder on the way, the catalog's own included, must not be a link out of it.
            var url = root
            for name in [""] + names.dropLast().map(String.init) {
                if !name.isEmpty { url.appendPathComponent(name) }
                guard checked.insert(url.path).inserted else { continue }
                let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink {
                    throw refuse(url.path, "it is a symbolic link, which could lead outside the catalog's folder")
                }
            }
        }
    }

    /// The colour sets under `folder`, by path relative to the catalog: a bounded walk that
    /// follows no link.
    private static func colorSets(
        in folder: URL,
        relative: String,
        depth: Int,
        seen: inout Int,
        limits: FormatLimits
    ) -> [String] {
        guard depth < limits.maximumDepth,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            seen += 1
            guard seen <= limits.maximumCatalogEntries else { return found }
            let url = folder.appendingPathComponent(name)
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            guard type == .typeDirectory else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if FileShape.isColorSet(url) {
                found.append(path)
            } else if url.pathExtension.isEmpty {
                found += colorSets(in: url, relative: path, depth: depth + 1, seen: &seen, limits: limits)
            }
        }
        return found
    }
}
