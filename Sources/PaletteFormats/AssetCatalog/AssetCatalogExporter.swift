internal import InternalPaletteUtilities
import Palette

/// Writes a theme's colours as an Xcode asset catalog: a colour set per role and per colour
/// token, with Dark and High Contrast appearances from the theme's variants.
///
/// The files are in Xcode's own layout (keys in Xcode's order, `" : "`, two-space indentation,
/// a final newline), with components as Xcode writes them in its 8-bit hexadecimal input method
/// (`"0x1F"`, alpha `"1.000"`), so opening and saving the catalog in Xcode changes nothing.
/// Roles are at the top (`primary.colorset`); a token's path becomes folders that provide a
/// namespace (`brand.accent` is `brand/accent.colorset`, which Xcode names `brand/accent`), so
/// ``AssetCatalogImporter`` reads the same theme back.
///
/// A theme read from a catalog is written back as that catalog, byte for byte: the layout the
/// importer records (``AssetCatalogImporter/extensionKey``) puts each colour in its own set
/// (`Colors/Border/compose.poll.colorset`, whatever its token path), writes each folder's
/// `Contents.json` and each colour set Palette could not read as they were, and writes a colour's
/// `Contents.json` as it was while the colour is unchanged. A colour that changed is written as
/// Palette writes colours (sRGB, 8-bit hexadecimal) in place of the entries Palette read; the
/// set's other idioms, its `info` and `properties` stay as they were.
///
/// Roles the theme takes from the theme it extends (a catalog's theme extends `default` for the
/// roles it lacks) are not written unless ``includesInheritedRoles`` says so: the catalog gets
/// the theme's own colours, not thirteen of Palette's defaults.
///
/// ```swift
/// let catalog = try AssetCatalogExporter().export(theme)
/// let report = try catalog.write(into: URL(fileURLWithPath: "Generated"))
/// ```
public struct AssetCatalogExporter: Sendable {
    /// Whether roles the theme takes from the theme it extends are written too; `false` writes
    /// only the roles the theme's document sets (every role of a theme that extends nothing, or
    /// that is not read from a document).
    public var includesInheritedRoles: Bool
    /// Bounds on the layout a document records: path lengths, kept files' size and depth.
    public var limits: FormatLimits

    /// Creates an exporter.
    public init(includesInheritedRoles: Bool = false, limits: FormatLimits = .default) {
        self.includesInheritedRoles = includesInheritedRoles
        self.limits = limits
    }

    /// A file of a catalog: its path inside the catalog folder and its text.
    public struct File: Hashable, Sendable {
        /// The path inside the catalog folder: `primary.colorset/Contents.json`.
        public var path: String
        /// The file's contents.
        public var contents: String

        /// Creates a file; ``Catalog/write(into:limits:)`` refuses a path that leaves the catalog.
        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    /// A catalog: its folder name and its files.
    public struct Catalog: Hashable, Sendable {
        /// The catalog folder's name, `Acme.xcassets`.
        public var folderName: String
        /// The files, the catalog's own `Contents.json` first.
        public var files: [File]
        /// What could not be written as a colour set, and why.
        public var notes: [String]
        /// The colour sets of roles the theme takes from the theme it extends, by path in the
        /// catalog (`primary.colorset`), not written (``AssetCatalogExporter/includesInheritedRoles``):
        /// the theme has them, so writing does not list them as stale.
        public var inheritedSets: [String] = []
        /// The theme the roles in ``inheritedSets`` come from, when it has an identifier.
        public var inheritedFrom: String?
    }

