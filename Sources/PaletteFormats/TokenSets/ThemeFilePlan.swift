import Foundation
internal import InternalPaletteUtilities
import Palette

/// Which files a list of files and folders stands for, and which of them are read together as
/// one set of design tokens.
///
/// - Files named one by one are read as they are; the token files among them (DTCG, its older
///   drafts, Style Dictionary, Tokens Studio) are one set, as Style Dictionary's `source` list and
///   Terrazzo's `tokens` array make one.
/// - A folder stands for the theme files in it and in its folders (hidden ones, `node_modules`
///   and the configuration files of JavaScript tools, such as `package.json`, left out: see
///   ``isLeftOut(_:)``). Its token files are one set, named after the folder (after the
///   file when there is only one); Palette documents, AUUTheme and SDThemeManager files stay one
///   theme per file.
/// - A folder with a Style Dictionary `config.json` is the files its `include` (there only for
///   references) and `source` patterns name; one with Tokens Studio's `$metadata.json` or
///   `$themes.json` is the sets they name, in `tokenSetOrder`. Either is one set named after the
///   folder, and naming the file itself stands for its folder's set.
///
/// Token files that carry their own theme identifier (`$extensions["org.palette"].id`, as
/// Palette's exporter writes) are themes of their own; the loader checks that once it has read
/// them.
package struct ThemeFilePlan: Sendable {
    /// One file to read.
    package struct Entry: Sendable {
        package var url: URL
        /// The set the file joins if it holds tokens, as an index into ``sets``.
        package var set: Int
        /// Whether its tokens are there only for the set's references to reach.
        package var isReferenceOnly = false
        /// The Tokens Studio set it is (`core/colors`), in a folder Tokens Studio describes.
        package var setName: String?

        /// The format of a folder read whole as one theme (an Xcode asset catalog, or one colour
        /// set), by ``ThemeFileFormat/detect(folder:)``; `nil` for a file.
        package var folderFormat: ThemeFileFormat?
        /// Whether the file was found in a folder given whole, rather than named.
        package var isInFolder = false

        package init(
            url: URL,
            set: Int,
            isReferenceOnly: Bool = false,
            setName: String? = nil,
            folderFormat: ThemeFileFormat? = nil
        ) {
            self.url = url
            self.set = set
            self.isReferenceOnly = isReferenceOnly
            self.setName = setName
            self.folderFormat = folderFormat
        }
    }

    /// One set of token files.
    package struct TokenSet: Sendable {
        /// The folder the set is named after; `nil` for files named one by one.
        package var folder: URL?
        /// Whether the folder names the set even when it has one file: a configuration or Tokens
        /// Studio's metadata describes it.
        package var isDescribed = false
        /// Tokens Studio's description of the folder's sets and themes, when it has one.
        package var tokensStudio: TokensStudioSets?

        /// Tokens Studio's description with the folder it describes, for reading its themes.
        package var tokensStudioFolder: (sets: TokensStudioSets, folder: URL)? {
            guard let tokensStudio, let folder else { return nil }
            return (tokensStudio, folder)
        }

        /// The identifier of the set's theme when `fileCount` of its files hold tokens: the
        /// folder's name, or `nil` (the first file's own, or its name) for one file of a folder,
        /// or for files named one by one.
        package func identifier(fileCount: Int) -> String? {
            guard let folder, isDescribed || fileCount > 1 else { return nil }
            return FileShape.identifier(fromFile: folder.lastPathComponent)
        }
    }

    package private(set) var entries: [Entry] = []
    package private(set) var sets: [TokenSet] = []
    /// What kept files from being found (an unreadable folder, too many files).
    package private(set) var errors: [ThemeError] = []
    /// What a description named that is not there (a set without its file, a pattern matching
    /// nothing).
    package private(set) var warnings: [ThemeWarning] = []

    /// The bounds on folders: how deep, and how many files and folders, a folder may stand for
    /// (``FormatLimits/maximumFolderDepth``, ``FormatLimits/maximumFolderFiles``,
    /// ``FormatLimits/maximumFolders``), and on the glob patterns of a description.
    private let limits: FormatLimits
    /// The folders listed so far, by their real path: a link back up the tree is not followed twice.
    private var listedFolders: Set<String> = []

    /// The plan for files and folders given in this order.
    package init(_ items: [URL], limits: FormatLimits) {
        self.limits = limits
        var loose: Int?
        for item in items {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: item.path, isDirectory: &isDirectory), isDirectory.boolValue {
                if let format = ThemeFileFormat.detect(folder: item) {
                    entries.append(Entry(url: item, set: newSet(TokenSet()), folderFormat: format))
                } else {
                    addFolder(item, depth: 0, into: nil, limits: limits)
                }
            } else if Self.descriptionNames.contains(item.lastPathComponent),
                addDescribedFolder(item.deletingLastPathComponent(), limits: limits)
            {
                continue
            } else {
                let set = loose ?? newSet(TokenSet())
                loose = set
                entries.append(Entry(url: item, set: set))
            }
        }
    }

    /// The names of the files that may describe their folder's set.
    static let descriptionNames: Set<String> = [
        TokenSetDescription.styleDictionaryConfig, TokenSetDescription.tokensStudioMetadata,
        TokenSetDescription.tokensStudioThemes,
    ]

    private mutating func newSet(_ set: TokenSet) -> Int {
        sets.append(set)
        return sets.count - 1
    }

    /// Adds a folder's files: its description's set when it has one, else its theme files and
    /// those of its folders, the token files among them joining `set` (a new set named after the
    /// folder when `nil`).
    private mutating func addFolder(_ folder: URL, depth: Int, into set: Int?, limits: FormatLimits) {
        guard depth <= limits.maximumFolderDepth, listedFolders.count < limits.maximumFolders,
            listedFolders.insert(folder.resolvingSymlinksInPath().path).inserted
        else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            errors.append(
                .malformedInput(
                    reason: "cannot read the folder: \(error.localizedDescription)",
                    location: .init(file: folder.path)
                )
            )
            return
        }
        if names.contains(where: Self.descriptionNames.contains), addDescribedFolder(folder, limits: limits) { return }
        let set = set ?? newSet(TokenSet(folder: folder))
        var folders: [URL] = []
        for name in names where !Self.isLeftOut(name) {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue, let format = ThemeFileFormat.detect(folder: url) {
                // A catalog is one theme: its Contents.json files are no theme files of their own.
                entries.append(Entry(url: url, set: newSet(TokenSet()), folderFormat: format))
            } else if isDirectory.boolValue {
                folders.append(url)
            } else if ThemeFileFormat.fileExtensions.contains(url.pathExtension.asciiCaseFolded) {
                guard entries.count < limits.maximumFolderFiles else {
                    errors.append(
                        .limitExceeded(
                            what: "the theme files in the folder",
                            limit: limits.maximumFolderFiles,
                            location: .init(file: folder.path)
                        )
                    )
                    return
                }
                var entry = Entry(url: url, set: set)
                entry.isInFolder = true
                entries.append(entry)
            }
        }
        for inner in folders { addFolder(inner, depth: depth + 1, into: set, limits: limits) }
    }

    /// Adds the set a folder's Style Dictionary configuration or Tokens Studio metadata
    /// describes; `false` when it has neither (a `config.json` of another kind).
    private mutating func addDescribedFolder(_ folder: URL, limits: FormatLimits) -> Bool {
        let config = ParsedThemeFile.read(
            folder.appendingPathComponent(TokenSetDescription.styleDictionaryConfig),
            limits: limits
        )
        if let root = config.root, TokenSetDescription.isStyleDictionaryConfig(root) {
            addStyleDictionarySet(folder, config: root, file: config.path)
            return true
        }
        let metadata = ParsedThemeFile.read(
            folder.appendingPathComponent(TokenSetDescription.tokensStudioMetadata),
            limits: limits
        )
        let themes = ParsedThemeFile.read(
            folder.appendingPathComponent(TokenSetDescription.tokensStudioThemes),
            limits: limits
        )
        guard
            metadata.root.map(TokenSetDescription.isTokensStudioMetadata) == true
                || themes.root.map(TokenSetDescription.isTokensStudioThemes) == true
        else { return false }
        addTokensStudioSet(folder, sets: TokensStudioSets(metadata: metadata.root, themes: themes.root))
        return true
    }

    /// The files of a Style Dictionary configuration: `include` first, for references only, then
    /// `source`, each pattern's files in name order, a file named twice read once.
    private mutating func addStyleDictionarySet(_ folder: URL, config: JSONNode, file: String?) {
        let set = newSet(TokenSet(folder: folder, isDescribed: true))
        let files = Self.relativeFiles(in: folder, limits: limits)
        let patterns = TokenSetDescription.styleDictionaryPatterns(config)
        var added: Set<String> = []
        for (list, isReferenceOnly) in [(patterns.include, true), (patterns.source, false)] {
            for pattern in list {
                let glob = GlobPattern(pattern, limits: limits)
                let matched = files.filter(glob.matches)
                if matched.isEmpty {
                    warnings.append(
                        ThemeWarning(
                            .unresolvedReference(
                                reference: pattern,
                                reason: "no file in \(folder.path) matches this pattern",
                                location: .init(file: file, path: isReferenceOnly ? "include" : "source")
                            )
                        )
                    )
                }
                for path in matched where added.insert(path).inserted {
                    let url = folder.appendingPathComponent(path)
                    entries.append(Entry(url: url, set: set, isReferenceOnly: isReferenceOnly))
                }
            }
        }
    }

    /// The files of a Tokens Studio folder: one per set (`core/colors.json` for `core/colors`),
    /// in `tokenSetOrder`.
    private mutating func addTokensStudioSet(_ folder: URL, sets: TokensStudioSets) {
        let set = newSet(TokenSet(folder: folder, isDescribed: true, tokensStudio: sets))
        let available = Self.relativeFiles(in: folder, limits: limits)
            .filter { $0.hasSuffix(".json") && !Self.descriptionNames.contains($0) }
            .map { String($0.dropLast(".json".count)) }
        for name in sets.namedSets where !available.contains(name) {
            warnings.append(
                ThemeWarning(
                    .unresolvedReference(
                        reference: name,
                        reason:
                            "Tokens Studio's metadata names this set, but there is no '\(name).json' in \(folder.path)",
                        location: .init(
                            file: folder.appendingPathComponent(TokenSetDescription.tokensStudioMetadata).path
                        )
                    )
                )
            )
        }
        let themes = folder.appendingPathComponent(TokenSetDescription.tokensStudioThemes).path
        if let warning = sets.unusedSetsWarning(available: available, location: .init(file: themes)) {
            warnings.append(ThemeWarning(warning))
        }
        for (name, isReferenceOnly) in sets.plan(available: available) {
            entries.append(
                Entry(
                    url: folder.appendingPathComponent(name + ".json"),
                    set: set,
                    isReferenceOnly: isReferenceOnly,
                    setName: name
                )
            )
        }
    }

    /// Every file below a folder as a relative path (`tokens/color/base.json`), in name order,
    /// what ``isLeftOut(_:)`` says left out, bounded in depth and count.
    static func relativeFiles(in folder: URL, limits: FormatLimits) -> [String] {
        var found: [String] = []
        var listed: Set<String> = []
        var pending: [(url: URL, relative: String, depth: Int)] = [(folder, "", 0)]
        while let (url, relative, depth) = pending.popLast(), found.count < limits.maximumFolderFiles,
            listed.count < limits.maximumFolders
        {
            guard listed.insert(url.resolvingSymlinksInPath().path).inserted else { continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted().reversed() where !Self.isLeftOut(name) {
                let child = url.appendingPathComponent(name)
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if depth < limits.maximumFolderDepth { pending.append((child, path, depth + 1)) }
                } else {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Whether a folder's file or folder named `name` is left out of what the folder stands for:
    /// hidden ones, `node_modules`, and the configuration files a design system's package keeps
    /// beside its tokens (`package.json`, `tsconfig.json`, …), which are never theme files. A file
    /// named on its own is read whatever its name.
    static func isLeftOut(_ name: String) -> Bool {
        name.hasPrefix(".") || name == "node_modules" || toolFiles.contains(name)
            || (name.hasPrefix("tsconfig") && name.hasSuffix(".json"))
    }

    /// The configuration files of package managers, build tools and bots that sit in token
    /// packages' folders (npm's, TypeScript's, monorepo tools', Renovate's).
    private static let toolFiles: Set<String> = [
        "package.json", "package-lock.json", "npm-shrinkwrap.json", "bower.json", "composer.json", "deno.json",
        "jsconfig.json", "lerna.json", "nx.json", "turbo.json", "renovate.json", "vercel.json", "firebase.json",
    ]
}
