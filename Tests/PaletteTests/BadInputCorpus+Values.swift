import Palette
import PaletteTestSupport

/// JSON documents for the strict and lenient reader, hex colours, font weights and families.
extension BadInputCorpus {
    static var jsonDocuments: [BadInput] {
        [
            BadInput("a trailing comma in an array", .strictJSON, "[1,]", .malformed("trailing comma before ']'")),
            BadInput("a member without a value", .strictJSON, #"{"a":1,"a":}"#, .malformed("unexpected '}'")),
            BadInput("a truncated literal", .strictJSON, "tru", .malformed("unexpected 't'")),
            BadInput("a truncated null", .strictJSON, "[nul]", .malformed("unexpected 'n'", column: 2)),
            BadInput("a \\u escape cut off", .strictJSON, #""\u00"#, .malformed("four hex digits")),
            BadInput(
                "an error on a later line",
                .strictJSON,
                "{\n  \"palette\": {\n    \"primary\": #D92D20\n  }\n}",
                .malformed("unexpected '#'", line: 3, column: 16)
            ),
            BadInput(
                "zeros just past the size limit",
                .strictJSON,
                "[" + String(repeating: "0,", count: ThemeLimits.default.maximumDocumentSize / 2) + "0]",
                .tooLarge
            ),
            BadInput("10 MB string", .strictJSON, sized(tenMegabytes, prefix: "\"", suffix: "\""), .tooLarge),
            BadInput("100,000 nested arrays", .strictJSON, String(repeating: "[", count: 100_000), .tooDeep),
            BadInput("an unterminated comment", .lenientJSON, "{\"a\": 1} /* open", .malformed("unterminated comment")),
            BadInput("a lone slash", .lenientJSON, "{\"a\": 1} /", .malformed("unexpected '/'")),
            BadInput("two commas", .lenientJSON, "[1,,2]", .malformed("unexpected ','")),
            BadInput("a comma alone in an object", .lenientJSON, "{,}", .malformed("expected a member name")),
        ]
    }

    static var values: [BadInput] {
        hexColors + fontValues
    }

    static var hexColors: [BadInput] {
        [
            BadInput("empty", .hexColor, "", .invalidColor),
            BadInput("a hash alone", .hexColor, "#", .invalidColor),
            BadInput("five digits", .hexColor, "#12345", .invalidColor),
            BadInput("seven digits", .hexColor, "#1234567", .invalidColor),
            BadInput("nine digits", .hexColor, "#123456789", .invalidColor),
            BadInput("not hex digits", .hexColor, "#GGGGGG", .invalidColor),
            BadInput("a colour name", .hexColor, "red", .invalidColor),
            BadInput("CSS rgb()", .hexColor, "rgb(1, 2, 3)", .invalidColor),
            BadInput("fullwidth digits", .hexColor, "#\u{FF11}\u{FF12}\u{FF13}", .invalidColor),
            BadInput("a space inside", .hexColor, "# 123", .invalidColor),
            BadInput("0x alone", .hexColor, "0x", .invalidColor),
            BadInput("two hashes", .hexColor, "##123", .invalidColor),
            BadInput("a sign", .hexColor, "#-12345", .invalidColor),
            BadInput("a NUL inside", .hexColor, "#12\u{0}456", .invalidColor),
            BadInput("a byte order mark first", .hexColor, "\u{FEFF}#123456", .invalidColor),
            BadInput("10 MB of F", .hexColor, sized(tenMegabytes, prefix: "#", filler: "F"), .invalidColor),
        ]
    }

    static var fontValues: [BadInput] {
        [
            BadInput("an unknown weight name", .fontWeightName, "heavyish", .invalidFontWeight),
            BadInput("an empty weight", .fontWeightName, "", .invalidFontWeight),
            BadInput("weight 0", .fontWeightName, "0", .invalidFontWeight),
            BadInput("weight 1001", .fontWeightName, "1001", .invalidFontWeight),
            BadInput("a negative weight", .fontWeightName, "-400", .invalidFontWeight),
            BadInput("a number with a space inside", .fontWeightName, "4 00", .invalidFontWeight),
            BadInput("a weight past Int", .fontWeightName, "9999999999999999999999", .invalidFontWeight),
            BadInput("NaN as a weight", .fontWeightName, "NaN", .invalidFontWeight),
            BadInput("a NUL after a name", .fontWeightName, "bold\u{0}", .invalidFontWeight),
            BadInput("an empty family", .fontFamily, "", .invalidValue(path: nil)),
            BadInput("a blank family", .fontFamily, " \t ", .invalidValue(path: nil)),
            BadInput("an unknown system design", .fontFamily, "system-wide", .invalidValue(path: nil)),
            BadInput("a system design cut off", .fontFamily, "SYSTEM-", .invalidValue(path: nil)),
            // Found by fuzzing: DTCG files read such a name back as an alias to nothing.
            BadInput("a family written as a DTCG alias", .fontFamily, "{system}", .invalidValue(path: nil)),
        ]
    }
}
