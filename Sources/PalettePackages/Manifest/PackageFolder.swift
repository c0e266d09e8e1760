import Foundation
import Palette

/// Reading a package folder on disk: the files it holds and each one's size and SHA-256.
package enum PackageFolder {
    /// The paths of the plain files in `folder` and its folders, relative to it, sorted, without
    /// the manifest; hidden files (a name starting with `.`, such as `.DS_Store`) are left out.
    ///
    /// - Parameter checkingPaths: Whether every path must follow the package rules
    ///   (``PackagePath/problem(_:limits:)``).
    /// - Throws: ``/Palette/ThemeError`` for a symbolic link or other special file, a path against the
    ///   rules, more files than ``PackageLimits/maximumPackageFiles`` or folders deeper than
    ///   ``PackageLimits/maximumPackageFolderDepth``, a folder that cannot be read.
    package static func files(
        in folder: URL,
        limits: PackageLimits,
        checkingPaths: Bool = true
    ) throws(ThemeError) -> [String] {
        var paths: [String] = []
        try walk(folder, prefix: "", depth: 0, limits: limits, into: &paths)
        paths.removeAll { $0 == PackagePath.manifestName }
        if checkingPaths {
            var problems: [ThemeError] = []
            for path in paths {
                if let problem = PackagePath.problem(path, limits: limits) {
                    problems.append(.invalidValue(value: path, reason: problem, location: .init(file: path)))
                }
            }
            for conflict in PackagePath.conflicts(paths) {
                problems.append(
                    .invalidValue(
                        value: paths[conflict.index],
                        reason: conflict.reason,
                        location: .init(file: paths[conflict.index])
                    )
                )
            }
            if let problem = ThemeError.combining(problems) { throw problem }
        }
        return paths.sorted()
    }

    private static func walk(
        _ folder: URL,
        prefix: String,
        depth: Int,
        limits: PackageLimits,
        into paths: inout [String]
    ) throws(ThemeError) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw .packageStoreFailure(path: folder.path, reason: "cannot be read: \(error.localizedDescription)")
        }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let path = prefix + name
            switch try kind(of: url) {
            case .typeRegular:
                guard paths.count < limits.maximumPackageFiles else {
                    throw .limitExceeded(
                        what: "a package of more than \(limits.maximumPackageFiles) files",
                        limit: limits.maximumPackageFiles,
                        location: .init(file: folder.path)
                    )
                }
                paths.append(path)
            case .typeDirectory:
                guard depth < limits.maximumPackageFolderDepth else {
                    throw .limitExceeded(
                        what: "the folder '\(path)', more than \(limits.maximumPackageFolderDepth) levels deep,",
                        limit: limits.maximumPackageFolderDepth,
                        location: nil
                    )
                }
                try walk(url, prefix: path + "/", depth: depth + 1, limits: limits, into: &paths)
            case .typeSymbolicLink:
                throw .invalidValue(
                    value: path,
                    reason: "a package holds no symbolic links; copy the file it points to into the package",
                    location: .init(file: path)
                )
            default:
                throw .invalidValue(
                    value: path,
                    reason: "a package holds plain files and folders only",
                    location: .init(file: path)
                )
            }
        }
    }

    /// The kind of file at `url`, not following a symbolic link.
    private static func kind(of url: URL) throws(ThemeError) -> FileAttributeType? {
        do {
            return try FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        } catch {
            throw .noSuchFile(location: .init(file: url.path))
        }
    }

    /// The size and SHA-256 of the plain file at `url`, read in chunks.
    ///
    /// - Throws: ``/Palette/ThemeError`` for a missing file, a symbolic link or anything else that is not a
    ///   plain file, a file over `limit` bytes (before it is read), a read that fails.
    package static func measure(_ url: URL, limit: Int) throws(ThemeError) -> (size: Int, sha256: String) {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw .noSuchFile(location: .init(file: url.path))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw .invalidValue(
                value: url.lastPathComponent,
                reason: "not a plain file",
                location: .init(file: url.path)
            )
        }
        if let size = attributes[.size] as? Int, size > limit {
            throw .inputTooLarge(size: size, limit: limit, location: .init(file: url.path))
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var hash = SHA256()
            var size = 0
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                size += chunk.count
                guard size <= limit else {
                    throw ThemeError.inputTooLarge(size: nil, limit: limit, location: .init(file: url.path))
                }
                hash.update(chunk)
            }
            return (size, hash.finalize().hex)
        } catch let error as ThemeError {
            throw error
        } catch {
            throw .packageStoreFailure(path: url.path, reason: "cannot be read: \(error.localizedDescription)")
        }
    }
}
