import Foundation
import Palette
import Testing

@testable import PaletteFormats

/// The small readers token sets are made of: Tokens Studio's math, CSS colour functions, Style
/// Dictionary's file patterns, and what a JSON file is told to be from one parse.
struct TokenSetPartsTests {
    private func evaluate(
        _ text: String,
        _ references: [String: TokenMath.Quantity] = [:]
    ) throws -> TokenMath.Quantity? {
        guard case .expression(let expression) = TokenMath.read(text, limits: .default) else { return nil }
        return try TokenMath.evaluate(expression) { names, _ throws(TokenMath.MathProblem) in
            guard let value = references[names.joined(separator: ".")] else {
                throw TokenMath.MathProblem(reason: "unknown")
            }
            return value
        }
    }

    @Test(arguments: [
        ("4 * 2", 8.0, nil as String?), ("{a} * 1.5", 6, "px"), ("({a} + 2px) / 2", 3, "px"), ("-{a} - -1", -3, "px"),
        ("10 / 4", 2.5, nil), ("{a} / 2px", 2, nil), ("1 + 2 * 3", 7, nil),
    ])
    func arithmeticWithUnitsAndReferencesIsEvaluated(text: String, value: Double, unit: String?) throws {
        let result = try evaluate(text, ["a": TokenMath.Quantity(value: 4, unit: "px")])
        #expect(result == TokenMath.Quantity(value: value, unit: unit))
    }

    @Test(arguments: ["16px", "-4px", "{a}", "#FF0000", "Inter, sans-serif", "1.5", "{a.b}"])
    func plainValuesAndSingleAliasesAreNotMath(text: String) {
        #expect(TokenMath.read(text, limits: .default) == .notMath)
    }

    @Test(arguments: [
        ("floor({a} * 1.3)", 5.0, "px" as String?), ("ceil({a} / 3)", 2, "px"), ("round(2.5)", 3, nil),
        ("abs(-{a})", 4, "px"), ("min({a}, 3px, 10px)", 3, "px"), ("max({a}, 2) * 2", 8, "px"),
        ("roundTo({a} / 3, 2)", 1.33, "px"), ("floor(({a} + 1) / 2)", 2, "px"),
    ])
    func tokensStudiosFunctionsAreEvaluated(text: String, value: Double, unit: String?) throws {
        let result = try evaluate(text, ["a": TokenMath.Quantity(value: 4, unit: "px")])
        #expect(result == TokenMath.Quantity(value: value, unit: unit))
    }

    @Test(arguments: ["sqrt({a})", "{a} * (2", "{a} % 2", "floor {a}", "min()", "pow({a})", "{a} ^ * 2"])
    func functionsAndBrokenExpressionsAreNotEvaluated(text: String) {
        guard case .unsupported = TokenMath.read(text, limits: .default) else {
            Issue.record("\(text) read as \(TokenMath.read(text, limits: .default))")
            return
        }
    }

    @Test func deepNestingIsRefusedRatherThanRecursedInto() {
        let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        guard case .unsupported = TokenMath.read(deep, limits: .default) else {
            Issue.record("a 5,000-deep expression was accepted")
            return
        }
        let negations = String(repeating: "-", count: 5_000) + "1 + 1"
        #expect(TokenMath.read(negations, limits: .default) != .notMath)
    }

    @Test func aSumTooLongToEvaluateIsRefusedNotRecursedInto() {
        let long = Array(repeating: "1", count: 200_000).joined(separator: "+")
        #expect(TokenMath.read(long, limits: .default) == .unsupported("it is longer than Palette evaluates"))
        let short = Array(repeating: "1", count: 100).joined(separator: "+")
        guard case .expression = TokenMath.read(short, limits: .default) else {
            Issue.record("a sum of 100 terms was not read")
            return
        }
    }

    /// Lengths in two units are a problem; two in one unit multiply as numbers in it, as Tokens
    /// Studio evaluates them.
    @Test func mixedUnitsAreAProblemNamingThem() throws {
        let px = TokenMath.Quantity(value: 4, unit: "px")
        let rem = TokenMath.Quantity(value: 1, unit: "rem")
        #expect(throws: TokenMath.MathProblem.self) { try evaluate("{a} * {b}", ["a": px, "b": rem]) }
        #expect(throws: TokenMath.MathProblem.self) { try evaluate("{a} + {b}", ["a": px, "b": rem]) }
        #expect(try evaluate("{a} * {a}", ["a": px]) == TokenMath.Quantity(value: 16, unit: "px"))
    }

