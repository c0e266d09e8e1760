internal import InternalPaletteUtilities
import Palette

/// AUUTheme's image `type` 0 and 1, whose meaning was swapped after its first revision.
///
/// In AUUTheme's first revision (its commits of 2017-02-13 to 2017-02-24), `type` 1 was a bundled
/// image (`imageNamed:`) and 0 an image file in the theme's folder (`imageWithContentsOfFile:`),
/// and an entry without a `type` was a file too. From 2017-02-27 on (the revision AUUTheme's
/// documentation describes) 0 is the bundled image and 1 the file, and types 2 (solid colour) and 3 (remote
/// URL) and the `appearance` section were added; the 2018 revision dropped `type` for the keys
/// `name`, `file`, `color` and `path`, and allowed colours as `{"hex": …}` objects.
///
/// The revision is told from what a file uses:
///
/// - anything the first revision did not have (`appearance`, types 2 and 3, an image's `color`,
///   `path` or `file`, a colour object) means a later revision;
/// - otherwise images that give `width` or `height`, as every theme of the first revision did, or
///   identifiers in its `com.auu.theme` namespace mean the first revision, with a warning that
///   names the rule;
/// - otherwise a file that uses types 0 or 1 is read with the later meaning, with a warning that
///   says the file does not tell and how to read it the other way (``ImageTypes/firstRevision``,
///   `palette import --from auu-first`).
extension AUUThemeImporter {
    /// What image types 0 and 1 mean.
    public enum ImageTypes: String, CaseIterable, Hashable, Sendable {
        /// Told from the file, as ``AUUThemeImporter`` describes.
        case detect
        /// AUUTheme's first revision (before 2017-02-27): 1 a bundled image, 0 a file in the theme's
        /// folder, and an entry without a `type` a file.
        case firstRevision
        /// AUUTheme from 2017-02-27 on, as AUUTheme's documentation describes: 0 a bundled image, 1 a file in the
        /// theme's folder.
        case later
    }

    /// The meaning of types 0 and 1 in a file: `imageTypes` when it is set, else told from the
    /// file, with a warning when that is the first revision's or when the file does not tell.
    func imageTypeMeaning(of root: JSONNode, reader: inout DocumentReader) -> ImageTypes {
        guard imageTypes == .detect else { return imageTypes }
        let evidence = Self.revisionEvidence(root)
        if evidence.later { return .later }
        if let first = evidence.first, evidence.typed != nil || evidence.untypedName {
            reader.warning(
                .interpreted(
                    what: "image types 0 and 1",
                    as: """
                        in AUUTheme's first revision (before 2017-02-27): 1 a bundled image, 0 a file in the \
                        theme's folder, and an image without a type a file, because \(first.reason) and nothing \
                        of a later revision is used (types 2 and 3, 'color', 'path', 'appearance'); --from \
                        auu-later reads them the other way
                        """,
                    location: first.location
                )
            )
            return .firstRevision
        }
        if let typed = evidence.typed {
            reader.warning(
                .interpreted(
                    what: "image types 0 and 1",
                    as: """
                        AUUTheme has them from 2017-02-27 on: 0 a bundled image, 1 a file in the theme's folder; \
                        nothing in the file tells its revision, and AUUTheme's first revision had them the other \
                        way round: --from auu-first reads them so
                        """,
                    location: typed
                )
            )
        }
        return .later
    }

    /// What a file shows of its revision: anything later, the first revision's marks, and where
    /// the first image with type 0 or 1 is.
    private static func revisionEvidence(
        _ root: JSONNode
    ) -> (
        later: Bool, first: (reason: String, location: ThemeError.Location)?, typed: ThemeError.Location?,
        untypedName: Bool
    ) {
        var later = root["appearance"] != nil
        var first: (reason: String, location: ThemeError.Location)?
        var typed: ThemeError.Location?
        var untypedName = false
        let colorsPath = JSONPath.root.appending("colors")
        for entry in root["colors"]?.members ?? [] {
            if entry.node.members != nil { later = true }
            if first == nil, entry.key.hasPrefix("com.auu.theme") {
                first = (
                    "identifiers are in its 'com.auu.theme' namespace",
                    entry.keyLocation(colorsPath.appending(entry.key))
                )
            }
        }
        let imagesPath = JSONPath.root.appending("images")
        for entry in root["images"]?.members ?? [] {
            let path = imagesPath.appending(entry.key)
            let keys = Set((entry.node.members ?? []).map(\.key))
            if !keys.isDisjoint(with: ["color", "path", "file"]) { later = true }
            if entry.node["type"] == nil, keys.contains("name") { untypedName = true }
            if case .number(let type)? = entry.node["type"]?.value {
                if type == 2 || type == 3 { later = true }
                if typed == nil, type == 0 || type == 1 { typed = entry.node.location(path.appending("type")) }
            }
            if first == nil, !keys.isDisjoint(with: ["width", "height"]) {
                first = ("images give 'width' and 'height', as its themes did", entry.node.location(path))
            }
        }
        return (later, first, typed, untypedName)
    }
}
