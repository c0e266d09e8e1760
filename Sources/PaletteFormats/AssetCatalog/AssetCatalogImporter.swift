import Foundation
internal import InternalPaletteUtilities
import Palette

/// Reads the colours of an Xcode asset catalog (`Assets.xcassets`), or of one colour set
/// (`Primary.colorset`), into a Palette theme document.
///
/// Every colour set is read: components as Xcode writes them (floats, 8-bit integers, `0xHH`),
/// in `srgb`, `display-p3`, `extended-srgb`, `extended-linear-srgb`, `gray-gamma-22` or
/// `extended-gray`, converted to sRGB (clipped, with a warning, when outside it). A set's
/// Dark and High Contrast appearances become the theme's variants (``/Palette/ThemeVariant``): the
/// document is adaptive when any colour differs between them. System colours a set refers to
/// (`systemBlueColor`) take their documented light and dark values; others are named in a
/// warning. Folders that provide a namespace are token groups (`Brand/Blue` is the token
/// `Brand.Blue`); other folders only organise. Image sets and other assets are skipped with one
/// note.
///
/// A colour whose name is a colour role (`primary`, `OnPrimary`, `on-primary`) is that role, as
/// is one ``roles`` maps; the others become colour tokens. Asset catalogs hold no fonts, so the
/// document extends ``extends`` (`"default"`).
///
/// The document also records the catalog's layout, so that ``AssetCatalogExporter`` writes the
/// same files back, byte for byte: each colour's set name and folder (`Colors/Border/compose.poll`,
/// whatever its token path) and, when Palette would not write it the same, its `Contents.json`,
/// in the colour's `extensions`; the `Contents.json` of the catalog, of each folder and of each
/// colour set Palette cannot read, in the document's `extensions`. Both are under
/// ``extensionKey``.
///
/// ```swift
/// let report = AssetCatalogImporter().decode(folder: URL(fileURLWithPath: "Assets.xcassets"))
/// let document = try report.get(file: "Assets.xcassets")
/// ```
///
/// Bad input is reported, never trusted: a malformed `Contents.json` gets its file, line and
/// column; the walk follows no symbolic link and stops at ``FormatLimits`` (folder depth, colour
/// sets, entries and bytes read).
public struct AssetCatalogImporter: Sendable {
    /// The bounds on the input, the theme's identifier (when `nil`, one made from the folder's
    /// name: `Acme.xcassets` gives `acme`) and name (the folder's name without its extension): the
    /// ``ImportOptions`` a catalog is read with (``decode(folder:options:)``) set them.
    var limits: FormatLimits = .default
    var id: String?
    var name: String?
    /// The theme the document extends for its fonts and any required role the catalog lacks.
    public var extends: String
    /// Colours mapped to roles explicitly, by token path (`Brand.Blue` for the colour Xcode
    /// calls `Brand/Blue`); such a colour is the role and not a token.
    public var roles: [TokenPath: [ColorRole]] = [:]

    /// The vendor key of the catalog layout in a document's `extensions` and its colours':
    /// `com.apple.xcassets`.
    public static let extensionKey = "com.apple.xcassets"

    /// Creates an importer; what every format's reader is told (the theme's identifier and name,
    /// bounds, mapped colours) is given to ``decode(folder:options:)``.
    public init(extends: String = "default") {
        self.extends = extends
    }

    /// The path a colour's name stands for: `Brand/Blue` (Xcode's name) gives `Brand.Blue`.
    public static func tokenPath(forColorNamed name: String) -> TokenPath {
        TokenPath(name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "."))
    }

    /// Reads a catalog folder (`*.xcassets`, or any folder of colour sets) or one `.colorset`
    /// folder, reporting every problem at once.
    func read(folder: URL) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        var walk = AssetCatalogWalk(limits: limits)
        let folderName = folder.standardizedFileURL.lastPathComponent
        if FileShape.isColorSet(folder) {
            walk.readColorSet(folder, prefix: [], place: [], reader: &reader)
        } else {
            walk.readGroup(folder, prefix: [], place: [], depth: 0, isRoot: true, reader: &reader)
        }
        walk.reportSkipped(in: folder.path, reader: &reader)
        reader.currentFile = folder.path
        // A colour mapped to a role that the catalog does not have is an error, as a DTCG or
        // SwiftTheme path mapped to nothing is.
        let names = Set(walk.colors.map(\.path.string))
        let mapped = roles.keys.map(\.string).sorted()
        for problem in MappedPaths.unmatched(
            mapped,
            known: names,
            missing: "the catalog has no colour set of this name"
        ) {
            reader.error(problem.inFile(folder.path))
        }
        guard reader.errors.isEmpty else { return reader.report(nil) }
        let stem = (folderName as NSString).deletingPathExtension
        let document = document(
            walk.colors,
            kept: walk.folderFiles + walk.unreadSets,
            defaultName: stem,
            location: .init(file: folder.path),
            reader: &reader
        )
        return reader.report(document)
    }

    /// Reads one colour set's `Contents.json`.
    ///
    /// - Parameters:
    ///   - json: The file's contents.
    ///   - name: The colour's name (the set's folder name without `.colorset`).
    ///   - file: The file's path, for locations.
    func read(
        colorSet json: some Collection<UInt8>,
        name: String,
        file: String?
    ) -> DecodingReport<ThemeDocument> {
        do throws(ThemeError) {
            return read(
                colorSet: try JSONParser.read(json, options: .document(limits.theme, lenient: false)),
                bytes: Array(json),
                name: name,
                file: file
            )
        } catch {
            var reader = DocumentReader()
            reader.currentFile = file
            reader.error(error)
            return reader.report(nil)
        }
    }

    /// Reads one colour set's `Contents.json` already parsed; strict JSON, as Xcode writes it.
    package func read(colorSet parsed: ParsedThemeFile) -> DecodingReport<ThemeDocument> {
        let name = Self.colorName(forFile: parsed.path)
        guard case .json(let root, nil) = parsed.content else {
            // Comments, a syntax error: the strict parser says what and where.
            return read(colorSet: parsed.bytes, name: name, file: parsed.path)
        }
        return read(colorSet: root, bytes: parsed.bytes, name: name, file: parsed.path)
    }

    private func read(
        colorSet root: JSONNode,
        bytes: [UInt8],
        name: String,
        file: String?
    ) -> DecodingReport<ThemeDocument> {
        var reader = DocumentReader()
        reader.currentFile = file
        var colors: [AssetCatalogWalk.Color] = []
        let contents = AssetCatalogWalk.File(path: name + ".colorset/Contents.json", bytes: bytes, root: root)
        if let set = AssetCatalogColorSet.read(root, name: name, reader: &reader) {
            colors.append(
                .init(
                    path: Self.tokenPath(forColorNamed: name),
                    set: set,
                    location: root.location(.root),
                    file: contents
                )
            )
        }
        guard reader.errors.isEmpty else { return reader.report(nil) }
        let document = document(colors, kept: [], defaultName: name, location: .init(file: file), reader: &reader)
        return reader.report(document)
    }

    /// The name of the colour set a `Contents.json` belongs to, from its path
    /// (`Primary.colorset/Contents.json`: `Primary`), or the file's own name without extension.
    public static func colorName(forFile file: String?) -> String {
        guard let file else { return "color" }
        let url = URL(fileURLWithPath: file)
        let parent = url.deletingLastPathComponent()
        if url.lastPathComponent == "Contents.json", FileShape.isColorSet(parent) {
            return parent.deletingPathExtension().lastPathComponent
        }
        return url.deletingPathExtension().lastPathComponent
    }
}
