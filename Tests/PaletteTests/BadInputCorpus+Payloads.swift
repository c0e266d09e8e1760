import PaletteTestSupport

/// Backend payloads: broken JSON, wrong types, absurd numbers, oversized and deep documents,
/// invalid UTF-8 and control characters, each through `ThemeSelection(json:)` and a registry.
extension BadInputCorpus {
    static var payloads: [BadInput] {
        let big = tenMegabytes
        return [
            // Empty and truncated input.
            BadInput("empty input", .payload, "", .malformed("the input is empty", line: 1, column: 1)),
            BadInput("only whitespace", .payload, "   \n\t", .malformed("the input is empty", line: 2, column: 2)),
            BadInput("a byte order mark alone", .payload, "\u{FEFF}", .malformed("the input is empty")),
            BadInput("two byte order marks", .payload, "\u{FEFF}\u{FEFF}{}", .malformed("unexpected byte 0xEF")),
            BadInput(
                "UTF-16 byte order mark",
                .payload,
                bytes: [0xFF, 0xFE] + Array(#"{"theme":"default"}"#.utf8),
                .malformed("unexpected byte 0xFF", line: 1, column: 1)
            ),
            BadInput("truncated in a string", .payload, #"{"theme": "alter"#, .malformed("unterminated string")),
            BadInput("truncated after the colon", .payload, #"{"theme": "#, .malformed("unexpected end of input")),
            BadInput("truncated after the key", .payload, #"{"theme""#, .malformed("expected ':' after the member")),
            BadInput("a lone brace", .payload, "{", .malformed("expected a member name in double quotes")),
            BadInput("no closing brace", .payload, #"{"theme": "default""#, .malformed("expected ',' or '}'")),
            // Not quite JSON.
            BadInput("a trailing comma", .payload, #"{"theme": "default",}"#, .malformed("trailing comma before '}'")),
            BadInput("a comment", .payload, "// chosen\n{\"theme\": \"default\"}", .malformed("unexpected '/'")),
            BadInput("single quotes", .payload, "{'theme': 'default'}", .malformed("member name in double quotes")),
            BadInput("an unquoted key", .payload, #"{theme: "default"}"#, .malformed("member name in double quotes")),
            BadInput("garbage after the value", .payload, #"{"theme": "default"} x"#, .malformed("after the end")),
            // A member given twice: readers disagree on which counts (a backend's validator may
            // read the first, the app the last), so a payload names each member once.
            BadInput(
                "the theme given twice",
                .payload,
                #"{"theme": "default", "theme": "acme"}"#,
                .duplicate(path: "theme", line: 1, column: 22)
            ),
            BadInput(
                "an override given twice",
                .payload,
                ##"{"theme": "default", "overrides": {"palette": {"primary": "#000000", "primary": "#FFFFFF"}}}"##,
                .duplicate(path: "overrides.palette.primary", line: 1, column: 70)
            ),
            BadInput("two documents", .payload, #"{"theme":"default"}{"theme":"dark"}"#, .malformed("after the end")),
            // Wrong types everywhere.
            BadInput("theme is a number", .payload, #"{"theme": 1}"#, .typeMismatch(path: "theme")),
            BadInput("theme is a boolean", .payload, #"{"theme": true}"#, .typeMismatch(path: "theme")),
            BadInput("theme is null", .payload, #"{"theme": null}"#, .typeMismatch(path: "theme")),
            BadInput("theme is an array", .payload, #"{"theme": ["default"]}"#, .typeMismatch(path: "theme")),
            BadInput("theme object without id", .payload, #"{"theme": {"name": "x"}}"#, .missingKey("id")),
            BadInput("theme id is a number", .payload, #"{"theme": {"id": 5}}"#, .typeMismatch(path: "theme.id")),
            BadInput("theme id is an object", .payload, #"{"theme": {"id": {}}}"#, .typeMismatch(path: "theme.id")),
            BadInput("the root is an array", .payload, #"["theme", "default"]"#, .typeMismatch(path: "")),
            BadInput("the root is a string", .payload, #""default""#, .typeMismatch(path: "")),
            BadInput("the root is a number", .payload, "42", .typeMismatch(path: "")),
            BadInput("the root is null", .payload, "null", .typeMismatch(path: "")),
            BadInput("no theme key", .payload, #"{"name": "default"}"#, .missingKey("theme")),
            BadInput("an empty name", .payload, #"{"theme": ""}"#, .invalidValue(path: "theme")),
            BadInput("a blank name", .payload, #"{"theme": " \t\n"}"#, .invalidValue(path: "theme")),
            // Numbers JSON does not have, or cannot hold.
            BadInput("a huge number", .payload, #"{"theme": 1e400}"#, .malformed("out of range", column: 11)),
            BadInput("a huge negative number", .payload, #"{"theme": -1e400}"#, .malformed("out of range")),
            BadInput(
                "a 400-digit integer",
                .payload,
                #"{"theme": 1"# + String(repeating: "0", count: 400) + "}",
                .malformed("out of range")
            ),
            BadInput("NaN", .payload, #"{"theme": NaN}"#, .malformed("unexpected 'N'", column: 11)),
            BadInput("Infinity", .payload, #"{"theme": Infinity}"#, .malformed("unexpected 'I'")),
            BadInput("-Infinity", .payload, #"{"theme": -Infinity}"#, .malformed("a number needs digits")),
            BadInput("a leading zero", .payload, #"{"theme": 012}"#, .malformed("found '1'")),
            BadInput("a bare fraction", .payload, #"{"theme": .5}"#, .malformed("unexpected '.'")),
            BadInput("a trailing dot", .payload, #"{"theme": 1.}"#, .malformed("digits after '.'")),
            BadInput("an empty exponent", .payload, #"{"theme": 1e}"#, .malformed("digits in its exponent")),
            // Size and depth.
            BadInput("a 10 MB name", .payload, sized(big, prefix: #"{"theme": ""#, suffix: #""}"#), .tooLarge),
            BadInput("10 MB of whitespace", .payload, sized(big, filler: " ", suffix: "{}"), .tooLarge),
            BadInput("50,000 nested arrays", .payload, String(repeating: "[", count: 50_000), .tooDeep),
            BadInput(
                "5,000 nested objects",
                .payload,
                String(repeating: #"{"theme":"#, count: 5_000) + "1" + String(repeating: "}", count: 5_000),
                .tooDeep
            ),
            BadInput("a deep theme value", .payload, #"{"theme": "# + String(repeating: "[", count: 40), .tooDeep),
            // Invalid UTF-8 and control characters.
            BadInput(
                "invalid UTF-8 in the name",
                .payload,
                bytes: Array(#"{"theme": ""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8),
                .malformed("not valid UTF-8")
            ),
            BadInput(
                "an overlong UTF-8 slash",
                .payload,
                bytes: Array(#"{"theme": ""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
                .malformed("not valid UTF-8")
            ),
            BadInput(
                "a UTF-8 encoded surrogate",
                .payload,
                bytes: Array(#"{"theme": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
                .malformed("not valid UTF-8")
            ),
            BadInput(
                "a raw 0xFF between values",
                .payload,
                bytes: Array(#"{"theme": "#.utf8) + [0xFF] + Array("}".utf8),
                .malformed("unexpected byte 0xFF")
            ),
            BadInput("an unpaired high surrogate", .payload, #"{"theme": "\ud800"}"#, .malformed("unpaired surrogate")),
            BadInput("a lone low surrogate", .payload, #"{"theme": "\udc00"}"#, .malformed("unpaired surrogate")),
            BadInput("a bad surrogate pair", .payload, #"{"theme": "\ud800\u0041"}"#, .malformed("unpaired surrogate")),
            BadInput("an unknown escape", .payload, #"{"theme": "\x41"}"#, .malformed("unknown escape")),
            BadInput("a short \\u escape", .payload, #"{"theme": "\u12"}"#, .malformed("four hex digits")),
            BadInput("a raw tab in the name", .payload, "{\"theme\": \"a\tb\"}", .malformed("must be escaped")),
            BadInput(
                "a raw NUL in the name",
                .payload,
                bytes: Array(#"{"theme": "a"#.utf8) + [0] + Array(#""}"#.utf8),
                .malformed("must be escaped")
            ),
            BadInput(
                "a raw line break in the name",
                .payload,
                "{\"theme\": \"a\nb\"}",
                .malformed("unterminated string")
            ),
            BadInput(
                "a NUL byte between values",
                .payload,
                bytes: Array(#"{"theme":"#.utf8) + [0] + Array(#""default"}"#.utf8),
                .malformed("unexpected byte 0x0")
            ),
            // Well-formed, but naming no theme.
            BadInput("an escaped NUL name", .payload, #"{"theme": "\u0000"}"#, .unknownTheme(suggestion: nil)),
            BadInput(
                "an escaped bell in the name",
                .payload,
                #"{"theme": "alt\u0007ernative"}"#,
                .unknownTheme(suggestion: "alternative")
            ),
            BadInput(
                "a Cyrillic a in the payload",
                .payload,
                #"{"theme": "\#u{430}lternative"}"#,
                .unknownTheme(suggestion: "alternative")
            ),
            BadInput(
                "a 60 KB name under the size limit",
                .payload,
                sized(60_000, prefix: #"{"theme": ""#, suffix: #""}"#),
                .unknownTheme(suggestion: nil)
            ),
        ]
    }
}
