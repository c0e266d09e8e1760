import Foundation
import InternalPaletteUtilities
import Palette
import PaletteMutation
import Testing

/// Structure-aware mutation testing: every seed document (``MutationSeed/all``), mutated position
/// by position (``StructureMutator``), goes through every reader and one `palette` command
/// (``MutantChecks``). Nothing may trap, every problem is a located ``ThemeError``, output is
/// bounded, and no mutant takes long.
///
/// Deterministic: a seed's mutants come from its name, so a failure names the seed, the mutant's
/// number and what was changed where, and running again makes the same mutant. A mutant still
/// running after a minute is named on standard error; set `PALETTE_MUTATION_TRACE=1` to print
/// each mutant before it runs, which names the one that traps.
struct MutationTests {
    /// Mutants per seed document: every position of a small document, evenly spread positions of
    /// a large one. Kept small because CI runs this under AddressSanitizer too;
    /// `PALETTE_MUTATION_BUDGET=5000` makes a deeper run.
    static let budget = ProcessInfo.processInfo.environment["PALETTE_MUTATION_BUDGET"].flatMap { Int($0) } ?? 80
    /// More damaged layouts for each binary property list.
    static let binaryDamageCount = 24
    /// A mutant that takes this long has found something quadratic or worse: the budget is loose
    /// enough for a loaded machine and a sanitizer, tight enough to show a hang.
    static let timeBudget = Duration.seconds(10)

    @Test func theSeedsCoverEveryFormatAndPayloads() {
        let seeds = MutationSeed.all
        let names = seeds.map(\.name)
        #expect(Set(seeds.map(\.form)) == Set(MutantWriter.Form.allCases))
        #expect(names.contains { $0.hasSuffix(".tokens.json") }, "DTCG tokens")
        #expect(names.contains { $0.hasPrefix("auutheme") }, "AUUTheme JSON")
        #expect(names.contains { $0.hasPrefix("swifttheme") && $0.hasSuffix(".json") }, "SwiftTheme JSON")
        #expect(names.contains { $0.hasPrefix("swifttheme") && $0.hasSuffix(".plist") }, "SwiftTheme plists")
        #expect(names.contains { $0.hasPrefix("payload") && $0.contains("overrides") }, "payloads with overrides")
        #expect(names.contains("palette-system.json"), "an adaptive document with variants")
        #expect(names.contains("palette-tokens-styles.json"), "every section of a Palette document")
        #expect(seeds.count >= 30)
    }

    @Test func theMutatorReachesEveryPositionAndEveryKindOfEdit() throws {
        let tree = try #require(MutantWriter.parse(Array(#"{"a": [1, "16px", true], "b": {"c": null}}"#.utf8))).tree
        let mutator = StructureMutator(tree: tree)
        var random = SeededRandom(seed: 1)
        let mutations = mutator.mutations(budget: 200, perPosition: 30, using: &random)
        #expect(Set(mutations.map(\.position)) == Set(mutator.positions), "every position")
        let descriptions = mutations.map(mutator.describe)
        for fragment in ["number -> ", "value -> ", "key -> ", "deleted", "duplicated", "nested 40 deep"] {
            #expect(descriptions.contains { $0.contains(fragment) }, "\(fragment)")
        }
        #expect(descriptions.contains { $0.hasPrefix("a[1]: value -> ") && $0.hasSuffix(#"px""#) })
        var again = SeededRandom(seed: 1)
        #expect(mutator.mutations(budget: 200, perPosition: 30, using: &again) == mutations, "deterministic")
    }

    @Test func mutantsAreWrittenInEachFormAndReadBack() throws {
        let tree = try #require(MutantWriter.parse(Array(#"{"k": [1, 2.5, "x\u0000y", {"z": false}]}"#.utf8))).tree
        let mutant = StructureMutator(tree: tree).applying(.init(position: [0, 0], edit: .number("1e400")))
        #expect(String(decoding: MutantWriter.write(mutant, as: .json), as: UTF8.self).contains("1e400"))
        for form in [MutantWriter.Form.xmlPropertyList, .binaryPropertyList] {
            let untouched = MutantWriter.write(Mutant(tree: tree), as: form)
            let read = try #require(MutantWriter.parse(untouched)?.tree)
            #expect(JSONWriter.string(read) == JSONWriter.string(tree), "\(form) round-trips")
            #expect(MutantWriter.parse(MutantWriter.write(mutant, as: form)) == nil, "\(form): 1e400 is refused")
        }
    }

    @Test(arguments: MutationSeed.all)
    func noMutantTrapsAndEveryProblemIsLocated(_ seed: MutationSeed) throws {
        let scratch = ScratchDirectory(prefix: "palette-mutants")
        let trace = ProcessInfo.processInfo.environment["PALETTE_MUTATION_TRACE"] != nil
        let mutator = StructureMutator(tree: seed.tree)
        var random = SeededRandom(seed: SeededRandom.seed(for: seed.testDescription))
        let perPosition = max(4, Self.budget / 60)
        var mutants = mutator.mutations(budget: Self.budget, perPosition: perPosition, using: &random).map { mutation in
            (mutator.describe(mutation), MutantWriter.write(mutator.applying(mutation), as: seed.form))
        }
        if seed.form == .binaryPropertyList {
            let written = MutantWriter.write(Mutant(tree: seed.tree), as: .binaryPropertyList)
            for index in 0..<Self.binaryDamageCount {
                let damage = BinaryPropertyListWriter.Damage.allCases[
                    index % BinaryPropertyListWriter.Damage.allCases.count
                ]
                let value = BinaryPropertyListWriter.Damage.values.randomElement(using: &random) ?? 0
                let object = Int.random(in: 0..<1_000, using: &random)
                let damaged = BinaryPropertyListWriter.damaged(written, damage, value: value, index: object)
                mutants.append(("\(damage) -> \(value) at object \(object)", damaged))
            }
        }
        let clock = ContinuousClock()
        for (index, (description, bytes)) in mutants.enumerated() {
            let label = "\(seed.testDescription) mutant \(index): \(description)"
            if trace { FileHandle.standardError.write(Data("mutant: \(label)\n".utf8)) }
            let folder = scratch.url.appendingPathComponent("\(index)", isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("mutant." + seed.fileExtension)
            try Data(bytes).write(to: file)
            var checks = MutantChecks()
            // A hang never returns to the check below; this names the mutant in the log meanwhile.
            let watchdog = DispatchWorkItem {
                FileHandle.standardError.write(Data("mutant still running after a minute: \(label)\n".utf8))
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
            let elapsed = clock.measure { checks.run(bytes, file: file, command: index) }
            watchdog.cancel()
            for problem in checks.problems { Issue.record("\(label)\n\(problem)") }
            #expect(elapsed < Self.timeBudget, "\(label) took \(elapsed)")
            try? FileManager.default.removeItem(at: folder)
        }
    }
}
