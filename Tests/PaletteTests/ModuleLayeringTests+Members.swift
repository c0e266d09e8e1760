import Foundation
import PaletteTestSupport
import Testing

/// A module owns its rules: each limit and each error code is declared by the module that checks
/// or raises it, so Palette, which every app embeds, holds none that only a module above it uses.
///
/// Type names alone do not show this (a `ThemeLimits` member that only PaletteFormats reads names
/// no PaletteFormats type), so these tests read members: each limit and each code a module
/// declares must be referenced in that module's code other than where it is declared.
extension ModuleLayeringTests {
    /// The types that hold limits, each with its module and the file that declares it.
    static let limitTypes: [(module: String, file: String)] = [
        ("Palette", "Input/ThemeLimits.swift"),
        ("PaletteFormats", "Support/FormatLimits.swift"),
        ("PalettePackages", "Support/PackageLimits.swift"),
    ]

    /// The names of the `public var` members a file declares at its type's top level.
    static func publicVariables(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("    public var ") else { return nil }
            let name = line.dropFirst("    public var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// How many times `name` appears as a whole word in `code`.
    static func occurrences(of name: String, in code: String) -> Int {
        var count = 0
        var word = ""
        for character in code + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if word == name { count += 1 }
                word = ""
            }
        }
        return count
    }

    /// The error codes declared in `module`: the name of each `static let NAME = …Code(` with the
    /// module its declaration gives (`Palette` when it gives none).
    static func declaredCodes(in module: String) throws -> [(name: String, declaredFor: String, file: String)] {
        let root = sources.appendingPathComponent(module)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var codes: [(String, String, String)] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n",
                omittingEmptySubsequences: false
            )
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " }
                guard trimmed.hasPrefix("public static let "), trimmed.contains("Code(") else { continue }
                let name = trimmed.dropFirst("public static let ".count).prefix { $0.isLetter || $0.isNumber }
                let declaration = lines[index..<min(index + 4, lines.count)].joined(separator: " ")
                let declaredFor =
                    declaration.range(of: "module: \"").map { range in
                        String(declaration[range.upperBound...].prefix { $0 != "\"" })
                    } ?? "Palette"
                codes.append((String(name), declaredFor, url.lastPathComponent))
            }
        }
        return codes
    }

    @Test(arguments: 0..<limitTypes.count)
    func everyLimitIsReadByTheModuleThatDeclaresIt(type index: Int) throws {
        let (module, path) = Self.limitTypes[index]
        let text = try String(
            contentsOf: Self.sources.appendingPathComponent(module).appendingPathComponent(path),
            encoding: .utf8
        )
        let members = Self.publicVariables(in: text)
        #expect(!members.isEmpty, "no limits found in \(module)/\(path)")
        let code = try Self.files(of: module).map(\.code).joined(separator: "\n")
        let unread = members.filter { $0 != "theme" && Self.occurrences(of: $0, in: code) < 2 }
        #expect(unread.isEmpty, "\(module)/\(path) declares limits \(module) never reads: \(unread)")
    }

    @Test func paletteDeclaresOnlyTheErrorCodesItRaises() throws {
        let codes = try Self.declaredCodes(in: "Palette")
        #expect(codes.count > 10, "Palette's codes were not found: \(codes.map(\.name))")
        let raising = try Self.files(of: "Palette").filter { !$0.name.hasPrefix("Input/ThemeError") }
        let code = raising.map(\.code).joined(separator: "\n")
        let unraised = codes.filter { Self.occurrences(of: $0.name, in: code) == 0 }.map(\.name)
        #expect(unraised.isEmpty, "Palette declares codes only other modules raise: \(unraised)")
        let foreign = codes.filter { $0.declaredFor != "Palette" }.map(\.name)
        #expect(foreign.isEmpty, "Palette declares codes for other modules: \(foreign)")
    }

    @Test(arguments: ["PaletteFormats", "PalettePackages"])
    func aModulesErrorCodesAreDeclaredAndRaisedInIt(module: String) throws {
        let codes = try Self.declaredCodes(in: module)
        #expect(!codes.isEmpty, "\(module) declares no codes")
        let misdeclared = codes.filter { $0.declaredFor != module }.map(\.name)
        #expect(misdeclared.isEmpty, "\(module) declares codes for another module: \(misdeclared)")
        let code = try Self.files(of: module).map(\.code).joined(separator: "\n")
        let unraised = codes.filter { Self.occurrences(of: $0.name, in: code) < 2 }.map(\.name)
        #expect(unraised.isEmpty, "\(module) declares codes it never raises: \(unraised)")
    }

    @Test func everyErrorCodeNameIsDeclaredOnce() throws {
        let names = try Self.layers.flatMap { try Self.declaredCodes(in: $0.module) }.map(\.name)
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "codes declared twice: \(repeated)")
    }

    @Test func theMemberCheckerCountsCodeNotComments() {
        let code = Self.code(of: "let a = limits.maximumDepth // maximumDepth\n\"maximumDepth\"")
        #expect(Self.occurrences(of: "maximumDepth", in: code) == 1)
        #expect(
            Self.publicVariables(in: "struct L {\n    public var maximumDepth = 3\n        public var x = 1\n}") == [
                "maximumDepth"
            ]
        )
    }
}
