import Testing

@testable import InternalPaletteUtilities

struct JSONParserTests {
    @Test func parsesEveryKindOfValueWithPositions() throws {
        let root = try JSONParser.parse(
            "{\n  \"a\": [1, -2.5e1, true, false, null],\n  \"b\": \"x\\u00e9\\ud83c\\udfa8\"\n}",
            options: .strict
        )
        #expect(
            root["a"]
                == JSONNode(
                    .array([
                        JSONNode(.number(1), line: 2, column: 9), JSONNode(.number(-25), line: 2, column: 12),
                        JSONNode(.bool(true), line: 2, column: 20), JSONNode(.bool(false), line: 2, column: 26),
                        JSONNode(.null, line: 2, column: 33),
                    ]),
                    line: 2,
                    column: 8
                )
        )
        #expect(root["b"]?.string == "xé🎨")
        #expect(root["b"]?.line == 3)
    }

    @Test func membersKeepDocumentOrderAndTheLastDuplicateWins() throws {
        let root = try JSONParser.parse(##"{"z": 1, "a": 2, "z": 3}"##, options: .strict)
        #expect(root.members?.map(\.key) == ["z", "a", "z"])
        #expect(root["z"]?.value == .number(3))
    }

    @Test(arguments: [
        ("", "the input is empty; expected a JSON value", 1, 1),
        ("{", "expected a member name in double quotes, found the end of the input", 1, 2),
        ("{\"a\" 1}", "expected ':' after the member name 'a', found '1'", 1, 6),
        ("[1,]", "trailing comma before ']'", 1, 4),
        ("{\"a\": 1,}", "trailing comma before '}'", 1, 9),
        ("[01]", "expected ',' or ']' after an element, found '1'", 1, 3),
        ("\"abc", "unterminated string", 1, 5),
        ("\"a\nb\"", "unterminated string", 1, 3),
        ("[1e999]", "the number '1e999' is out of range", 1, 2),
        ("NaN", "unexpected 'N'; expected a value", 1, 1),
        ("[1] 2", "unexpected '2' after the end of the JSON value", 1, 5),
        ("// c\n{}", "unexpected '/'; expected a value", 1, 1),
        ("\"\\x\"", "unknown escape '\\x' in a string", 1, 4),
        ("\"\\ud800\"", "a \\u escape is an unpaired surrogate", 1, 8),
    ])
    func malformedInputSaysWhatAndWhere(text: String, reason: String, line: Int, column: Int) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text, options: .strict) }
        guard case .malformed(let actualReason) = error?.reason else {
            Issue.record("expected malformed input, got \(String(describing: error))")
            return
        }
        #expect(actualReason == reason)
        #expect(error?.position?.line == line)
        #expect(error?.position?.column == column)
    }

    @Test func errorsCarryTheJSONPathOfTheValueBeingRead() {
        #expect(
            throws: JSONParseError(
                .malformed("unexpected 'x'; expected a value"),
                at: JSONPosition(
                    path: JSONPath([.key("palette"), .key("color.primary"), .index(1)]),
                    line: 1,
                    column: 35
                )
            )
        ) {
            try JSONParser.parse(##"{"palette": {"color.primary": [1, x]}}"##, options: .strict)
        }
    }

    @Test func lenientModeAcceptsCommentsAndTrailingCommas() throws {
        let text = """
            // a theme written by hand
            {
              "colors": { "color": "FFFFFF", }, /* trailing comma */
              "list": [1, 2,],
            }
            """
        let root = try JSONParser.parse(text, options: .lenient)
        #expect(root["colors"]?["color"]?.string == "FFFFFF")
        #expect(
            root["list"]?.value
                == .array([JSONNode(.number(1), line: 4, column: 12), JSONNode(.number(2), line: 4, column: 15)])
        )
        #expect(throws: JSONParseError.self) { try JSONParser.parse("/* never closed", options: .lenient) }
    }

    @Test func invalidUTF8IsAnError() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22], options: .strict) }
    }

    @Test func sizeAndDepthAreBounded() {
        #expect(throws: JSONParseError(.tooLarge(size: 11, limit: 10), at: nil)) {
            try JSONParser.parse(
                "[1,2,3,4,5]",
                options: .init(allowsComments: false, allowsTrailingCommas: false, maximumSize: 10, maximumDepth: 32)
            )
        }
        let innermost = JSONPosition(path: JSONPath([.index(0), .index(0), .index(0)]), line: 1, column: 4)
        #expect(throws: JSONParseError(.tooDeep(limit: 3), at: innermost)) {
            try JSONParser.parse(
                "[[[[]]]]",
                options: .init(
                    allowsComments: false,
                    allowsTrailingCommas: false,
                    maximumSize: 1 << 20,
                    maximumDepth: 3
                )
            )
        }
        #expect(throws: JSONParseError.self) {
            try JSONParser.parse(String(repeating: "[", count: 100_000), options: .strict)
        }
    }

    @Test func writerPrintsInOrderAndEscapes() {
        let value = JSONValue.orderedObject([
            ("b", .number(1)), ("a", .array([JSONNode(.number(2.5)), JSONNode(.null)])), ("s", .string("q\"\n\u{1}")),
            ("e", .object([])),
        ])
        #expect(JSONWriter.string(value, pretty: false) == ##"{"b":1,"a":[2.5,null],"s":"q\"\n\u0001","e":{}}"##)
        #expect(
            JSONWriter.string(value) == """
                {
                  "b": 1,
                  "a": [
                    2.5,
                    null
                  ],
                  "s": "q\\"\\n\\u0001",
                  "e": {}
                }
                """
        )
    }

    @Test func writtenTextParsesBackToTheSameValue() throws {
        let value = JSONValue.orderedObject([("k", .string("é🎨\t")), ("n", .number(-0.125)), ("t", .bool(true))])
        let parsed = try JSONParser.parse(JSONWriter.string(value), options: .strict)
        #expect(parsed.members?.map(\.key) == ["k", "n", "t"])
        #expect(parsed["k"]?.string == "é🎨\t")
        #expect(parsed["n"]?.value == .number(-0.125))
    }
}
