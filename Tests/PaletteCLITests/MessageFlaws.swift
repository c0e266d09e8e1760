import Foundation

/// What makes a message read badly, found in one line of the CLI's output (unwrapped): a phrase
/// said twice, a place listed twice, a doubled "at", a line cut mid-word or mid-sentence.
enum MessageFlaws {
    /// The words a sentence cannot end on: a message that ends on one was cut.
    static let danglingWords: Set<String> = ["of", "the", "a", "an", "to", "and", "or", "in", "at", "for", "with"]

    /// How many words in a row, said twice in one line, are a repeated phrase.
    static let phraseLength = 6

    /// Each flaw of `line`, described; empty when it reads whole and once.
    static func flaws(in line: String) -> [String] {
        var flaws: [String] = []
        if let doubled = doubledAt(line) { flaws.append("doubled \"at \(doubled)\"") }
        if let phrase = repeatedPhrase(line) { flaws.append("repeats \"\(phrase)\"") }
        if let place = placeListedTwice(line) { flaws.append("lists \(place) twice") }
        if let word = danglingEnd(line) { flaws.append("ends on \"\(word)\"") }
        if hasClippingEllipsis(line) { flaws.append("is clipped mid-word") }
        if hasUnbalancedQuote(line) { flaws.append("has an unbalanced quote") }
        return flaws
    }

    /// `at 'X' at 'X'`, or `at at`.
    static func doubledAt(_ line: String) -> String? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        for index in words.indices.dropLast() where words[index] == "at" {
            if words[index + 1] == "at" { return "at" }
        }
        var rest = Substring(line)
        while let range = rest.range(of: "at '") {
            let after = rest[range.upperBound...]
            guard let close = after.firstIndex(of: "'") else { break }
            let quoted = "'\(after[..<close])'"
            if after[close...].dropFirst().hasPrefix(" at \(quoted)") { return quoted }
            rest = after[close...].dropFirst()
        }
        return nil
    }

    /// A run of ``phraseLength`` words that comes again later in the line, not overlapping.
    static func repeatedPhrase(_ line: String) -> String? {
        let words = line.split(separator: " ").map(String.init)
        guard words.count >= phraseLength * 2 else { return nil }
        var first: [String: Int] = [:]
        for start in 0...(words.count - phraseLength) {
            let phrase = words[start..<(start + phraseLength)].joined(separator: " ")
            if let earlier = first[phrase] {
                if start - earlier >= phraseLength { return phrase }
            } else {
                first[phrase] = start
            }
        }
        return nil
    }

    /// A place named twice in a summary's `also at …` list, or the line's own place again in it.
    static func placeListedTwice(_ line: String) -> String? {
        guard let also = line.range(of: " like this, also ") else { return nil }
        let tail = line[also.upperBound...]
        let list = tail.prefix { $0 != ";" && $0 != "]" }
        let items = list.replacingOccurrences(of: "at ", with: "").components(separatedBy: ", ")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "…" }
        var seen: Set<String> = []
        for item in items where !seen.insert(item).inserted { return item }
        return nil
    }

    /// The last word of a message line, when a sentence cannot end on it.
    static func danglingEnd(_ line: String) -> String? {
        guard line.contains("error:") || line.contains("warning:") || line.contains("note:") else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        // A quoted value (`'a' -> 'b' -> 'a'`) is no word of the sentence.
        guard let token = trimmed.split(separator: " ").last, !token.contains("'") else { return nil }
        let last = String(token).trimmingCharacters(in: .punctuationCharacters)
        guard danglingWords.contains(last.lowercased()) else { return nil }
        return last
    }

    /// `…` straight after a word and not the `… (N more characters)` that says how much was left
    /// out: text cut where it should not be.
    static func hasClippingEllipsis(_ line: String) -> Bool {
        var rest = Substring(line)
        while let range = rest.range(of: "…") {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...]
            if let before, before.isLetter || before.isNumber, !after.hasPrefix(" ("), !after.hasPrefix(" more") {
                return true
            }
            rest = after
        }
        return false
    }

    /// An odd number of single quotes, apostrophes (`SwiftTheme's`, `2025.10's`) aside.
    static func hasUnbalancedQuote(_ line: String) -> Bool {
        let characters = Array(line)
        var quotes = 0
        for (index, character) in characters.enumerated() where character == "'" {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            let isApostrophe = (before.isLetter || before.isNumber) && after.isLetter
            if !isApostrophe { quotes += 1 }
        }
        return quotes % 2 == 1
    }
}
