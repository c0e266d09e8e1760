import Foundation
import PaletteTestSupport
import Testing

@testable import palette_cli

/// Every command that takes a file, run in process on the theme files under `Examples/`, the
/// project's fixtures and (when present) the shared real-world fixtures: no message it prints
/// repeats a phrase, lists a place twice, doubles "at", or is cut mid-word or mid-sentence.
///
/// Kept to a few seconds in debug (about 2 s of CPU for some 160 files) by sampling, capping and
/// running in parallel:
/// - the files are grouped by folder, and each folder gives at most ``perFolder`` files, spread
///   over its sorted list; a conformance suite (DTCG's, the Resolver Module's: hundreds of
///   near-identical files) is one group and gives ``perSuite``; the shared copy of a suite the
///   project keeps in `Tests/Fixtures` is left out;
/// - each sampled file runs `validate`, which reads everything and says everything it noticed,
///   and one more command in turn (`show`, `check`, `import`, `export`, `token`, `preview`, `diff`
///   against `default`, `codegen`; `preview` and `codegen` write into a scratch folder), so each
///   runs on an eighth of them; `token` looks up the first custom token `import` finds in the
///   file, else `color.primary`;
/// - a file over ``largeFile`` bytes, and a set's description (`$metadata.json`, `$themes.json`,
///   `config.json`, which stand for every file of the set), run `validate` alone; a file over
///   ``hugeFile`` bytes (Adobe's 1.9 MB Figma variables, which its own tests read) is left out;
/// - the files are split into ``chunkCount`` groups, which Swift Testing runs in parallel.
struct EveryFileMessageTests {
    static let perFolder = 2
    static let perSuite = 8
    static let largeFile = 60_000
    static let hugeFile = 1_000_000
    static let chunkCount = 4

    /// The other commands, in the order files take turns at them.
    static let rotation = ["show", "check", "import", "export", "token", "preview", "diff", "codegen"]

    /// The folders whose files are one group however deep they are: the conformance suites.
    static let suites = ["dtcg-2025.10-test-suite", "resolver-suite"]

    /// The theme files sampled, sorted: files with a theme file's extension, and asset catalogs.
    static let files: [String] = {
        var roots = [Repository.file("Examples"), Repository.fixture("")]
        if SharedFixtures.isAvailable { roots.append(SharedFixtures.url("fixtures/real-world")) }
        var byFolder: [String: [String]] = [:]
        for root in roots { collect(root, group: nil, into: &byFolder) }
        return byFolder.keys.sorted().flatMap { folder -> [String] in
            let files = byFolder[folder, default: []].sorted()
            let count = suites.contains { folder.hasSuffix("/" + $0) } ? perSuite : perFolder
            guard files.count > count else { return files }
            return (0..<count).map { files[$0 * (files.count - 1) / (count - 1)] }
        }
    }()

