import Foundation
import Palette
import Testing

@testable import PalettePackages

/// Reading `theme-package.json`: every problem at its place, and the path rules that keep a
/// package's files inside its folder on every file system.
struct ManifestTests {
    static let digest = String(repeating: "ab", count: 32)

    static func manifest(
        files: String,
        theme: String = "theme.json",
        id: String = "summer",
        version: String = "1.0.0"
    ) -> String {
        """
        {
          "formatVersion": 1,
          "id": "\(id)",
          "version": "\(version)",
          "theme": "\(theme)",
          "files": [\(files)]
        }
        """
    }

    static func file(_ path: String, size: Int = 10) -> String {
        #"{"path": "\#(path)", "size": \#(size), "sha256": "\#(digest)"}"#
    }

    @Test func thePackageCodesBelongToPalettePackagesAndReadTheirValues() {
        for code in [ThemeError.Code.downloadFailed, .digestMismatch, .packageStoreFailure, .unlistedFile] {
            #expect(code.module == "PalettePackages", "\(code) is declared by \(code.module)")
        }
        let digest = ThemeError.digestMismatch(subject: "a.json", expected: "aa", actual: "bb")
        #expect(digest.description == "'a.json' is not what was promised: its SHA-256 is 'bb', expected 'aa'")
        let store = ThemeError.packageStoreFailure(path: "/p", reason: "cannot be written").inFile("x")
        #expect(store.location == nil && store.description == "theme package folder '/p' cannot be written")
    }

    @Test func aManifestReadsBackAsWritten() throws {
        let text = Self.manifest(
            files: [Self.file("theme.json"), Self.file("images/a@2x.png", size: 3)].joined(separator: ", ")
        )
        let manifest = try ThemePackageManifest(json: Array(text.utf8))
        #expect(manifest.id == "summer")
        #expect(manifest.version == ThemePackageVersion("1.0"))
        #expect(manifest.files.map(\.path) == ["theme.json", "images/a@2x.png"])
        #expect(manifest.totalSize == 13)
        let again = try ThemePackageManifest(json: Array(manifest.json.utf8))
        #expect(again.files.map(\.path) == manifest.files.map(\.path))
        #expect(again.id == manifest.id && again.version == manifest.version && again.theme == manifest.theme)
    }

    static let hostilePaths: [(path: String, words: String)] = [
        ("../outside.png", "'..' is not allowed"),
        ("images/../../outside.png", "'..' is not allowed"),
        ("/etc/passwd", "not absolute"),
        (#"images\\a.png"#, "not '\\'"),
        ("images//a.png", "no empty folder names"),
        ("images/.hidden", "cannot start with '.'"),
        ("./a.png", "cannot start with '.'"),
        ("C:/a.png", "ASCII letters, digits"),
        ("a.png\\u0000.json", "ASCII letters, digits"),
        ("images/a%2F..png", "ASCII letters, digits"),
        ("images/a?x=1.png", "ASCII letters, digits"),
        ("images/\\u212Aelvin.png", "ASCII letters, digits"),
        ("images/a.png.", "end with '.'"),
        ("theme-package.json", "the manifest's own name"),
    ]

    @Test(arguments: 0..<hostilePaths.count)
    func aPathThatCouldLeaveThePackageIsRefusedAtItsPlace(index: Int) {
        let (path, words) = Self.hostilePaths[index]
        let text = Self.manifest(files: [Self.file("theme.json"), Self.file(path)].joined(separator: ",\n"))
        #expect {
            try ThemePackageManifest(json: Array(text.utf8), file: "theme-package.json")
        } throws: { error in
            let error = try #require(error as? ThemeError)
            return error.code == .invalidValue && error.description.contains(words)
                && error.location?.path == "files[1].path" && error.location?.line == 7
                && error.location?.file == "theme-package.json"
        }
    }

    @Test func twoPathsForOneFileOnACaseInsensitiveDiskAreRefused() {
        let files = [Self.file("theme.json"), Self.file("images/Header.png"), Self.file("IMAGES/header.png")]
        #expect(throws: ThemeError.self) {
            try ThemePackageManifest(json: Array(Self.manifest(files: files.joined(separator: ",")).utf8))
        }
        let problems = PackagePath.conflicts(["images/Header.png", "IMAGES/header.png", "a", "a/b", "c/d", "c"])
        #expect(problems.map(\.index) == [1, 3, 5])
        #expect(problems[0].reason.contains("case-insensitive"))
    }

    @Test func everyProblemIsReportedAtOnce() throws {
        let text = """
            {"formatVersion": 2, "id": "../x", "version": "1.x", "theme": "missing.json",
             "files": [{"path": "a.png", "size": -1, "sha256": "xyz"}, {"path": "b.png", "size": 1.5}]}
            """
        #expect {
            try ThemePackageManifest(json: Array(text.utf8))
        } throws: { error in
            let paths = (error as? ThemeError)?.problems.compactMap(\.location?.path) ?? []
            return ["version", "files[1].size", "files[1]"].allSatisfy(paths.contains)
        }
        let bad = ThemePackageManifest(
            id: "../x",
            version: try #require(ThemePackageVersion("1")),
            theme: "missing.json",
            files: [.init(path: "a.png", size: -1, sha256: "xyz")]
        )
        #expect(
            Set(bad.problems().compactMap(\.location?.path)) == ["id", "files[0].size", "files[0].sha256", "theme"]
        )
    }

    @Test func sizesOverTheLimitsAreRefusedBeforeAnythingIsDownloaded() throws {
        var limits = PackageLimits.default
        limits.maximumPackageFileSize = 100
        limits.maximumPackageSize = 150
        limits.maximumPackageFiles = 3
        let manifest = ThemePackageManifest(
            id: "big",
            version: try #require(ThemePackageVersion("1")),
            theme: "theme.json",
            files: [
                .init(path: "theme.json", size: 10, sha256: Self.digest),
                .init(path: "a.png", size: 101, sha256: Self.digest),
                .init(path: "b.png", size: 90, sha256: Self.digest),
                .init(path: "c.png", size: 1, sha256: Self.digest),
            ]
        )
        let codes = manifest.problems(limits: limits).map(\.code)
        #expect(codes.filter { $0 == .inputTooLarge }.count == 2)
        #expect(codes.contains(.limitExceeded))
    }

    @Test(arguments: [
        ("1", "1.0.0", 0), ("1.2", "1.10", -1), ("2.0.0", "1.99.99", 1), ("0.0.0.1", "0", 1),
    ])
    func versionsCompareNumberByNumber(lhs: String, rhs: String, order: Int) throws {
        let a = try #require(ThemePackageVersion(lhs))
        let b = try #require(ThemePackageVersion(rhs))
        #expect((a < b ? -1 : a == b ? 0 : 1) == order)
    }

    @Test(arguments: ["", "1.", ".1", "01", "1.2.3.4.5", "-1", "1.a", "1 .2", "1234567890"])
    func aVersionThatIsNotNumbersIsRefused(text: String) {
        #expect(ThemePackageVersion(text) == nil)
    }

    @Test(arguments: ["summer", "Summer_2", "a.b-c"])
    func plainIdentifiersNameAFolder(id: String) {
        #expect(PackagePath.identifierProblem(id) == nil)
    }

    @Test(arguments: ["", ".hidden", "../x", "a/b", "sum mer", "-x", String(repeating: "a", count: 129), "caf\u{E9}"])
    func identifiersThatCouldNotNameAFolderAreRefused(id: String) {
        #expect(PackagePath.identifierProblem(id) != nil)
    }
}
