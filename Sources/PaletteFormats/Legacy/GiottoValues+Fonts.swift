internal import InternalPaletteUtilities
import Palette

/// SDThemeManager's font convention, `f:NAME,SIZE`, and the font names it takes.
extension GiottoValues {
    /// `NAME,SIZE`: NAME a constant, a system keyword or a font name; SIZE a number or a constant.
    mutating func font(
        _ text: String,
        at location: ThemeError.Location,
        reader: inout DocumentReader
    ) -> FontDescriptor? {
        var stack: [String] = []
        return font(text, at: location, stack: &stack, reader: &reader)
    }

    /// A font, with the constants being followed to it on `stack`, so a cycle through a name or
    /// size constant is reported.
    mutating func font(
        _ text: String,
        at location: ThemeError.Location,
        stack: inout [String],
        reader: inout DocumentReader
    ) -> FontDescriptor? {
        let file = reader.currentFile
        let parts = text.split(separator: ",", maxSplits: 1).map { String($0).trimmingSpaces }
        guard let namePart = parts.first, !namePart.isEmpty else {
            reader.warning(.invalidValue(value: text, reason: "a font is 'f:NAME,SIZE'", location: location))
            return nil
        }
        var face: FontDescriptor
        if isDefined(namePart) {
            switch constant(namePart, stack: &stack, reader: &reader) {
            case .face(let named), .font(let named): face = named
            case let other?:
                reader.currentFile = file
                reader.warning(
                    .typeMismatch(expected: "a font constant", found: Self.describe(other), location: location)
                )
                return nil
            case nil:
                reader.currentFile = file
                reader.warning(Self.unreadableConstant(namePart, at: location))
                return nil
            }
        } else {
            if Self.constantKind(named: namePart) != nil {
                reader.currentFile = file
                reader.warning(
                    .unresolvedReference(
                        reference: namePart,
                        reason: "no file of the theme defines this constant",
                        location: location
                    )
                )
                return nil
            }
            reader.currentFile = file
            guard let named = self.face(namePart, at: location, reader: &reader) else { return nil }
            face = named
        }
        reader.currentFile = file
        guard parts.count == 2 else {
            reader.warning(.invalidValue(value: text, reason: "a font needs a size: 'f:NAME,SIZE'", location: location))
            return nil
        }
        let sizePart = parts[1]
        var size: Double?
        if let number = Double(sizePart), number.isFinite {
            size = number
        } else if isDefined(sizePart) {
            let sizeConstant = constant(sizePart, stack: &stack, reader: &reader)
            if case .number(let number) = sizeConstant { size = number }
            reader.currentFile = file
            if sizeConstant == nil {
                reader.warning(Self.unreadableConstant(sizePart, at: location))
                return nil
            }
            if size == nil {
                reader.warning(
                    .typeMismatch(
                        expected: "a size constant (a number)",
                        found: "another kind of constant",
                        location: location
                    )
                )
                return nil
            }
        } else {
            reader.warning(
                .unresolvedReference(
                    reference: sizePart,
                    reason: "not a number or a defined constant",
                    location: location
                )
            )
            return nil
        }
        guard let size, size > 0, size <= 1000 else {
            reader.warning(
                .invalidValue(
                    value: sizePart,
                    reason: "a font size is greater than 0 and at most 1000",
                    location: location
                )
            )
            return nil
        }
        var sized = face
        sized.size = size
        return sized
    }

    /// A font face from a name: `system`, `systemBold` and `systemItalic` in any case mean the
    /// system font with that weight or trait; a PostScript name (`HelveticaNeue-Bold`, what
    /// `UIFont(name:size:)` takes) is its family, weight and traits (`PostScriptFontName`);
    /// anything else is a named family. The family is held to a Palette document's rules
    /// (``FontFamily/init(string:)``): one no document could hold, such as `system-wide` or
    /// `{font.body}`, is a warning and `nil`.
    func face(_ name: String, at location: ThemeError.Location, reader: inout DocumentReader) -> FontDescriptor? {
        var face: FontDescriptor
        switch name.asciiCaseFolded.filter({ $0 != " " }) {
        case "system": return FontDescriptor(size: 17)
        case "systembold": return FontDescriptor(size: 17, weight: .bold)
        case "systemitalic": return FontDescriptor(size: 17, traits: .italic)
        default:
            face =
                PostScriptFontName(name)?.descriptor(size: 17)
                ?? FontDescriptor(family: .named(name.trimmingSpaces), size: 17)
        }
        guard case .named(let family) = face.family else { return face }
        do throws(ThemeError) {
            face.family = try FontFamily(string: family)
        } catch {
            reader.warning(error.located(location))
            return nil
        }
        return face
    }
}
