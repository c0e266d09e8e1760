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
            // A limit whose accessors are emitted into their callers carries the attribute first.
            let line = line.hasPrefix("    @_alwaysEmitIntoClient ") ? Substring("    " + line.dropFirst(27)) : line
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

    /// The error codes declared in `module`: the name of each `static let NAME = …Code(` (or
    /// `static var NAME: ThemeError.Code { … }` over a private constant), the
    /// file that declares it, and whether its declaration names a file of its own (`fileID:`),
    /// which would let it claim another module.
    static func declaredCodes(in files: [SourceFile]) -> [(name: String, file: String, claimsFile: Bool)] {
        var codes: [(String, String, Bool)] = []
        for file in files {
            let lines = file.code.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " }
                // A code is a constant, or (Palette's) a computed property over a private constant
                // declared on the next line, whose declaration is then the one to read.
                let computed = trimmed.hasPrefix("public static var ") && trimmed.contains(": ThemeError.Code {")
                guard computed || (trimmed.hasPrefix("public static let ") && trimmed.contains("Code(")) else {
                    continue
                }
                let name = trimmed.dropFirst("public static let ".count).prefix { $0.isLetter || $0.isNumber }
                // The declaration's first lines, up to the next declaration.
                let start = computed ? index + 1 : index
                let next =
                    lines[(start + 1)...].prefix(5).firstIndex { $0.contains("static ") } ?? min(start + 6, lines.count)
                let declaration = lines[start..<next].joined(separator: " ")
                codes.append((String(name), file.name, declaration.contains("fileID:")))
            }
        }
        return codes
    }

    /// The codes of `module` that no file of it raises other than the one that declares them.
    static func unraisedCodes(in files: [SourceFile]) -> [String] {
        declaredCodes(in: files).filter { code in
            files.allSatisfy { $0.name == code.file || occurrences(of: code.name, in: $0.code) == 0 }
        }.map(\.name)
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

    /// A code's module is the one whose file declares it (`ThemeError.Code` reads `#fileID`), so
    /// a module owns the codes it declares; these tests check that it raises each of them, so
    /// that no module declares a code only a module above it raises.
    @Test(arguments: ["Palette", "PaletteFormats", "PalettePackages"])
    func aModuleDeclaresOnlyTheErrorCodesItRaises(module: String) throws {
        let files = try Self.files(of: module)
        let codes = Self.declaredCodes(in: files)
        #expect(codes.count > (module == "Palette" ? 10 : 0), "\(module)'s codes were not found")
        let unraised = Self.unraisedCodes(in: files)
        #expect(unraised.isEmpty, "\(module) declares codes it never raises: \(unraised)")
        let claiming = codes.filter(\.claimsFile).map(\.name)
        #expect(claiming.isEmpty, "\(module) declares codes for another module's file: \(claiming)")
    }

    @Test func everyErrorCodeNameIsDeclaredOnce() throws {
        let names = try Self.layers.flatMap { Self.declaredCodes(in: try Self.files(of: $0.module)) }.map(\.name)
        let repeated = Dictionary(grouping: names, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "codes declared twice: \(repeated)")
    }

    @Test func theCodeCheckFindsACodeRaisedOnlyWhereItIsDeclared() {
        let declaring = SourceFile(
            name: "Support/Codes.swift",
            folder: "Support",
            code: Self.code(
                of: """
                    extension ThemeError.Code {
                        public static let raised = ThemeError.Code("raised", summary: "") { _ in ("", "") }
                        public static let unraised = ThemeError.Code("unraised", summary: "") { _ in ("", "") }
                        public static let claimed = ThemeError.Code(
                            "claimed", summary: "", fileID: "Palette/X.swift") { _ in ("", "") }
                    }
                    func make() -> ThemeError { ThemeError(.unraised, location: nil) }
                    """
            )
        )
        let raising = SourceFile(name: "Use.swift", folder: ".", code: "throw .raised(x); throw .claimed(y)")
        #expect(Self.declaredCodes(in: [declaring]).map(\.name) == ["raised", "unraised", "claimed"])
        #expect(Self.declaredCodes(in: [declaring]).filter(\.claimsFile).map(\.name) == ["claimed"])
        #expect(Self.unraisedCodes(in: [declaring, raising]) == ["unraised"])
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
