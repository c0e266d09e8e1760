import Foundation
import Palette
import PaletteFormats
import PaletteThemes
import Testing

@testable import palette_cli

/// The same input, through every path that accepts it, gets the same answer: one rule for role
/// names, colours, overrides and limits, whichever door the input comes in by.
@Suite struct OneRuleTests {
    /// What a path made of a role entry: the role it set, the entry ignored with a warning, or the
    /// input refused.
    enum Answer: Equatable, CustomStringConvertible {
        case role(ColorRole)
        case ignored
        case rejected

        var description: String {
            switch self {
            case .role(let role): "role \(role)"
            case .ignored: "ignored"
            case .rejected: "rejected"
            }
        }
    }

    static let colour = "#336699"

    /// Role names with the answer every path must give: ASCII case and separators fold; look-alike
    /// letters (the Kelvin sign, U+0130, fullwidth forms) and prefixed names do not.
    static let names: [(name: String, expected: Answer)] = [
        ("primary", .role(.primary)),
        ("PRIMARY", .role(.primary)),
        ("on-primary", .role(.onPrimary)),
        ("ON_PRIMARY", .role(.onPrimary)),
        ("onBackground", .role(.onBackground)),
        ("bac\u{212A}ground", .ignored),
        ("h\u{0130}ghlight", .ignored),
        ("\u{FF50}rimary", .ignored),
        ("color.primary", .ignored),
        ("primary\u{0000}", .ignored),
        // Long, but inside every limit (a payload's 64 KiB, a token path's 1,024 bytes): limits
        // are the same everywhere too, and tested on their own below.
        (String(repeating: "k", count: 1_000), .ignored),
    ]

    @Test(arguments: names.indices)
    func aRoleNameMeansTheSameEverywhere(_ index: Int) throws {
        let (name, expected) = Self.names[index]
        for (path, answer) in try answers(role: name, colour: Self.colour) {
            #expect(answer == expected, "\(path) read '\(name.prefix(40))' as \(answer), not \(expected)")
        }
        // Where a role is read from a token path, `color.<name>` is the role or none.
        let fromPath = TokenSlot(.color, TokenPath("color." + name)).role
        if case .role(let role) = expected {
            #expect(fromPath == role && ColorRole(path: TokenPath("COLOR." + name)) == role)
        } else if name.contains(".") == false {
            #expect(fromPath == nil, "a token path with '\(name.prefix(40))' names no role")
        }
    }

    @Test(arguments: ["#12", "#GGGGGG", "", "#1234567", "\u{FF03}336699"])
    func aBadColourIsRefusedEverywhere(_ colour: String) throws {
        for (path, answer) in try answers(role: "primary", colour: colour) {
            #expect(answer == .rejected, "\(path) accepted the colour '\(colour)' as \(answer)")
        }
    }

