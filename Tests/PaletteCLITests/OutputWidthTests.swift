import Foundation
import Testing

@testable import palette_cli

/// Help and every message fit a 100-column terminal; data is printed as it is.
struct OutputWidthTests {
    /// The lines of `text` wider than ``TextWrapping/width``, except a diagnostic's place
    /// (`FILE:LINE:COLUMN: error:`) alone on its line, and one word (a long path or value) alone
    /// on its line: neither is ever broken, so that editors still link the place and a path can be
    /// copied, and either is only that wide when the word is.
    static func overlongLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { line in
            guard line.count > TextWrapping.width else { return false }
            let words = line.split(separator: " ")
            let isPlaceAlone =
                words.count <= 2 && words[0].hasSuffix(":")
                && (words.count == 1 || ["error:", "warning:", "note:"].contains(words[1]))
            return !isPlaceAlone && words.count > 1
        }
    }

    @Test(arguments: BadCommandLine.all)
    func everyMessageOfTheBadCommandLineCorpusFits(_ bad: BadCommandLine) throws {
        let scratch = try bad.makeScratch()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var harness = CLIHarness(variables: bad.variables)
        defer { harness.cleanUp() }
        harness.isTerminal = true
        let input = String(decoding: bad.standardInput, as: UTF8.self)
        let result = harness.run(bad.resolvedArguments(in: scratch), input: input)
        #expect(!result.standardError.isEmpty)
        #expect(Self.overlongLines(result.standardError).isEmpty, "\(result.standardError.prefix(2_000))")
    }

    @Test(arguments: [[], ["--help"], ["-h"]] + Command.all.map { [$0.name, "--help"] })
    func everyHelpFits(_ arguments: [String]) {
        let result = CLIHarness().run(arguments)
        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.isEmpty)
        #expect(Self.overlongLines(result.standardOutput).isEmpty, "\(result.standardOutput)")
    }

    @Test func aLongWarningWrapsWithAHangingIndentAndKeepsItsPlaceOnTheFirstLine() throws {
        var harness = CLIHarness()
        harness.isTerminal = true
        // An AUUTheme file whose 'color' fallback the palette roles do not follow: a long warning.
        let file = try harness.write(#"{"colors": {"color": "FFFFFF", "color.text": "333333"}}"#, named: "white.json")
        let result = harness.run("import", file)
        #expect(result.exitCode == 0)
        let lines = result.standardError.split(separator: "\n")
        // The place starts the first line (alone on it when the scratch path is long).
        let start = try #require(lines.firstIndex { $0.hasPrefix("\(file):1:13: warning:") })
        let continuation = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
        #expect(continuation.count >= 3, "the message continues on indented lines")
        #expect(result.standardError.unwrapped.contains("\(file):1:13: warning: unsupported AUUTheme fallback"))
        #expect(continuation.allSatisfy { !$0.hasPrefix("   ") }, "indented by two")
        #expect(Self.overlongLines(result.standardError).isEmpty)
        #expect(result.standardError.unwrapped.contains("'color.primary', 'color.onPrimary', 'color.secondary' and"))
    }

    @Test func wrappingBreaksBetweenWordsAndNeverInsideOne() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let wrapped = TextWrapping.message("error: " + words)
        #expect(wrapped.split(separator: "\n").allSatisfy { $0.count <= 100 && !$0.hasSuffix(" ") })
        #expect(wrapped.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("  word") })
        #expect(wrapped.unwrapped == "error: " + words)

        // A word longer than a line (a path) stands whole on a line of its own, so it can be copied.
        let long = "/work/shared/fixtures/" + String(repeating: "x", count: 250) + ".json"
        let split = TextWrapping.message("error: cannot read '\(long)': no such file").split(separator: "\n")
        #expect(split == ["error: cannot read", "  '\(long)':", "  no such file"], "\(split)")

        let path = "/" + String(repeating: "p", count: 120) + ".json:1:2:"
        let diagnostic = TextWrapping.message("\(path) error: invalid colour '#12'").split(separator: "\n")
        #expect(diagnostic == ["\(path) error:", "  invalid colour '#12'"], "the place is never split")
        #expect(TextWrapping.message("error: short\n") == "error: short\n")
    }

    @Test func helpContinuesUnderItsSecondColumn() {
        let summary = Array(repeating: "summary", count: 14).joined(separator: " ")
        let lines = TextWrapping.help("  import FILE...   \(summary)").split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix(String(repeating: " ", count: 19) + "summary"), "under the summary column")
    }

    @Test func dataIsNotWrapped() throws {
        let harness = CLIHarness()
        let name =
            "A theme whose name is far longer than any terminal is wide, " + String(repeating: "on and ", count: 12)
        let file = try harness.write(
            #"{"formatVersion": 1, "id": "long", "name": "\#(name)", "extends": "default"}"#,
            named: "long.json"
        )
        #expect(harness.run("show", file, "--json").standardOutput.contains(#""name": "\#(name)""#))
        #expect(harness.run("export", file).standardOutput.contains(#""name": "\#(name)""#))
        #expect(harness.run("show", file).standardOutput.hasPrefix(name))
    }
}
