import Foundation
import Testing

@testable import palette_cli

/// What a user reads about big and older token files: one warning per format, a few lines for
/// thousands of problems of one kind, and `--map` paths that name nothing.
struct TokenSetDiagnosticsTests {
    /// A Carbon-sized set: 2,000 tokens over two files, every dimension in `pt`, a unit DTCG has
    /// not (one warning each), and every colour in the older draft's hex strings.
    static func carbonSizedSet(in harness: CLIHarness) throws -> [String] {
        var colors: [String] = []
        var sizes: [String] = []
        for index in 0..<1_000 {
            let hex = String(index * 4_099 % 0xFFFFFF, radix: 16)
            colors.append(##""c\##(index)": {"$value": "#\##(String(repeating: "0", count: 6 - hex.count) + hex)"}"##)
            sizes.append(#""s\#(index)": {"$value": "\#(index % 64)pt"}"#)
        }
        let first = try harness.write(
            #"{"color": {"$type": "color", \#(colors.joined(separator: ",\n"))}}"#,
            named: "palette.tokens.json"
        )
        let folder = URL(fileURLWithPath: first).deletingLastPathComponent()
        let second = folder.appendingPathComponent("spacing.tokens.json")
        try Data(#"{"spacing": {"$type": "dimension", \#(sizes.joined(separator: ",\n"))}}"#.utf8).write(to: second)
        return [first, second.path]
    }

    @Test func importingACarbonSizedSetSummarisesRepeatedWarnings() throws {
        let harness = CLIHarness()
        let files = try Self.carbonSizedSet(in: harness)
        let result = harness.run(["import"] + files).unwrapped
        #expect(result.exitCode == 0, "\(result.standardError.prefix(500))")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count < 10, "\(lines.count) lines: \(result.standardError.prefix(800))")
        let units = lines.filter { $0.contains("unsupported unit 'pt'") }
        #expect(units.count == 1)
        #expect(units.first?.contains("[1000 like this, also at") == true)

        let verbose = harness.run(["import", "--verbose"] + files).unwrapped
        #expect(
            verbose.standardError.split(separator: "\n").filter { $0.contains("unsupported unit 'pt'") }.count == 1_000
        )
    }

    @Test func aSetsErrorsAreSummarisedToo() throws {
        let harness = CLIHarness()
        var broken: [String] = []
        for index in 0..<50 { broken.append(#""b\#(index)": {"$value": "{nowhere.\#(index)}"}"#) }
        let file = try harness.write(
            #"{"color": {"$type": "color", \#(broken.joined(separator: ","))}}"#,
            named: "broken.json"
        )
        let result = harness.run("import", "--strict", file).unwrapped
        #expect(result.exitCode == 1)
        let errors = result.standardError.split(separator: "\n").filter { $0.contains("error:") }
        #expect(errors.count == 1, "\(result.standardError)")
        // Each listed with what it names, which differs: "like this" never stands for another.
        #expect(result.standardError.squeezed.contains("[50likethis,also'{nowhere.1}'at'color.b1.$value'(1:79)"))
    }

    @Test func anOlderFormatFileGetsOneWarningNamingTheFormat() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"color": {"base": {"red": {"value": "#FF0000", "type": "color"}, "blue": {"value": "#0000FF", "type": "color"}}}}"##,
            named: "draft.json"
        )
        let result = harness.run("import", file).unwrapped
        #expect(result.exitCode == 0)
        let formats = result.standardError.split(separator: "\n").filter {
            $0.contains("read as the DTCG drafts before 2022")
        }
        #expect(formats.count == 1, "\(result.standardError)")
        #expect(
            formats.first?.hasPrefix("\(file):1:1: warning: tokens written with 'value' and 'type' (no '$')") == true
        )
        #expect(result.standardOutput.contains(##""color.base.red": "#FF0000""##))
    }

    @Test func aMapPathThatNamesNothingIsAnErrorWithTheClosestPath() throws {
        let harness = CLIHarness()
        let file = try harness.write(
            ##"{"colors": {"$type": "color", "orange": {"500": {"$value": "#ED8936"}}, "navy": {"$value": "#1F2A44"}}}"##,
            named: "brand.tokens.json"
        )
        let result = harness.run("import", file, "--map", "colors.orang.500=primary").unwrapped
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.isEmpty)
        let expected =
            "error: unresolved reference 'colors.orang.500': it is mapped to a role or style, but no token has this path; did you mean 'colors.orange.500'?"
        #expect(result.standardError.squeezed.contains(expected.squeezed), "\(result.standardError)")
        #expect(harness.run("import", file, "--map", "colors.orange.500=primary").exitCode == 0)

        let auu = try harness.write(##"{"colors": {"color.brand": "#FF0000"}}"##, named: "white.json")
        let legacy = harness.run("import", auu, "--map", "color.brnd=primary").unwrapped
        #expect(legacy.exitCode == 1)
        #expect(legacy.standardError.contains("did you mean 'color.brand'?"))
    }
}
