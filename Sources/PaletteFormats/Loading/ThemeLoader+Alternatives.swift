import Foundation
internal import InternalPaletteUtilities
import Palette

/// SDThemeManager's alternative themes in a folder of theme files.
extension ThemeLoader {
    /// One file as read: where it is, its format, what decoding it gave, the file as parsed, and
    /// the set of token files it was read in.
    struct ReadFile {
        var path: String
        var format: ThemeFileFormat?
        var report: DecodingReport<ThemeDocument>
        /// The file as read and parsed, for a file read on its own.
        var parsed: ParsedThemeFile?
        var root: JSONNode?
        /// The paths of the set's files, for a file read in a set of token files.
        var setPaths: [String] = []
        /// The index of the file that holds the set's theme, for a file read in a set.
        var setLeader: Int?
        /// Whether the theme's identifier was made from the name of the file or folder (an asset
        /// catalog, a set of token files without an identifier of their own), not written in it.
        var isNamedAfterFile = false
        /// Every theme the file was read as, when it has modes; empty otherwise, its one theme
        /// being ``report``'s value.
        var themes: [ModeTheme] = []
        /// Whether the file has modes.
        var hasModes = false
        /// The inputs that named no modifier of the file.
        var unknownInputs: [ModeInput] = []
        /// The names of the file's modifiers, when it has modes.
        var modifierNames: [String] = []
    }

    /// Reads every SDThemeManager alternative of a folder as the cascade SDThemeManager describes:
    /// the alternative first, then the folder's default theme.
    ///
    /// The default is the plist whose theme identifier ends in `default` (`theme_default.plist`).
    /// An alternative is read with ``GiottoImporter/decode(files:options:)`` over [alternative, default],
    /// so a folder gives exactly what `palette import alternative.plist theme_default.plist`
    /// gives: constants and styles the alternative does not define come from the default, and an
    /// alternative may use them. The default's own warnings stay with the default's file.
    ///
    /// - Parameter files: The folder's files, as read; alternatives' reports are replaced.
    func cascadeAlternatives(_ files: inout [ReadFile]) {
        let plists = files.indices.filter { files[$0].format == .giotto }
        // The rule holds within one folder: files from two folders are two sets of themes.
        let folders = Dictionary(grouping: plists) {
            URL(fileURLWithPath: files[$0].path).deletingLastPathComponent().path
        }
        for plists in folders.values {
            guard
                let base = plists.first(where: {
                    files[$0].report.value?.id.asciiCaseFolded.hasSuffix("default") == true
                })
            else { continue }
            guard let baseFile = files[base].parsed else { continue }
            for index in plists where index != base && files[index].report.value != nil {
                guard let alternative = files[index].parsed else { continue }
                var cascade = ThemeFileFormat.giotto.decode(
                    [TokenSetMember(alternative), TokenSetMember(baseFile)],
                    options: options
                )
                cascade.warnings.removeAll { files[base].report.warnings.contains($0) }
                files[index].report = cascade
            }
        }
    }
}