    private static func collect(_ folder: URL, group: String?, into byFolder: inout [String: [String]]) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        let isSharedSuite = folder.path.contains("/real-world/") && suites.contains(folder.lastPathComponent)
        guard !isSharedSuite else { return }
        let group = group ?? (suites.contains(folder.lastPathComponent) ? folder.path : nil)
        for name in names where !name.hasPrefix(".") && name != "node_modules" && name != "PluginConsumer" {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
            if name.hasSuffix(".xcassets") {
                byFolder[group ?? folder.path, default: []].append(url.path)
            } else if isFolder.boolValue {
                collect(url, group: group, into: &byFolder)
            } else if ["json", "plist", "tokens"].contains(url.pathExtension), name != "manifest.json",
                (try? manager.attributesOfItem(atPath: url.path)[.size] as? Int).map({ $0 <= hugeFile }) ?? true
            {
                byFolder[group ?? folder.path, default: []].append(url.path)
            }
        }
    }

    /// The files in ``chunkCount`` groups, each a test case of its own.
    static let chunks: [Int] = Array(0..<chunkCount)

    /// The commands run on the file at `index` in ``files``: arguments, and whether standard output
    /// is messages (rather than a theme, code or a page).
    static func commands(
        for file: String,
        index: Int,
        in folder: URL,
        harness: CLIHarness
    ) -> [(arguments: [String], isText: Bool)] {
        let validate = (["validate", file], true)
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        let name = URL(fileURLWithPath: file).lastPathComponent
        // A set's description stands for all its files: one command reads them all.
        guard size <= largeFile, !name.hasPrefix("$"), name != "config.json" else { return [validate] }
        let other: ([String], Bool) =
            switch rotation[index % rotation.count] {
            case "show": (["show", file], true)
            case "check": (["check", file], true)
            case "import": (["import", file], false)
            case "export": (["export", file, "--format", "css"], false)
            case "token": (["token", tokenPath(in: file, harness: harness), file], true)
            case "preview": (["preview", file, "--output", folder.appendingPathComponent("\(index).html").path], false)
            case "diff": (["diff", "default", file], true)
            default: (["codegen", file, "--output", folder.appendingPathComponent("Theme\(index).swift").path], false)
            }
        return [validate, other]
    }

    /// A custom token's path in the file, as `import` reads it (the first of its tokens, by
    /// name); `color.primary` when it has none.
    static func tokenPath(in file: String, harness: CLIHarness) -> String {
        let imported = harness.run("import", file).standardOutput
        let object = try? JSONSerialization.jsonObject(with: Data(imported.utf8)) as? [String: Any]
        let groups = object?["tokens"] as? [String: Any] ?? [:]
        let paths = groups.values.compactMap { ($0 as? [String: Any])?.keys.sorted().first }.sorted()
        return paths.first ?? "color.primary"
    }

    @Test(arguments: chunks)
    func noMessageRepeatsListsAPlaceTwiceOrIsCut(_ chunk: Int) throws {
        let harness = CLIHarness()
        let folder = try harness.folder("outputs")
        var problems: [String] = []
        for (index, file) in Self.files.enumerated() where index % Self.chunkCount == chunk {
            for (arguments, isText) in Self.commands(
                for: file,
                index: index / Self.chunkCount,
                in: folder,
                harness: harness
            ) {
                let result = harness.run(arguments).unwrapped
                let lines =
                    result.standardError.split(separator: "\n")
                    + (isText ? result.standardOutput.split(separator: "\n") : [])
                for line in lines {
                    let flaws = MessageFlaws.flaws(in: String(line))
                    guard !flaws.isEmpty else { continue }
                    problems.append(
                        "palette \(arguments.joined(separator: " ")): \(flaws.joined(separator: ", ")): \(line)"
                    )
                }
            }
        }
        #expect(
            problems.isEmpty,
            "\(problems.count) messages read badly:\n\(problems.prefix(20).joined(separator: "\n"))"
        )
    }

    @Test func theSampleCoversEveryFolderAndTheExamples() {
        #expect(Self.files.contains { $0.hasSuffix("Examples/themes/acme.json") })
        #expect(Self.files.contains { $0.hasSuffix(".xcassets") })
        #expect(Self.files.count > 50, "\(Self.files.count) files")
    }
}

/// The checks themselves find what they are for.
struct MessageFlawsTests {
    @Test func findsEachFlawTheIssueReported() {
        #expect(
            MessageFlaws.flaws(
                in:
                    "st.json:4:25: warning: unsupported value at 'Global.backgroundColors' at 'Global.backgroundColors': x"
            ) == ["doubled \"at 'Global.backgroundColors'\""]
        )
        #expect(
            MessageFlaws.flaws(
                in: "a.json:1:1: error: missing key 'palette.secondary' [7 like this, also at (1:1), (1:1), …; "
                    + "--verbose lists all]"
            ) == ["lists (1:1) twice"]
        )
        #expect(
            MessageFlaws.flaws(
                in: "a.json:3:4: error: invalid value '2rem': a line height in a unit needs a font size in points to "
                    + "be a multiple of"
            ) == ["ends on \"of\""]
        )
        #expect(
            MessageFlaws.flaws(in: "error: the value 'abc… is cut") == [
                "is clipped mid-word", "has an unbalanced quote",
            ]
        )
        #expect(
            MessageFlaws.flaws(in: "error: the file is not a theme file, the file is not a theme file").contains {
                $0.hasPrefix("repeats")
            }
        )
    }

    @Test func wholeMessagesPass() {
        for line in [
            "a.json:117:14: warning: unsupported 'hex' '#000' at 'black.$value.hex': DTCG 2025.10's 'hex' fallback is "
                + "6 digits, '#rrggbb'; it was read as #000000 [12 like this, also at 'b.$value.hex' (27:16), "
                + "'c.$value.hex' (40:16), …; --verbose lists all]",
            "error: invalid colour '\(String(repeating: "#", count: 100))… (9900 more characters)'",
            "a backend payload ({\"theme\": …}) and a JSON Pointer {\"$ref\": \"#/…\"}",
        ] {
            #expect(MessageFlaws.flaws(in: line).isEmpty, "\(line)")
        }
    }
}
