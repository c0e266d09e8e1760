import Foundation
import PaletteTestSupport
import Testing

/// The arrows between modules and folders point one way: `Palette` names nothing of
/// `PaletteFormats`, `PaletteDesign` or `PalettePackages`, and inside each module a folder uses
/// only the types of the folders below it (or its own), in the order written down here and in the
/// DocC articles on the modules.
///
/// A type is "used" where its name appears in code (comments and string literals set aside, and
/// names after a `.` skipped, as they are members); a type is the folder's that declares it at
/// the top level of a file. So a new folder must be placed in the order below, and a use that
/// points up is a failure that names the file and the type.
struct ModuleLayeringTests {
    /// Each module's folders, lowest first. A folder may use its own types and those of any
    /// folder before it.
    static let layers: [(module: String, folders: [String])] = [
        (
            "Palette",
            [
                "Support", "Input", "JSON", "Color", "Typography", "Images", "Effects", "Motion", "Tokens", "Theme",
                "Styling", "Accessibility", "Document", "Runtime", "Platform",
            ]
        ),
        ("PaletteDesign", ["Color", "Accessibility", "Comparison", "Generation"]),
        (
            "PaletteFormats",
            [
                ".", "Support", "Files", "DTCG", "Resolver", "TokenSets", "AssetCatalog", "Legacy", "Export", "Modes",
                "Loading", "Preview",
            ]
        ),
        ("PalettePackages", ["Support", "Manifest", "Network", "Store", "Installing", "Platform"]),
        ("InternalPaletteUtilities", ["Support", "JSON"]),
    ]

    /// Modules that may not name each other's types: Palette knows no library above it,
    /// PalettePackages, which an app adds to download themes, depends on Palette alone,
    /// PaletteDesign, which PaletteFormats and the CLI build on, knows neither of them, and the
    /// shared utilities sit below every module, knowing none.
    static let strangers: [(module: String, unknown: String)] = [
        ("Palette", "PaletteFormats"), ("Palette", "PalettePackages"), ("Palette", "PaletteDesign"),
        ("PalettePackages", "PaletteFormats"), ("PalettePackages", "PaletteDesign"),
        ("PaletteDesign", "PaletteFormats"), ("PaletteDesign", "PalettePackages"),
        ("InternalPaletteUtilities", "Palette"), ("InternalPaletteUtilities", "PaletteFormats"),
        ("InternalPaletteUtilities", "PalettePackages"), ("InternalPaletteUtilities", "PaletteDesign"),
    ]

    static let sources = Repository.file("Sources")

    /// A Swift file: its folder in its module, and its code with comments and literals blanked.
    struct SourceFile {
        var name: String
        var folder: String
        var code: String
    }

    static func files(of module: String) throws -> [SourceFile] {
        let root = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [SourceFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = url.path.dropFirst(root.path.count + 1).split(separator: "/")
            let folder = relative.count > 1 ? String(relative[0]) : "."
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append(
                SourceFile(name: String(relative.joined(separator: "/")), folder: folder, code: code(of: text))
            )
        }
        return files
    }

    /// The text with comments, string literals (single-line, multi-line and raw) blanked out.
    static func code(of text: String) -> String {
        var output = ""
        let characters = Array(text)
        var index = 0
        func starts(_ token: String, at position: Int) -> Bool {
            let token = Array(token)
            return position + token.count <= characters.count
                && Array(characters[position..<position + token.count]) == token
        }
        while index < characters.count {
            if starts("//", at: index) {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if starts("/*", at: index) {
                var depth = 0
                repeat {
                    if starts("/*", at: index) {
                        depth += 1
                        index += 2
                    } else if starts("*/", at: index) {
                        depth -= 1
                        index += 2
                    } else {
                        index += 1
                    }
                } while depth > 0 && index < characters.count
            } else if characters[index] == "#" || characters[index] == "\"" {
                // A string literal: count the raw delimiter's hashes, then skip to the closing quote.
                var hashes = 0
                var position = index
                while position < characters.count, characters[position] == "#" {
                    hashes += 1
                    position += 1
                }
                guard position < characters.count, characters[position] == "\"" else {
                    output.append(characters[index])
                    index += 1
                    continue
                }
                let multiline = starts("\"\"\"", at: position)
                let quote = multiline ? "\"\"\"" : "\""
                let close = quote + String(repeating: "#", count: hashes)
                position += quote.count
                while position < characters.count, !starts(close, at: position) {
                    if hashes == 0, characters[position] == "\\" { position += 1 }
                    position += 1
                }
                index = position + close.count
                output += " \"\" "
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return output
    }

    /// The types declared at the top level of each file (not nested ones), by name.
    static func declarations(in files: [SourceFile]) -> [String: String] {
        var owners: [String: String] = [:]
        let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        let modifiers: Set<Substring> = [
            "public", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
        ]
        for file in files {
            for line in file.code.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("\t") {
                var words = line.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == ":" || $0 == "{" })[...]
                while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
                    words = words.dropFirst()
                }
                guard let kind = words.first, kinds.contains(kind), words.count > 1 else { continue }
                owners[String(words[words.startIndex + 1])] = file.folder
            }
        }
        return owners
    }