    @Test(arguments: [
        ("rgba(0, 0, 0, 0.5)", "#00000080"), ("rgb(255 0 0)", "#FF0000"), ("rgb(100% 0% 0% / 50%)", "#FF000080"),
        ("hsl(0, 100%, 50%)", "#FF0000"), ("hsla(120, 100%, 25%, 1)", "#008000"),
    ])
    func cssColourFunctionsGiveTheirColour(text: String, hex: String) throws {
        let call = try #require(CSSColorFunction.call(text))
        let rgb = try #require(CSSColorFunction.color(call))
        #expect(ThemeColor(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: rgb.alpha).hex == hex)
    }

    @Test(arguments: ["rgb(300, 0, 0)", "rgba(0, 0, 0, 2)", "rgb(0, 0)", "hsl(a, b, c)"])
    func cssColourFunctionsOutOfRangeGiveNone(text: String) {
        #expect(CSSColorFunction.call(text).flatMap(CSSColorFunction.color) == nil)
    }

    @Test(arguments: [
        ("tokens/**/*.json", "tokens/color/base.json", true), ("tokens/**/*.json", "tokens/base.json", true),
        ("tokens/**/*.json", "other/base.json", false), ("./tokens/*.json", "tokens/a.json", true),
        ("tokens/*.json", "tokens/color/a.json", false), ("tokens/**/*.{json,tokens}", "tokens/a/b.tokens", true),
        ("tokens/?.json", "tokens/ab.json", false), ("**/*.json", "a/b/c/d.json", true),
    ])
    func styleDictionaryPatternsMatchAsGlobsDo(pattern: String, path: String, matches: Bool) {
        #expect(GlobPattern(pattern, limits: .default).matches(path) == matches)
    }

    @Test func manyBracesAndDoubleStarsStayBounded() {
        let braces = String(repeating: "{a,b}", count: 40) + ".json"
        #expect(GlobPattern(braces, limits: .default).matches("x.json") == false)
        let stars = Array(repeating: "**", count: 200).joined(separator: "/") + "/x.json"
        #expect(GlobPattern(stars, limits: .default).matches("a/b/c/x.json"))
    }

    /// A glob's length and its braces follow the limits it is read under.
    @Test func aGlobFollowsTheLimitsItIsReadUnder() {
        let long = String(repeating: "**/", count: 400) + "*.json"
        #expect(GlobPattern(long, limits: .default).matches("a.json") == false)
        var roomy = FormatLimits.default
        roomy.maximumPathLength = 2_048
        #expect(GlobPattern(long, limits: roomy).matches("a.json"))
        var tight = FormatLimits.default
        tight.maximumGlobAlternatives = 2
        #expect(GlobPattern("{a,b,c}.json", limits: .default).matches("a.json"))
        #expect(GlobPattern("{a,b,c}.json", limits: tight).matches("a.json") == false)
    }

    @Test func oneParseTellsFormatRoleAndDeviation() throws {
        let payload = ParsedThemeFile(bytes: Array(#"{"theme": "default"}"#.utf8), path: "p.json", limits: .default)
        #expect(payload.role == .payload)
        let metadata = ParsedThemeFile(bytes: Array(#"{"tokenSetOrder": ["a"]}"#.utf8), path: nil, limits: .default)
        #expect(metadata.role == .tokenSetDescription)
        let config = ParsedThemeFile(
            bytes: Array(#"{"source": ["a/*.json"], "platforms": {}}"#.utf8),
            path: nil,
            limits: .default
        )
        #expect(config.role == .tokenSetDescription)
        let commented = ParsedThemeFile(
            bytes: Array("{\"color\": {\"a\": {\"value\": \"#fff\", \"type\": \"color\"}}, // note\n}".utf8),
            path: nil,
            limits: .default
        )
        #expect(commented.format == .dtcg)
        guard case .json(_, let deviation) = commented.content else {
            Issue.record("not parsed")
            return
        }
        #expect(deviation?.line == 1)
        let selection = try ThemeSelection(parsed: payload, limits: .default)
        #expect(selection.theme == "default")
    }
}
