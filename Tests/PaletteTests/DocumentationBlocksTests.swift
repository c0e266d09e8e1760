import Foundation
import PaletteTestSupport
import Testing

/// `Scripts/check-snippets` compiles every ```swift block of the README and the DocC catalog and
/// runs the README's commands. These tests check its extractor against a scan of their own, so
/// that no block can escape the check unseen.
struct DocumentationBlocksTests {
    /// A fenced block's opening line and language ("-" when it names none).
    struct Block: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var language: String
        var description: String { "\(file):\(line) \(language)" }
    }

    /// One record the extractor prints: its kind and fields.
    struct Record {
        var kind: String
        var fields: [String]
    }

    /// README.md and every article of both DocC catalogs, as the script names them.
    private static func documents() throws -> [String] {
        var documents = ["README.md"]
        for catalog in ["Sources/Palette/Palette.docc", "Sources/PaletteFormats/PaletteFormats.docc"] {
            let articles = try FileManager.default.contentsOfDirectory(atPath: Repository.file(catalog).path)
                .filter { $0.hasSuffix(".md") }
                .sorted()
            documents += articles.map { "\(catalog)/\($0)" }
        }
        return documents
    }

    /// Every fenced block's opening line: a line whose text starts with three backticks or
    /// tildes opens a block, which the first line of only that character, at least as many,
    /// closes.
    private static func scan(_ text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var fence: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                let marker = open.first.map { String($0) } ?? "`"
                if line.count >= open.count, line.allSatisfy({ String($0) == marker }) { fence = nil }
                continue
            }
            guard line.hasPrefix("```") || line.hasPrefix("~~~"), let first = line.first else { continue }
            let marker = String(line.prefix { $0 == first })
            let info = line.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
            let language = info.split(whereSeparator: { $0 == " " || $0 == "{" }).first.map { $0.lowercased() }
            blocks.append(Block(file: file, line: index + 1, language: language ?? "-"))
            fence = marker
        }
        return blocks
    }

    /// Runs `Scripts/check-snippets --list` on `files` (paths from the repository's root).
    private static func extract(_ files: [String]) throws -> [Record] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "Scripts/check-snippets", "--list"] + files
        process.currentDirectoryURL = Repository.root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Record(kind: fields.first ?? "", fields: Array(fields.dropFirst()))
        }
    }

    private static func blocks(in records: [Record], kind: String = "block") -> [Block] {
        records.filter { $0.kind == kind }.compactMap { record in
            guard record.fields.count >= 3, let line = Int(record.fields[1]) else { return nil }
            return Block(file: record.fields[0], line: line, language: kind == "swift" ? "swift" : record.fields[2])
        }
    }

    @Test func theExtractorFindsEveryBlockOfTheREADMEAndTheCatalog() throws {
        let documents = try Self.documents()
        var expected: [Block] = []
        for document in documents {
            let text = try String(contentsOf: Repository.file(document), encoding: .utf8)
            expected += Self.scan(text, file: document)
        }
        let records = try Self.extract(documents)
        #expect(Self.blocks(in: records) == expected)
        let swift = expected.filter { $0.language == "swift" }
        #expect(swift.count >= 30, "the README and the articles have dozens of Swift blocks")
        #expect(Self.blocks(in: records, kind: "swift") == swift, "every Swift block is compiled")
        #expect(records.filter { $0.kind == "problem" }.map(\.fields) == [])
    }

    @Test func everyBlockNamesItsLanguageSoSwiftCannotHideInAnUnlabelledOne() throws {
        for document in try Self.documents() {
            let text = try String(contentsOf: Repository.file(document), encoding: .utf8)
            let unlabelled = Self.scan(text, file: document).filter { $0.language == "-" }
            #expect(unlabelled == [], "name the language, `text` for output")
        }
    }

    @Test func theExtractorFindsBlocksInEveryFormMarkdownAllows() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("palette-blocks-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("forms.md")
        let markdown = """
            # Forms

            - In a list:

              ```swift
              struct Indented {}
              ```

            ~~~swift
            struct Tilde {}
            ~~~

            ```Swift title="Capitals"
            struct Capitals {}
            ```

            ````swift
            struct Longer {}
            // ``` does not close a block opened with four
            ````

            ```text
            swift
            ```

            <!-- snippet in: func example() -->
            ```swift
            print("a statement, in the declared function")
            ```

            ```swift
            print("a statement with no function")
            ```

            ```swift
            struct NeverClosed {}
            """
        try Data(markdown.utf8).write(to: file)
        let records = try Self.extract([file.path])
        let lines = Self.scan(markdown, file: file.path)
        #expect(Self.blocks(in: records) == lines)
        #expect(
            Self.blocks(in: records, kind: "swift").map(\.line) == [5, 9, 13, 17, 27, 31],
            "each Swift block, whatever its fence, indentation or capitals"
        )
        let problems = records.filter { $0.kind == "problem" }.map { $0.fields.dropFirst().joined(separator: " ") }
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("31 the block has statements") == true)
        #expect(problems.last == "35 the code block is never closed")
    }

    @Test func aSnippetCommentMustSitDirectlyAboveASwiftBlock() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("palette-blocks-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let file = scratch.appendingPathComponent("stray.md")
        try Data("<!-- snippet in: func example() -->\n\nText.\n\n```swift\nprint(1)\n```\n".utf8).write(to: file)
        let problems = try Self.extract([file.path]).filter { $0.kind == "problem" }.map { $0.fields[1] }
        #expect(problems == ["1", "5"], "the stray comment, and the block it did not reach")
    }
}