    /// The capitalised names a file's code uses, not counting those after a `.`.
    static func usedNames(in code: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var previous: Character = " "
        var afterDot = false
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = previous == "." }
                word.append(character)
            } else {
                if let first = word.first, first.isUppercase, !afterDot { names.insert(word) }
                word = ""
            }
            previous = character
        }
        return names
    }

    /// Every use in `module` of a type from a folder above the user's.
    static func upwardUses(in module: String, folders: [String]) throws -> [String] {
        let files = try files(of: module)
        let owners = declarations(in: files)
        var problems: [String] = []
        for file in files {
            guard let level = folders.firstIndex(of: file.folder) else { continue }
            for name in usedNames(in: file.code).sorted() {
                guard let owner = owners[name], owner != file.folder,
                    let ownerLevel = folders.firstIndex(of: owner), ownerLevel > level
                else { continue }
                problems.append("\(module)/\(file.name) (\(file.folder)) uses \(name) from \(owner)")
            }
        }
        return problems
    }

    @Test(arguments: 0..<layers.count)
    func everyFolderOfAModuleIsPlacedInItsOrder(module index: Int) throws {
        let (module, folders) = Self.layers[index]
        let present = Set(try Self.files(of: module).map(\.folder))
        #expect(present.subtracting(folders).isEmpty, "folders of \(module) with no place in its order")
        #expect(Set(folders).subtracting(present).isEmpty, "folders in the order that \(module) no longer has")
    }

    @Test(arguments: 0..<layers.count)
    func foldersUseOnlyTheFoldersBelowThem(module index: Int) throws {
        let (module, folders) = Self.layers[index]
        let problems = try Self.upwardUses(in: module, folders: folders)
        #expect(problems.isEmpty, "\(problems.count) uses point up:\n\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: 0..<strangers.count)
    func aModuleNamesNoTypeOfAModuleItDoesNotDependOn(pair index: Int) throws {
        let (module, unknown) = Self.strangers[index]
        let foreign = Self.declarations(in: try Self.files(of: unknown))
        let own = Set(Self.declarations(in: try Self.files(of: module)).keys)
        var problems: [String] = []
        for file in try Self.files(of: module) {
            for name in Self.usedNames(in: file.code) where foreign[name] != nil && !own.contains(name) {
                problems.append("\(module)/\(file.name) uses \(name) from \(unknown)")
            }
            if file.code.contains("import \(unknown)") {
                problems.append("\(module)/\(file.name) imports \(unknown)")
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The names a module's code declares: every type, nested ones included, and every member,
    /// `let`, `var`, `func` and `case`, at any level. With `exported`, only those declared
    /// `public` or `package`, which another module could name.
    static func declaredNames(
        in files: [SourceFile],
        exported: Bool = false
    ) -> (types: Set<String>, members: Set<String>) {
        let typeKinds: Set<Substring> = ["struct", "enum", "class", "protocol", "typealias", "actor"]
        let memberKinds: Set<Substring> = ["let", "var", "func", "case"]
        var types: Set<String> = []
        var members: Set<String> = []
        for file in files {
            for line in file.code.split(separator: "\n") {
                let words = line.split(whereSeparator: { " <:{(=,".contains($0) })
                guard !exported || words.contains("public") || words.contains("package") else { continue }
                for (index, word) in words.enumerated().dropLast() {
                    let name = String(words[index + 1])
                    if typeKinds.contains(word) { types.insert(name) }
                    if memberKinds.contains(word) { members.insert(name) }
                }
            }
        }
        return (types, members)
    }

    /// The names a file's code uses after a `.`: members, and nested types (`ContrastAudit.Fixes`).
    static func memberNames(in code: String) -> Set<String> {
        var names: Set<String> = []
        var word = ""
        var afterDot = false
        var previous: Character = " "
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = previous == "." }
                word.append(character)
            } else {
                if afterDot, !word.isEmpty { names.insert(word) }
                word = ""
            }
            previous = character
        }
        return names
    }

    /// Every name in `module`'s code of a type or member only `design` declares: its types,
    /// nested ones included, and what it adds to the module's types (`proposedFixes(at:)`,
    /// `simulating(_:)`), less the names `module` declares itself.
    static func namesOfTheDesignModule(in module: String, design: String) throws -> [String] {
        let files = try files(of: module)
        let own = declaredNames(in: files)
        let foreign = declaredNames(in: try Self.files(of: design), exported: true)
        let foreignTypes = foreign.types.subtracting(own.types)
        let foreignMembers = foreign.members.subtracting(own.members).subtracting(own.types)
        var problems: [String] = []
        for file in files {
            let used = usedNames(in: file.code).union(memberNames(in: file.code))
            for name in used.intersection(foreignTypes).sorted() {
                problems.append("\(module)/\(file.name) names the type \(name) of \(design)")
            }
            for name in memberNames(in: file.code).intersection(foreignMembers).sorted() {
                problems.append("\(module)/\(file.name) names the member \(name) of \(design)")
            }
        }
        return problems
    }

    /// An app that selects and applies themes links no design tool: Palette names no type of
    /// PaletteDesign, nested ones included, and no member PaletteDesign adds to Palette's types.
    @Test func paletteNamesNothingThatPaletteDesignDeclares() throws {
        let problems = try Self.namesOfTheDesignModule(in: "Palette", design: "PaletteDesign")
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The design-module check itself: a nested type and an added member are found.
    @Test func theDesignCheckFindsANestedTypeAndAnAddedMember() {
        let design = [
            SourceFile(
                name: "A.swift",
                folder: ".",
                code: Self.code(
                    of: """
                        extension Audit {
                            public struct Fixes {}
                            public func proposedFixes() -> Fixes { Fixes() }
                        }
                        """
                )
            )
        ]
        let names = Self.declaredNames(in: design, exported: true)
        #expect(names.types == ["Fixes"] && names.members == ["proposedFixes"])
        let use = Self.code(of: "let fixes: Audit.Fixes = audit.proposedFixes() // Fixes")
        #expect(Self.memberNames(in: use).isSuperset(of: ["Fixes", "proposedFixes"]))
        #expect(!Self.memberNames(in: use).contains("fixes"))
    }

    /// The shared utilities are no part of any module's public face: every module imports them
    /// `package` (or `internal`), so an app that imports Palette never sees them.
    @Test func noModuleReExportsTheUtilities() throws {
        var problems: [String] = []
        for module in ["Palette", "PaletteDesign", "PaletteFormats", "PalettePackages", "PaletteThemes", "palette-cli"]
        {
            for file in try Self.files(of: module) {
                for line in file.code.split(separator: "\n") where line.hasSuffix("import InternalPaletteUtilities") {
                    if !line.hasPrefix("package import") && !line.hasPrefix("internal import") {
                        problems.append("\(module)/\(file.name): \(line)")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// What an app embeds links no networking: Palette never names URLSession or imports
    /// FoundationNetworking; downloads are PalettePackages' alone.
    @Test func paletteHasNoNetworkingCode() throws {
        let networking = try Self.files(of: "Palette").filter { file in
            file.code.contains("URLSession") || file.code.contains("FoundationNetworking")
        }
        #expect(networking.map(\.name).isEmpty)
    }

    /// The checker itself: an upward use is found, and comments, strings and members are not uses.
    @Test func theCheckerFindsAUseAndIgnoresCommentsStringsAndMembers() {
        let code = Self.code(
            of: """
                // ThemeLoader is mentioned here
                let a = "ThemeLoader"; let b = #"ThemeLoader "quoted""#
                /* ThemeLoader /* nested */ */
                let c = x.ThemeLoader
                let d = DTCGImporter()
                """
        )
        #expect(Self.usedNames(in: code).contains("DTCGImporter"))
        #expect(!Self.usedNames(in: code).contains("ThemeLoader"))
    }
}
