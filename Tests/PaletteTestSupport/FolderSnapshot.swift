import Foundation

/// Every file and folder under a folder, by path relative to it, with each file's bytes: what
/// `diff -r` compares, so a test can say that a written folder is another one byte for byte.
package struct FolderSnapshot: Equatable {
    /// The entries by relative path (`Colors/Contents.json`): a file's bytes, or `nil` for a folder.
    package private(set) var entries: [String: Data?] = [:]

    /// Reads everything under `folder`; hidden files are read too, links are not followed.
    package init(_ folder: URL) throws {
        let root = folder.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: root) else { return }
        while let relative = walk.nextObject() as? String {
            let path = root + "/" + relative
            let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            entries[relative] = type == .typeDirectory ? .some(nil) : try Data(contentsOf: URL(fileURLWithPath: path))
        }
    }

    /// What differs from `other`, as `diff -r` would say it: `only in this: …`, `only in other: …`,
    /// `differs: …`, in path order; empty when the two are the same.
    package func differences(from other: FolderSnapshot) -> [String] {
        var lines: [String] = []
        for path in Set(entries.keys).union(other.entries.keys).sorted() {
            switch (entries[path], other.entries[path]) {
            case (nil, _): lines.append("only in other: \(path)")
            case (_, nil): lines.append("only in this: \(path)")
            case (let mine?, let theirs?) where mine != theirs: lines.append("differs: \(path)")
            default: continue
            }
        }
        return lines
    }
}
