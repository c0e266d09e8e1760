import Foundation
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
        /// Palette does not delete what it may not have written.
        public var stale: [String] = []
    }

    /// Writes the catalog into `folder` (as `folder/<Name>.xcassets`), writing only the files
    /// whose contents changed, so an unchanged export touches nothing and a build that depends
    /// on the catalog does not run again.
    ///
    /// Colour sets already in the catalog that the theme does not have are left in place and
    /// listed in ``WriteReport/stale``: the catalog may hold colours someone added by hand.
    ///
    /// - Parameters:
    ///   - folder: Where the catalog folder is written.
    ///   - limits: The bounds on the walk through the catalog already there, as an import walks
    ///     it: no deeper than ``/Palette/ThemeLimits/maximumDepth``, no more entries than a catalog of
    ///     ``/Palette/ThemeLimits/maximumTokenCount`` colours holds.
    /// - Throws: ``/Palette/ThemeError/malformedInput(reason:location:)`` naming the path that could not
    ///   be made or written.
    public func write(into folder: URL, limits: ThemeLimits = .default) throws(ThemeError) -> WriteReport {
        let root = folder.appendingPathComponent(folderName, isDirectory: true)
        var report = WriteReport(catalog: root.path)
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
        let expected = Set(files.map { ($0.path as NSString).deletingLastPathComponent.asciiCaseFolded })
        var seen = 0
        report.stale = Self.colorSets(in: root, relative: "", depth: 0, seen: &seen, limits: limits)
            .filter { !expected.contains($0.asciiCaseFolded) }
            .map { root.appendingPathComponent($0).path }
        return report
    }

    /// The colour sets under `folder`, by path relative to the catalog: a bounded walk that
    /// follows no link.
    private static func colorSets(
        in folder: URL,
        relative: String,
        depth: Int,
        seen: inout Int,
        limits: ThemeLimits
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
