internal import InternalPaletteUtilities
import Palette

/// A font name as Apple's font APIs take it (`HelveticaNeue-BoldItalic`, `Avenir-HeavyOblique`),
/// read as the family, weight and traits it names.
///
/// `UIFont(name:size:)` takes a PostScript name, which names one face: a family without spaces,
/// then a hyphen and the face's style. Palette describes fonts by family, weight and traits, so
/// the importers read such names through this one table instead of keeping `HelveticaNeue-Bold`
/// as a family name (no family has that name, so the bold face would be lost).
///
/// | style word | reads as |
/// |---|---|
/// | `UltraLight`, `Hairline` | weight 100 |
/// | `Thin`, `ExtraLight` | weight 200 |
/// | `Light`, `Lt` | weight 300 |
/// | `Regular`, `Roman`, `Book`, `Normal`, `Plain` | weight 400 |
/// | `Medium`, `Md`, `Med` | weight 500 |
/// | `SemiBold`, `DemiBold`, `Demi`, `SemiBd` | weight 600 |
/// | `Bold`, `Bd` | weight 700 |
/// | `Heavy`, `ExtraBold`, `UltraBold`, `Hv` | weight 800 |
/// | `Black`, `Blk` | weight 900 |
/// | `ExtraBlack`, `UltraBlack` | weight 950 |
/// | `W1` … `W9` (Hiragino) | weight 100 … 900 |
/// | `Italic`, `It`, `Oblique`, `Obl`, `Inclined` | italic |
/// | `Condensed`, `Cond`, `Cn`, `Compressed`, `Narrow` | condensed |
/// | `Expanded`, `Extended`, `Wide` | expanded |
/// | `MT`, `PS`, `PSMT` (foundry marks) | nothing |
///
/// Weights follow Apple's `UIFont.Weight` order as `FontWeight.platformWeight` maps it
/// (`UltraLight` is lighter than `Thin`, `Heavy` lighter than `Black`), so each face asks the
/// platform for the weight that selects it; DTCG's weight names order these differently.
/// The words may come in any order and letter case (`CondensedExtraBold`, `BoldItalicMT`).
///
/// The family is the part before the hyphen with spaces put back where the case changes
/// (`HelveticaNeue` is `Helvetica Neue`, `SFProText` is `SF Pro Text`, `FontAwesome5Free` is
/// `Font Awesome 5 Free`) and the foundry marks dropped (`ArialMT` is `Arial`,
/// `TimesNewRomanPSMT` is `Times New Roman`). A name that starts with a dot (`.SFUIText-Bold`) is
/// Apple's private name for the system font. A name with a space is a family name, not a
/// PostScript name, and a style part with a word the table does not know (`Helvetica-Neue`)
/// leaves the name as it is.
///
/// ```swift
/// PostScriptFontName("Futura-CondensedExtraBold")   // Futura, weight 800, condensed
/// PostScriptFontName("HelveticaNeue")?.family        // "Helvetica Neue", regular
/// PostScriptFontName("Avenir Next")                  // nil: a family name
/// ```
package struct PostScriptFontName: Hashable, Sendable {
    /// The family the name belongs to: `.named("Helvetica Neue")`, or the system font.
    package var family: FontFamily
    /// The weight the style part names; regular when it names none.
    package var weight: FontWeight
    /// The traits the style part names.
    package var traits: FontTraits
    /// Whether the name had a style part after a hyphen (`-Bold`), the surest sign of a
    /// PostScript name; `HelveticaNeue` has none.
    package var hasStyle: Bool

    /// Reads a PostScript name; `nil` for a name with spaces (a family name), an empty name, or a
    /// style part with a word the table does not know.
    ///
    /// - Parameter name: A font name such as `HelveticaNeue-UltraLightItalic`.
    package init?(_ name: String) {
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == " " || $0 == "\t" }) else { return nil }
        var familyPart = Substring(trimmed)
        var style: (weight: FontWeight?, traits: FontTraits)?
        if let hyphen = trimmed.lastIndex(of: "-"), hyphen != trimmed.startIndex {
            guard let parsed = Self.style(trimmed[trimmed.index(after: hyphen)...]) else { return nil }
            style = parsed
            familyPart = trimmed[..<hyphen]
        }
        let isSystem = familyPart.hasPrefix(".")
        let words = Self.familyWords(isSystem ? familyPart.dropFirst() : familyPart)
        guard !words.isEmpty else { return nil }
        let joined = words.joined(separator: " ")
        family = isSystem ? .system : (try? FontFamily(string: joined)) ?? .named(joined)
        weight = style?.weight ?? .regular
        traits = style?.traits ?? []
        hasStyle = style != nil
    }

    /// A regular face of `family`, for names that carry no style.
    package init(family: FontFamily) {
        self.family = family
        weight = .regular
        traits = []
        hasStyle = false
    }

    /// The face as a descriptor of `size` points.
    package func descriptor(size: Double) -> FontDescriptor {
        FontDescriptor(family: family, size: size, weight: weight, traits: traits)
    }

    /// What each style word means: a weight, traits, or nothing (foundry marks).
    static let styleWords: [String: (weight: Int?, traits: FontTraits)] = {
        var table: [String: (weight: Int?, traits: FontTraits)] = [:]
        let weights: [(Int, [String])] = [
            (100, ["ultralight", "hairline"]), (200, ["thin", "extralight"]), (300, ["light", "lt"]),
            (400, ["regular", "roman", "book", "normal", "plain"]), (500, ["medium", "md", "med"]),
            (600, ["semibold", "demibold", "demi", "semibd"]), (700, ["bold", "bd"]),
            (800, ["heavy", "extrabold", "ultrabold", "hv"]), (900, ["black", "blk"]),
            (950, ["extrablack", "ultrablack"]),
        ]
        for (weight, words) in weights { for word in words { table[word] = (weight, []) } }
        for digit in 1...9 { table["w\(digit)"] = (digit * 100, []) }
        let traits: [(FontTraits, [String])] = [
            (.italic, ["italic", "it", "oblique", "obl", "inclined"]),
            (
                .condensed,
                [
                    "condensed", "cond", "cn", "compressed", "narrow", "extracondensed", "ultracondensed",
                    "semicondensed",
                ]
            ),
            (.expanded, ["expanded", "extended", "wide", "extraexpanded", "ultraexpanded", "semiexpanded"]),
        ]
        for (trait, words) in traits { for word in words { table[word] = (nil, trait) } }
        for mark in foundryMarks { table[mark.asciiCaseFolded] = (nil, []) }
        return table
    }()

    /// Marks foundries append to PostScript names, which name no style.
    static let foundryMarks = ["PSMT", "MT", "PS"]

    /// The weight and traits of a style part, read as the longest known words from left to right;
    /// `nil` if any part of it is not a known word.
    static func style(_ text: Substring) -> (weight: FontWeight?, traits: FontTraits)? {
        let lowered = Array(text.asciiCaseFolded)
        let longest = styleWords.keys.map(\.count).max() ?? 0
        var weight: FontWeight?
        var traits: FontTraits = []
        var index = 0
        while index < lowered.count {
            var length = min(longest, lowered.count - index)
            while length > 0, styleWords[String(lowered[index..<(index + length)])] == nil { length -= 1 }
            guard length > 0, let meaning = styleWords[String(lowered[index..<(index + length)])] else { return nil }
            if let value = meaning.weight { weight = FontWeight(rawValue: value) }
            traits.formUnion(meaning.traits)
            index += length
        }
        return lowered.isEmpty ? nil : (weight, traits)
    }

    /// The family part split into words where the case changes, foundry marks dropped.
    private static func familyWords(_ text: Substring) -> [String] {
        var part = String(text)
        for mark in foundryMarks where part.hasSuffix(mark) && part.count > mark.count {
            let before = part.dropLast(mark.count)
            if before.last?.isLowercase == true {
                part = String(before)
                break
            }
        }
        let characters = Array(part)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if !current.isEmpty, let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    (character.isUppercase && (previous.isLowercase || previous.isNumber))
                    || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
                    || (character.isNumber != previous.isNumber && character.isLetter != previous.isLetter)
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