    @Test func overridesAreHeldToTheCallersLimits() throws {
        let payload = #"{"theme": "default", "overrides": {"tokens": {"numbers": {"a": 1, "b": 2}}}}"#
        var limits = ThemeLimits.default
        limits.maximumTokenCount = 1
        #expect(throws: ThemeError.self) { try ThemeSelection(json: Array(payload.utf8), limits: limits) }
        #expect((try? ThemeSelection(json: Array(payload.utf8), limits: .default)) != nil)
        // References in the overrides are followed under the same limits when they are applied.
        limits = .default
        limits.maximumAliasChain = 1
        let chained = #"""
            {"theme": "default", "overrides": {"tokens": {"numbers": {"a": 1, "b": "{c}", "c": "{a}"}}}}
            """#
        #expect(throws: ThemeError.self) {
            try ThemeSelection(json: Array(chained.utf8), limits: limits).resolve(in: .builtIn)
        }
        #expect(try ThemeSelection(json: chained).resolve(in: .builtIn).number(NumberToken("b")) == 1)
    }

    @Test func anExtendsChainEndsAtTheOneLimitEverywhere() throws {
        let limit = ThemeLimits.default.maximumExtendsDepth
        let harness = CLIHarness()
        // `default` and `limit - 1` documents make a chain of exactly `limit` themes; one more is too deep.
        var files: [String] = []
        for level in 1...limit {
            let parent = level == 1 ? "default" : "level\(level - 1)"
            let json = #"{"formatVersion": 1, "id": "level\#(level)", "extends": "\#(parent)"}"#
            files.append(try harness.write(json, named: "level\(level).json"))
        }
        var registry = ThemeRegistry.builtIn
        let report = ThemeLoader().load(files.map { URL(fileURLWithPath: $0) }, into: &registry)
        let tooDeep = report.files.filter { !$0.errors.isEmpty }.map(\.path)
        #expect(tooDeep == [files[limit - 1]], "only the theme whose chain is longer than \(limit) is refused")
        let deepest = try registry.resolve("level\(limit - 1)")
        #expect(deepest.lineage.count == limit)
        #expect(report.files.last?.errors.first?.code == .limitExceeded)
        let validate = harness.run(["validate"] + files)
        #expect(validate.exitCode == 1)
        let printed = validate.standardOutput + validate.standardError
        #expect(printed.contains("exceeds the limit of \(limit)"))
        #expect(printed.contains("\(limit) files checked: 1 error"), "the chain of \(limit) is fine")
        #expect(printed.contains(files[limit - 1] + ":1:"), "the error is the chain one longer")
    }

    @Test func aMissingFileIsOneErrorInTheLibraryAndTheCLI() throws {
        let path = "/nonexistent-palette-folder/brand.json"
        var registry = ThemeRegistry.builtIn
        let report = ThemeLoader().load([URL(fileURLWithPath: path)], into: &registry)
        let error = try #require(report.files.flatMap(\.errors).first)
        #expect(error.code == .noSuchFile)
        #expect(!error.description.contains("malformed"))
        #expect(error.message == "no such file")
        let cli = CLIHarness().run("select", path)
        #expect(cli.standardError == "error: \(ThemeError.noSuchFile(location: .init(file: path)).description)\n")
    }

    // MARK: - The paths

    /// The answer of every path that reads a role entry, by path name.
    private func answers(role name: String, colour: String) throws -> [(String, Answer)] {
        let key = jsonString(name)
        let value = jsonString(colour)
        let overrides = #"{"palette": {\#(key): \#(value)}}"#
        let payload = #"{"theme": "default", "overrides": \#(overrides)}"#
        let document = #"{"formatVersion": 1, "id": "probe", "extends": "default", "palette": {\#(key): \#(value)}}"#
        var answers: [(String, Answer)] = []

        answers.append(("document", answer(ThemeDocument.decode(json: Array(document.utf8)))))
        answers.append(("payload", answer { try ThemeSelection(json: payload).overrides?.palette ?? [:] }))
        answers.append(
            (
                "Codable overrides",
                answer { try JSONDecoder().decode(ThemeOverrides.self, from: Data(overrides.utf8)).palette }
            )
        )
        answers.append(
            (
                "Codable selection",
                answer {
                    try JSONDecoder().decode(ThemeSelection.self, from: Data(payload.utf8)).overrides?.palette ?? [:]
                }
            )
        )
        // DTCG names cannot hold '.': a dotted name is a DTCG error, not a role question.
        if !name.contains(".") {
            let dtcg = #"{"color": {\#(key): {"$type": "color", "$value": \#(value)}}}"#
            answers.append(
                (
                    "DTCG",
                    answer(DTCGImporter().decode(Array(dtcg.utf8), options: ImportOptions(conformance: .asDeclared)))
                )
            )
        }
        let auu = #"{"colors": {\#(jsonString("color." + name)): \#(jsonString(String(colour.drop { $0 == "#" })))}}"#
        answers.append(("AUUTheme", answer(AUUThemeImporter().decode(Array(auu.utf8)))))

        let harness = CLIHarness()
        let documentFile = try harness.write(document, named: "probe.json")
        let validate = harness.run("validate", documentFile)
        answers.append(("palette validate", validate.exitCode != 0 ? .rejected : answers[0].1))
        let select = harness.run("select", "--json", "-", input: payload)
        answers.append(
            ("palette select", try selectAnswer(select, default: try ThemeRegistry.builtIn.resolve("default")))
        )
        return answers
    }

    private func answer(_ report: DecodingReport<ThemeDocument>) -> Answer {
        // AUUTheme files keep their other values when one colour is bad, as AUUTheme did: the
        // colour is refused all the same, with the same located message, as a warning.
        let refused = report.warnings.contains { $0.problem.code == .invalidColor }
        guard let palette = report.value?.palette, report.errors.isEmpty, !refused else { return .rejected }
        // A DTCG or AUUTheme token that names no role is a custom token: the role is not set.
        return palette.first { $0.value.hex == Self.colour }.map { .role($0.key) } ?? .ignored
    }

    private func answer(_ decode: () throws -> [ColorRole: ThemeColor]) -> Answer {
        guard let palette = try? decode() else { return .rejected }
        return palette.first.map { .role($0.key) } ?? .ignored
    }

    /// What `palette select --json` applied: the role now the probe colour, if any.
    private func selectAnswer(_ result: CLIResult, default base: ResolvedTheme) throws -> Answer {
        guard result.exitCode == 0 else { return .rejected }
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let palette = try #require(object?["palette"] as? [String: String])
        let changed = ColorRole.allCases.filter {
            palette[$0.rawValue] == Self.colour && base.palette[$0].hex != Self.colour
        }
        return changed.first.map { .role($0) } ?? .ignored
    }

    private func jsonString(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])) ?? Data()
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
