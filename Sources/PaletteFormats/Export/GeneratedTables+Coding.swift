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

    /// The functions that read the tables' text, as the file declares them.
    static let readerLines = [
        "/// A number of a table: digits of base 45, each a character from `#` on (`\\` skipped); a digit",
        "/// from 45 on is followed by more.",
        "fileprivate func _PaletteInteger(_ digits: inout ArraySlice<Unicode.Scalar>) -> Int {",
        "    var number = 0",
        "    while let scalar = digits.popFirst() {",
        "        let digit = Int(scalar.value) - (scalar.value > 0x5C ? 0x24 : 0x23)",
        "        if digit < 45 { return number &* 45 &+ digit }",
        "        number = number &* 45 &+ digit &- 45",
        "    }",
        "    return number",
        "}",
        "/// A table of integers: its column count, then each entry as its difference from the entry a row",
        "/// above it plus one, zigzag-coded.",
        "fileprivate func _PaletteIntegers(_ text: Substring) -> [Int] {",
        "    var digits = ArraySlice(text.unicodeScalars)",
        "    let columns = max(_PaletteInteger(&digits), 1)",
        "    var values: [Int] = []",
        "    while !digits.isEmpty {",
        "        let coded = _PaletteInteger(&digits)",
        "        let above = values.count >= columns ? values[values.count - columns] : -1",
        "        values.append(above &+ 1 &+ (coded & 1 == 0 ? coded >> 1 : ~(coded >> 1)))",
        "    }",
        "    return values",
        "}",
        "/// The strings of a pool, split at `separator`: each is the length of the prefix it shares with the",
        "/// one before, the length of the suffix it then shares with it, and its own characters between.",
        "fileprivate func _PaletteStrings(_ text: String, _ separator: Unicode.Scalar) -> [String] {",
        "    var previous: [Unicode.Scalar] = []",
        "    return text.unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map { entry in",
        "        var rest = ArraySlice(entry)",
        "        let prefix = _PaletteInteger(&rest)",
        "        let suffix = _PaletteInteger(&rest)",
        "        previous = Array(previous.prefix(prefix) + rest + previous.suffix(suffix))",
        "        var string = \"\"",
        "        string.unicodeScalars.append(contentsOf: previous)",
        "        return string",
        "    }",
        "}",
    ]
}
