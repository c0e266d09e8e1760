/// Help and messages fitted to a number of columns, as ``OutputWidths`` decides for each stream.
///
/// Lines break between words, never inside one: a word longer than a whole line (a long path)
/// stands whole on a line of its own, so that it can be copied. Help and messages carry no
/// colour, so a character is a column. Data (JSON, exported files, `show` tables) is never
/// wrapped.
enum TextWrapping {
    /// The most columns a line of help or of a message takes, however wide the terminal.
    static let width = 100

    /// A message as a terminal shows it: a line longer than `width` continues on lines
    /// indented two columns more than it. A diagnostic keeps its `FILE:LINE:COLUMN: error:` (or
    /// `warning:`) whole on its first line, even when the path alone is longer than a line, so
    /// that editors and CI logs still link it to the place.
    ///
    /// ```text
    /// themes/white.json:3:9: warning: unsupported AUUTheme fallback for palette roles at
    ///   'colors.color': the file's 'color' (#FFFFFF) is AUUTheme's answer for every identifier …
    /// ```
    static func message(_ text: String, width: Int = width) -> String {
        wrapLines(of: text) { line, leading in
            wrap(line, indent: leading + 2, keepingWhole: diagnosticPrefixWords(line, after: leading), width: width)
        }
    }

    /// Help text: a line longer than `width` continues under its second column (the text after
    /// a gap of two spaces, as in `  --theme ID   Use this theme`), else under its own indent.
    static func help(_ text: String, width: Int = OutputWidths.helpWidth) -> String {
        wrapLines(of: text) { line, leading in
            wrap(line, indent: secondColumn(of: line, after: leading, width: width) ?? leading, width: width)
        }
    }

    /// One line broken to `width`, its continuation lines indented by `indent` spaces. Words are
    /// never split: one longer than the room left starts a line of its own, which is then longer
    /// than `width`. The first `keepingWhole` words stay together on the first line.
    static func wrap(_ line: String, indent: Int, keepingWhole: Int = 0, width: Int = width) -> [String] {
        let characters = Array(line)
        guard characters.count > width else { return [line] }
        var words = wordRanges(characters)
        guard !words.isEmpty else { return [line] }
        let whole = min(keepingWhole, words.count)
        if whole > 1 {
            words.replaceSubrange(0..<whole, with: [words[0].lowerBound..<words[whole - 1].upperBound])
        }
        let margin = String(repeating: " ", count: min(indent, width / 2))
        var lines: [String] = []
        var current = String(characters[0..<words[0].lowerBound])
        var previousEnd: Int?
        for word in words {
            let piece = characters[word]
            if let previousEnd {
                let gap = String(characters[previousEnd..<word.lowerBound])
                if piece.count <= width - current.count - gap.count {
                    current += gap
                } else {
                    lines.append(current)
                    current = margin
                }
            }
            current += String(piece)
            previousEnd = word.upperBound
        }
        lines.append(current)
        return lines
    }

    private static func wrapLines(of text: String, _ wrapLine: (String, Int) -> [String]) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            let line = String(line)
            return wrapLine(line, line.prefix { $0 == " " }.count)
        }
        .joined(separator: "\n")
    }

    /// Where each word (a run of characters other than spaces) starts and ends.
    private static func wordRanges(_ characters: [Character]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start: Int?
        for (index, character) in characters.enumerated() {
            if character == " " {
                if let begun = start { ranges.append(begun..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { ranges.append(begun..<characters.count) }
        return ranges
    }

    /// How many words make a message's place, kept whole: 2 for `FILE:1:2: error:`, 1 for
    /// `error:` or `FILE: ok`, none when the first word does not end in a colon.
    private static func diagnosticPrefixWords(_ line: String, after leading: Int) -> Int {
        let words = line.dropFirst(leading).split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        let severities: Set<Substring> = ["error:", "warning:", "note:"]
        guard let first = words.first, first.hasSuffix(":") else { return 0 }
        return words.count > 1 && severities.contains(words[1]) ? 2 : 1
    }

    /// The column of the text after the first gap of two or more spaces, when it is in the left
    /// half of the line (a table of names and descriptions).
    private static func secondColumn(of line: String, after leading: Int, width: Int) -> Int? {
        let characters = Array(line)
        var index = leading
        while index + 1 < characters.count {
            if characters[index] == " ", characters[index + 1] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                return end < characters.count && end <= width / 2 ? end : nil
            }
            index += 1
        }
        return nil
    }
}
