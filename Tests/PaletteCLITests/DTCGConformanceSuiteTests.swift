import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// The official DTCG 2025.10 format suite (`Tests/Fixtures/dtcg-2025.10-test-suite`, W3C
/// 3-clause BSD licence) run through `palette validate`: every positive file is accepted and
/// every negative one is rejected with an error at a line and column that names the rule the
/// file breaks.
struct DTCGConformanceSuiteTests {
    /// One test of the suite's manifest.
    struct Entry: Sendable, CustomTestStringConvertible {
        var id: String
        var isPositive: Bool
        var input: String

        var testDescription: String { id }
    }

    static let folder = Repository.fixture("dtcg-2025.10-test-suite")

    static let entries: [Entry] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = manifest["tests"] as? [[String: Any]]
        else { return [] }
        return tests.compactMap { test in
            guard let id = test["id"] as? String, let type = test["type"] as? String,
                let input = test["input"] as? String
            else { return nil }
            return Entry(id: id, isPositive: type == "PositiveEvaluationTest", input: input)
        }
    }()

    @Test func theManifestHasEveryTestOfTheSuite() throws {
        #expect(Self.entries.count == 220)
        #expect(Self.entries.filter(\.isPositive).count == 93)
        for entry in Self.entries {
            #expect(
                FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(entry.input).path),
                "\(entry.id)"
            )
        }
        let negatives = Set(Self.entries.filter { !$0.isPositive }.map(\.id))
        #expect(negatives == Set(Self.brokenRules.keys), "every negative test has the rule its error must name")
    }

    @Test(arguments: entries)
    func validateAcceptsThePositivesAndRejectsTheNegativesNamingTheRule(_ entry: Entry) {
        let path = Self.folder.appendingPathComponent(entry.input).path
        let result = CLIHarness().run("validate", path).unwrapped
        let errors = result.standardOutput.split(separator: "\n").filter { $0.contains(": error: ") }
        if entry.isPositive {
            #expect(result.exitCode == 0, "\(result.standardOutput)")
            #expect(errors.isEmpty)
            // ok, with warnings: its roles come from the default theme, and types Palette skips.
            #expect(result.standardOutput.contains("\(path): ok with "), "\(result.standardOutput)")
            return
        }
        #expect(result.exitCode == 1)
        guard let rule = Self.brokenRules[entry.id] else {
            Issue.record("no rule listed for \(entry.id)")
            return
        }
        let naming = errors.filter { $0.contains(rule) }
        #expect(!naming.isEmpty, "no error names '\(rule)': \(result.standardOutput)")
        for line in naming {
            let position = line.dropFirst(path.count + 1).prefix { $0 != " " }.split(separator: ":")
            #expect(line.hasPrefix(path + ":"), "the error is in the file")
            #expect(position.count >= 2 && position.prefix(2).allSatisfy { Int($0) != nil }, "at line:column: \(line)")
        }
    }
}
