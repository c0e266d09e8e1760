import Foundation
internal import InternalPaletteUtilities
import Palette

/// The files a resolver document references, each read and parsed once, none outside the
/// resolver's folder and no more of them than ``FormatLimits/maximumFolderFiles``.
struct ResolverFiles: Sendable {
    /// The resolver's folder, standardized; `nil` for a document read from no file.
    let folder: URL?
    let limits: FormatLimits
    /// Files read so far, by standardized path.
    private var parsed: [String: ParsedThemeFile] = [:]

    /// The files of the resolver at `path` (a file's path, as given).
    init(resolver path: String?, limits: FormatLimits) {
        folder = path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().standardizedFileURL }
        self.limits = limits
    }

    /// Files already read and parsed, which references to them use instead of reading them again
    /// (a folder's files, read once by the loader).
    mutating func preload(_ files: [ParsedThemeFile]) {
        for file in files {
            guard let path = file.path else { continue }
            parsed[URL(fileURLWithPath: path).standardizedFileURL.path] = file
        }
    }

    /// How many files have been read.
    var count: Int { parsed.count }

    /// Every file read, in path order: what a resolver's theme is read from, for a caller that
    /// lists them.
    var paths: [String] { parsed.values.compactMap(\.path).sorted() }

    /// The file `reference` names, read and parsed as ``file(_:from:at:)`` reads it; `nil`, with
    /// why reported to `reader`, when it cannot be read or is no text Palette parses.
    mutating func readable(
        _ reference: String,
        from referrer: String?,
        at location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> ParsedThemeFile? {
        switch file(reference, from: referrer, at: location) {
        case .success(let parsed):
            if let problem = parsed.readingProblem {
                reader.error(problem)
                return nil
            }
            return parsed
        case .failure(let problem):
            reader.error(problem)
            return nil
        }
    }

    /// The file `reference` names, relative to the file `referrer` (the resolver's own folder when
    /// `nil`), read and parsed; or why it cannot be read.
    mutating func file(
        _ reference: String,
        from referrer: String?,
        at location: ThemeError.Location
    ) -> Result<ParsedThemeFile, ThemeError> {
        guard let folder else {
            return .failure(
                .unresolvedReference(
                    reference: reference,
                    reason: "the resolver was read from no file, so there is no folder to find files in",
                    location: location
                )
            )
        }
        if reference.contains("://") {
            return .failure(
                .unsupported(
                    feature: "a reference to '\(reference.clippedForMessage)'",
                    reason: "a resolver's sources are files beside it; Palette does not fetch URLs",
                    location: location
                )
            )
        }
        let base = referrer.map { URL(fileURLWithPath: $0).deletingLastPathComponent() } ?? folder
        let url = URL(fileURLWithPath: reference, relativeTo: base).standardizedFileURL
        guard Self.isInside(url, folder) else {
            return .failure(
                .unresolvedReference(
                    reference: reference,
                    reason: "this file is outside the resolver's folder '\(folder.path)', which its files cannot leave",
                    location: location
                )
            )
        }
        let display = Self.displayPath(reference, from: referrer)
        if let file = parsed[url.path] { return .success(file) }
        guard parsed.count < limits.maximumFolderFiles else {
            return .failure(
                .limitExceeded(
                    what: "the files the resolver references",
                    limit: limits.maximumFolderFiles,
                    location: location
                )
            )
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return .failure(
                .unresolvedReference(reference: reference, reason: "there is no file '\(display)'", location: location)
            )
        }
        var file = ParsedThemeFile.read(url, limits: limits)
        file.path = display
        parsed[url.path] = file
        return .success(file)
    }

    /// Whether `url` is inside `folder` once links are followed.
    private static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let inner = url.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        let outer = folder.resolvingSymlinksInPath().standardizedFileURL.pathComponents
        return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
    }

    /// The path problems name a referenced file by: the referrer's folder as given, joined to the
    /// reference (`tokens/apple-hig/color/dark.tokens.json`), without `./`.
    static func displayPath(_ reference: String, from referrer: String?) -> String {
        let folder = referrer.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        let joined = folder.isEmpty ? reference : (folder as NSString).appendingPathComponent(reference)
        var components: [String] = []
        for component in joined.split(separator: "/", omittingEmptySubsequences: false).map(String.init) {
            if component == ".", !components.isEmpty { continue }
            if component == "..", let last = components.last, last != "..", !last.isEmpty {
                components.removeLast()
                continue
            }
            components.append(component)
        }
        let path = components.joined(separator: "/")
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}
