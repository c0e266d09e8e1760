internal import InternalPaletteUtilities
import Palette

extension DTCGImporter {
    /// Tokens Studio's `"AUTO"` line height (`{"auto": {"value": "AUTO", "type": "lineHeights"}}`), the
    /// font's own line height, as a text token holding `AUTO`, counted in the file's one warning:
    /// a number token has no number to keep, and refusing it stopped `palette import` on a token
    /// every Tokens Studio file with line heights may have. A typography that names it still leaves
    /// its line height to the font. `nil` when the token is not one.
    func autoLineHeight(
        of token: DTCGTokenTree.Token,
        as type: DTCGType,
        values: inout DTCGValueReader
    ) -> TokenValue? {
        guard type == .number, !token.isStrict, let text = token.value?.string,
            text.trimmingSpaces.asciiCaseFolded == "auto"
        else { return nil }
        if values.autoLineHeights.insert(token.path).inserted {
            values.tally.convert(OffSpecTally.autoLineHeight, file: token.file)
        }
        return .text(text.trimmingSpaces)
    }
}