    /// The catalog of `theme`; an adaptive theme's variants become each colour set's appearances.
    ///
    /// - Throws: ``/Palette/ThemeError/invalidValue(value:reason:location:)`` at its place in the
    ///   theme's document when the layout it records names a set or file that cannot be written
    ///   inside the catalog (empty, `..`, a name starting with `.`, a `/` at an end, longer than
    ///   ``/Palette/ThemeLimits/maximumPathLength``) or keeps text that is not JSON: nothing is
    ///   written outside the catalog's folder.
    public func export(_ theme: ResolvedTheme) throws(ThemeError) -> Catalog {
        let adaptive = theme.adaptiveTheme
        let slots = Self.slots(for: adaptive?.definedVariants ?? [.light])
        let variants = slots.map { (variant: $0, theme: adaptive?.variant($0) ?? theme) }
        let layout = try AssetCatalogLayout(theme.sourceDocument?.extensions, limits: limits)
        var notes: [String] = []
        var placements = try rolePlacements(theme, variants: variants)
        placements.colors += try tokenPlacements(theme, variants: variants, notes: &notes)
        var files = [
            File(
                path: "Contents.json",
                contents: layout.files.first { $0.path == "Contents.json" }?.text.text
                    ?? Self.contents(of: nil, namespace: false)
            )
        ]
        // Folders the layout records are written as it says; only new ones get a namespace file.
        var known: Set<String> = []
        for path in layout.files.map(\.path) + placements.colors.filter(\.isRecorded).map(\.set) {
            known.formUnion(Self.folders(of: path).map(\.asciiCaseFolded))
        }
        // The colour sets the layout kept as they were, which only the theme's own colours replace.
        var keptSets: [String: String] = [:]
        for path in layout.files.map(\.path) where path.hasSuffix(".colorset/Contents.json") {
            let set = String(path.dropLast(".colorset/Contents.json".count))
            keptSets[set.asciiCaseFolded] = set
        }
        var written: [String: Placement] = [:]
        var colorFiles: [File] = []
        let ordered = placements.colors.filter { !$0.isInherited } + placements.colors.filter(\.isInherited)
        for placement in ordered {
            let key = placement.set.asciiCaseFolded
            if let first = written[key] {
                // One set read as two roles is written once; two colours cannot share a set.
                let isOneSet = first.set == placement.set && first.kept == placement.kept
                if !isOneSet || first.colors.map(\.1) != placement.colors.map(\.1) {
                    notes.append(
                        "\(placement.name) would be colour set '\(placement.set.clippedForMessage)', which \(first.name) "
                            + "already is (a catalog's names ignore letter case)"
                    )
                }
                continue
            }
            if placement.isInherited, let own = keptSets[key] {
                notes.append(
                    "\(placement.name) would be colour set '\(placement.set.clippedForMessage)', which the catalog's "
                        + "own '\(own.clippedForMessage)' is"
                )
                continue
            }
            written[key] = placement
            if !placement.isRecorded {
                for folder in Self.folders(of: placement.set) where known.insert(folder.asciiCaseFolded).inserted {
                    colorFiles.append(
                        File(path: folder + "/Contents.json", contents: Self.contents(of: nil, namespace: true))
                    )
                }
            }
            colorFiles.append(
                File(path: placement.set + ".colorset/Contents.json", contents: try contents(of: placement))
            )
        }
        for (path, text) in layout.files where path != "Contents.json" {
            if path.hasSuffix(".colorset/Contents.json"),
                written[String(path.dropLast(".colorset/Contents.json".count)).asciiCaseFolded] != nil
            {
                continue
            }
            files.append(File(path: path, contents: text.text))
        }
        return Catalog(
            folderName: Self.folderName(for: theme) + ".xcassets",
            files: files + colorFiles,
            notes: notes,
            inheritedSets: placements.inherited.map { $0 + ".colorset" },
            inheritedFrom: theme.sourceDocument?.extends ?? theme.parent?.id
        )
    }

    /// The catalog's name: the theme's name with `/`, `:` and control characters replaced, or
    /// its identifier when nothing is left.
    static func folderName(for theme: ResolvedTheme) -> String {
        let cleaned = String(
            theme.name.unicodeScalars.map { scalar -> Character in
                scalar == "/" || scalar == ":" || scalar.properties.generalCategory == .control
                    ? "-" : Character(scalar)
            }
        ).trimmingLeadingDots
        return cleaned.isEmpty || cleaned.utf8.count > 200 ? DTCGExporter.fileStem(theme.id) : cleaned
    }

    /// The folders a path inside the catalog is in, outermost first: `a`, `a/b` for `a/b/c`.
    static func folders(of path: String) -> [String] {
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        return (1..<max(names.count, 1)).map { names.prefix($0).joined(separator: "/") }
    }
}

extension String {
    fileprivate var trimmingLeadingDots: String { String(drop { $0 == "." }) }
}
