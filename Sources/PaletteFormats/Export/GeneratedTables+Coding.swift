/// How a generated file's tables are written as text, and the Swift that reads them back: the one
/// place that holds both sides of the code, so that they cannot drift apart.
///
/// - A number of a table is written in base 45, most significant digit first, each digit one of
///   the 90 characters from `#` to `}` except `\`: a digit below 45 is the last, one from 45 on is
///   followed by more. 0 to 44 take one character, up to 2,024 two, up to 91,124 three. No digit
///   is a quote, a backslash, a space or a line break, so a table needs no escaping in a literal.
/// - A table of integers (``integers(_:columns:)``) is its column count, then each entry as its
///   difference from the entry a row above it plus one, zigzag-coded (0, -1, 1, -2 … as 0, 1, 2,
///   3 …): a run of consecutive paths, or a value repeated down a column, costs a character each.
/// - A pool of strings (``frontCoded(_:)``) writes each string as the length of the prefix it
///   shares with the string before it, the length of the suffix it then shares with it, and the
///   characters between: `color.brand.accent-hover` after `color.brand.accent` is `0` … `-hover`.
///   Lengths count Unicode scalars, as the reader does.
extension GeneratedTables {
    /// The first character of a digit, `#`.
    private static let firstDigit: UInt32 = 0x23
    /// The character skipped among the digits, `\`.
    private static let skippedDigit: UInt32 = 0x5C

    /// `number`, zero or more, as digits.
    static func digits(_ number: Int) -> String {
        var digits = [Self.digit(number % 45)]
        var rest = number / 45
        while rest > 0 {
            digits.append(Self.digit(45 + rest % 45))
            rest /= 45
        }
        return String(String.UnicodeScalarView(digits.reversed()))
    }

    private static func digit(_ value: Int) -> Unicode.Scalar {
        let scalar = firstDigit + UInt32(value)
        return Unicode.Scalar(scalar >= skippedDigit ? scalar + 1 : scalar) ?? "#"
    }

    /// `values`, rows of `columns` entries, as the text `_PaletteIntegers` reads.
    static func integers(_ values: [Int], columns: Int) -> String {
        var text = digits(columns)
        for (index, value) in values.enumerated() {
            let above = index >= columns ? values[index - columns] : -1
            let difference = value - above - 1
            text += digits(difference >= 0 ? 2 * difference : -2 * difference - 1)
        }
        return text
    }

    /// Each of `strings` as the entry `_PaletteStrings` reads, against the string before it.
    static func frontCoded(_ strings: [String]) -> [String] {
        var previous: [Unicode.Scalar] = []
        return strings.map { string in
            let scalars = Array(string.unicodeScalars)
            var prefix = 0
            while prefix < min(scalars.count, previous.count), scalars[prefix] == previous[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(scalars.count, previous.count) - prefix,
                scalars[scalars.count - 1 - suffix] == previous[previous.count - 1 - suffix]
            {
                suffix += 1
            }
            previous = scalars
            let own = String(String.UnicodeScalarView(scalars[prefix..<(scalars.count - suffix)]))
            return digits(prefix) + digits(suffix) + own
        }
    }
}
