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
/// ```swift
/// let catalog = AssetCatalogExporter().export(theme)
/// let report = try catalog.write(into: URL(fileURLWithPath: "Generated"))
/// ```
public struct AssetCatalogExporter: Sendable {
    /// Creates an exporter.
    public init() {}

    /// A file of a catalog: its path inside the catalog folder and its text.
    public struct File: Hashable, Sendable {
        /// The path inside the catalog folder: `primary.colorset/Contents.json`.
        public var path: String
        /// The file's contents.
        public var contents: String
    }

    /// A catalog: its folder name and its files.
    public struct Catalog: Hashable, Sendable {
        /// The catalog folder's name, `Acme.xcassets`.
        public var folderName: String
        /// The files, the catalog's own `Contents.json` first.
        public var files: [File]
        /// What could not be written as a colour set, and why.
        public var notes: [String]
    }

    /// The catalog of `theme`; an adaptive theme's variants become each colour set's appearances.
    public func export(_ theme: ResolvedTheme) -> Catalog {
        let adaptive = theme.adaptiveTheme
        let defined = adaptive?.definedVariants ?? [.light]
        let hasDark = defined.contains(.dark) || defined.contains(.darkIncreasedContrast)
        let hasHigh = defined.contains(.lightIncreasedContrast) || defined.contains(.darkIncreasedContrast)
        var slots: [ThemeVariant] = [.light]
        if hasDark { slots.append(.dark) }
        if hasHigh { slots.append(.lightIncreasedContrast) }
        if hasDark, hasHigh { slots.append(.darkIncreasedContrast) }
        let variants = slots.map { (variant: $0, theme: adaptive?.variant($0) ?? theme) }
        var files = [File(path: "Contents.json", contents: Self.contents(of: nil, namespace: false))]
        var notes: [String] = []
        for role in ColorRole.allCases {
            let colors = variants.map { ($0.variant, $0.theme.palette[role]) }
            files.append(
                File(
                    path: "\(role.rawValue).colorset/Contents.json",
                    contents: Self.contents(of: colors, namespace: false)
                )
            )
        }
        var taken = Set(ColorRole.allCases.map { $0.rawValue.asciiCaseFolded + ".colorset" })
        let light = variants[0].theme.tokens.colors
        for path in light.keys.sorted() {
            guard let folders = Self.folders(for: path, notes: &notes) else { continue }
            if path.depth == 1, ColorRole(name: path.string) != nil {
                notes.append(
                    "token '\(path.string.clippedForMessage)' has a role's name, which a catalog cannot tell apart"
                )
                continue
            }
            let file = folders.joined(separator: "/") + ".colorset"
            // Xcode's names and macOS's file names ignore case: two tokens differing only in case clash.
            guard taken.insert(file.asciiCaseFolded).inserted else {
                notes.append("token '\(path.string.clippedForMessage)' has the name of another colour but for case")
                continue
            }
            for depth in 1..<folders.count {
                let namespace = folders.prefix(depth).joined(separator: "/")
                if taken.insert(namespace.asciiCaseFolded + "/").inserted {
                    files.append(
                        File(path: namespace + "/Contents.json", contents: Self.contents(of: nil, namespace: true))
                    )
                }
            }
            let colors = variants.map { ($0.variant, $0.theme.tokens.colors[path] ?? light[path] ?? .black) }
            files.append(File(path: file + "/Contents.json", contents: Self.contents(of: colors, namespace: false)))
        }
        return Catalog(folderName: Self.folderName(for: theme) + ".xcassets", files: files, notes: notes)
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

    /// The folder names of a token path, or `nil` (with a note) when a segment cannot be one.
    private static func folders(for path: TokenPath, notes: inout [String]) -> [String]? {
        let segments = path.segments.map(String.init)
        let unusable = segments.first { segment in
            segment.isEmpty || segment.hasPrefix(".") || segment.utf8.count > 200
                || segment.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
        }
        guard let unusable else { return segments }
        notes.append(
            "token '\(path.string.clippedForMessage)': '\(unusable.clippedForMessage)' cannot be a folder name"
        )
        return nil
    }
}

extension String {
    fileprivate var trimmingLeadingDots: String { String(drop { $0 == "." }) }
}
