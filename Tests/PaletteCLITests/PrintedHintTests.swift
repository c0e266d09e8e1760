import Foundation
import Testing

@testable import palette_cli

/// Every command the CLI suggests in a message (`'palette check acme --fix' proposes…`, `Run
/// 'palette show --help' for usage`) runs as printed: copied into a shell, it is a command the
/// CLI accepts, with the options and quoting it needs.
struct PrintedHintTests {
    /// The commands a message suggests, as shell words: `Run 'palette show --help'`, `try
    /// 'palette show'`, and `run: palette …` to the end of the message (the form for a command
    /// with quoted words in it). Placeholders (`FILE`, `<command>`) are not commands to run.
    static func hints(in text: String) -> [[String]] {
        let unwrapped = text.replacingOccurrences(of: "\n  ", with: " ")
        var hints: [String] = []
        for line in unwrapped.split(separator: "\n") {
            for marker in ["Run 'palette ", "try 'palette "] {
                var rest = Substring(line)
                while let start = rest.range(of: marker) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.firstIndex(of: "'") else { break }
                    hints.append(String(rest[..<end]))
                    rest = rest[end...]
                }
            }
            if let start = line.range(of: "run: palette ") { hints.append(String(line[start.upperBound...])) }
        }
        let placeholders: Set<String> = ["FILE", "FOLDER", "DIR", "ID", "PATH", "SEED", "NAME", "URL", "FILE..."]
        return hints.map(words).filter { words in
            !words.contains { $0.contains("<") || placeholders.contains($0) }
        }
    }

    /// A command line split as a POSIX shell splits it (single quotes only, as ShellWord writes).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var inWord = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\", !quoted {
                escaped = true
                inWord = true
            } else if character == "'" {
                quoted.toggle()
                inWord = true
            } else if character == " ", !quoted {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func theSplitterReadsQuotesAsAShellDoes() {
        #expect(Self.words("check '/tmp/a b/x.json' --fix") == ["check", "/tmp/a b/x.json", "--fix"])
        #expect(Self.words(#"check 'it'\''s' x"#) == ["check", "it's", "x"])
        #expect(Self.hints(in: "error: bad; to fix it, run: palette check 'a b' --fix") == [["check", "a b", "--fix"]])
        #expect(Self.hints(in: "Run 'palette <command> --help' for one").isEmpty, "a placeholder is no command")
        #expect(Self.hints(in: "'palette import' needs FILE").isEmpty, "naming a command suggests nothing")
    }

    @Test func everyHintPrintedForFailingInputsRuns() throws {
        let harness = CLIHarness()
        defer { harness.cleanUp() }
        let folder = URL(fileURLWithPath: try harness.write("", named: "x")).deletingLastPathComponent()
            .appendingPathComponent("my themes", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let weak =
            ##"{"formatVersion": 1, "id": "weak", "extends": "default", "palette": {"onBackground": "#EEEEEE"}}"##
        try Data(weak.utf8).write(to: folder.appendingPathComponent("weak.json"))
        let file = folder.appendingPathComponent("weak.json").path
        let failing: [[String]] = [
            ["shwo"], ["show", "--nope"], ["check"] + ["--themes", folder.path, "weak"], ["check", file],
            ["check", file, "--contrast", "increased", "--level", "AAA"], ["import"], ["export", "--format", "pdf"],
        ]
        var ran = 0
        for arguments in failing {
            let result = harness.run(arguments)
            #expect(result.exitCode != 0, "\(arguments) should fail")
            for hint in Self.hints(in: result.standardError + result.standardOutput) {
                let again = harness.run(hint)
                #expect(
                    again.exitCode != 64,
                    "the hint '\(hint)' from \(arguments) is no usage error: \(again.standardError)"
                )
                #expect(
                    !again.standardError.contains("no such file") && !again.standardError.contains("unknown theme"),
                    "the hint '\(hint)' from \(arguments) names what it needs: \(again.standardError)"
                )
                ran += 1
            }
        }
        #expect(ran == failing.count, "each failing input prints one hint")
    }
}
