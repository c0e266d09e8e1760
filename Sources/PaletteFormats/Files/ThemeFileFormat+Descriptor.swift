import Foundation
internal import InternalPaletteUtilities
import Palette

extension ThemeFileFormat {
    /// What one format is, said once: its names, how a file or folder in it is recognised, what it
    /// reads and writes, the options its reader takes, and how people and docs name it.
    ///
    /// ``ThemeFileFormat/all`` holds one for each format; the loader, the CLI (`--from`, format
    /// detection, `palette import`'s help), the build plugin's file filter and the DocC list of
    /// formats all ask it, so that a file is the same format wherever it is given.
    ///
    /// Every format is read in one shape, with the ``ImportOptions`` of which ``options`` says what
    /// the format uses: ``ThemeFileFormat/decode(_:file:options:)`` reads a file in any format, and
    /// each importer (``DTCGImporter``, ``AUUThemeImporter``, ``GiottoImporter``,
    /// ``SwiftThemeImporter``, ``AssetCatalogImporter``) has the same `decode(_:file:options:)`,
    /// with `decode(files:options:)` where the format ``readsSeveralFiles`` and
    /// `decode(folder:options:)` where it ``recognisesFolders``. What is a format's own (its
    /// default roles, the theme it extends) is given to its importer's initialiser.
    ///
    /// ```swift
    /// let format = ThemeFileFormat.detect(bytes)  // .auutheme
    /// print(format?.descriptor.displayName ?? "none")  // AUUTheme JSON
    /// ```
    public struct Descriptor: Sendable {
        /// The format described.
        public let format: ThemeFileFormat
        /// Other names the format is known by, lowercased (`auu` for `auutheme`).
        public let aliases: [String]
        /// How people and the docs name the format: `AUUTheme JSON`.
        public let displayName: String
        /// One line on what the format is, for the docs' list and `--help`.
        public let summary: String
        /// What a file in the format is, for messages: `an AUUTheme theme (an object with 'colors',
        /// 'images' or 'appearance')`.
        public let expectation: String
        /// What marks a file in the format, for the message about a file in none: `an AUUTheme theme
        /// has 'colors', 'images' or 'appearance'`; `nil` for a format only a folder or a name tells.
        public let mark: String?
        /// The extensions, lowercased, of the files the format's themes are in (`json`, `plist`).
        public let fileExtensions: Set<String>
        /// The extensions, lowercased, of folders that are a theme in the format (`xcassets`).
        public let folderExtensions: Set<String>
        /// The endings of file names, lowercased, that the build plugin compiles without being told
        /// (`.tokens.json`).
        public let buildFileSuffixes: [String]
        /// The `--from` suffixes that choose a reading of the format (`first` in `auu-first`).
        public let readings: [String]
        /// The ``ImportOptions`` the format's reader uses.
        public let options: Set<Option>
        /// The ways the files of a theme in the format are laid out, in the order a file with modes
        /// is matched against them (``Layout``).
        public let layouts: [Layout]
        /// The `palette export --format` name that writes the format, or `nil` when Palette only
        /// reads it.
        public let exportName: String?
        /// Where the format comes first when a file could be in several: lower first.
        let precedence: Int
        /// Whether parsed JSON or a parsed property list is in the format; `nil` for none.
        let recognisesJSON: (@Sendable (JSONNode, FormatLimits) -> Bool)?
        let recognisesPropertyList: (@Sendable (JSONNode) -> Bool)?
        /// Whether a folder's listing (its names) makes it a theme in the format, beside
        /// ``folderExtensions``.
        let recognisesFolderListing: (@Sendable ([String]) -> Bool)?

        /// The format's name as the CLI writes it (`--from auutheme`).
        public var name: String { format.rawValue }

        /// Every name that chooses the format: its name, then its aliases.
        public var names: [String] { [name] + aliases }

        /// Whether a folder may be a theme in the format, read as a whole (an asset catalog).
        public var recognisesFolders: Bool { !folderExtensions.isEmpty || recognisesFolderListing != nil }

        /// Whether one theme may be read from several files in the format: a set of token files, or
        /// an SDThemeManager theme and the themes it falls back to (one of its ``layouts`` is).
        public var readsSeveralFiles: Bool { layouts.contains(where: \.readsSeveralFiles) }

        /// Whether the format is read as DTCG tokens, whose paths may be mapped to font styles.
        public var readsTokens: Bool { options.contains(.styleMappings) }

        /// Whether a parsed file is in the format, by the format's own rule alone (another format
        /// may come first for the same file: see ``ThemeFileFormat/detect(_:limits:)``).
        ///
        /// Text that is neither JSON nor a property list, or could not be read, is in no format.
        package func recognises(_ content: ParsedThemeFile.Content, limits: FormatLimits) -> Bool {
            switch content {
            case .json(let root, _): recognisesJSON?(root, limits) ?? false
            // A property list that cannot be parsed is SDThemeManager's, whose reader reports it.
            case .propertyList(.success(let root)): recognisesPropertyList?(root) ?? false
            case .propertyList(.failure): format == .giotto
            case .malformed, .unreadable: false
            }
        }

        /// Whether a folder is a theme in the format, read whole, rather than walked for theme
        /// files: by its extension, or by what it holds.
        public func recognises(folder: URL) -> Bool {
            if folderExtensions.contains(folder.pathExtension.asciiCaseFolded) { return true }
            guard let recognisesFolderListing,
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            else { return false }
            return recognisesFolderListing(names)
        }
    }

    /// What a format's reader may be told, of what ``ImportOptions`` holds.
    public enum Option: String, CaseIterable, Hashable, Sendable {
        /// The theme's identifier and name (`--id`, `--name`).
        case naming
        /// Paths mapped to roles (`--map PATH=ROLE`).
        case roleMappings
        /// Paths mapped to font styles (`--map PATH=STYLE`).
        case styleMappings
        /// The contexts of a file with modes (`--input NAME=CONTEXT`).
        case modes
        /// How strictly the file is held to DTCG 2025.10 (`--strict`).
        case conformance
        /// What AUUTheme's image types 0 and 1 mean (`--from auu-first`).
        case imageTypes
    }

    /// The format's entry in ``all``.
    public var descriptor: Descriptor {
        Self.all[Self.allCases.firstIndex(of: self) ?? Self.allCases.startIndex]
    }
}
