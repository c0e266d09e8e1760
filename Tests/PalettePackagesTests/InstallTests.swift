import Foundation
import Palette
import PaletteTestSupport
import PaletteThemes
import Testing

@testable import PalettePackages

/// Installing packages from a real HTTP server on 127.0.0.1: first installs, pinned packages,
/// updates by version and ETag, two installs at once, offline use, removal.
struct InstallTests {
    static let header = ImageToken("image.header")

    @Test func aPublishedPackageInstallsAndBecomesATheme() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        let packages = try harness.packages()

        let installation = try await packages.install(from: url, sha256: digest)
        #expect(installation.outcome == .installed)
        #expect(installation.package.id == "summer")
        #expect(installation.package.version.description == "1.0.0")
        #expect(installation.package.manifestSHA256 == digest)
        #expect(installation.package.source == url)
        #expect(packages.installed.map(\.id) == ["summer"])
        #expect(harness.staged.isEmpty)

        var registry = ThemeRegistry.builtIn
        #expect(packages.load(into: &registry).isEmpty)
        let theme = try registry.resolve("summer")
        #expect(theme.palette.primary.hex == "#FF8800")
        #expect(registry.entry(named: "summer")?.source == .package(id: "summer", version: "1.0.0"))
        // The image file resolves inside the package's own folder.
        #expect(try theme.image(Self.header).source() == .data(PackageHarness.bytes(2_000, seed: 1)))
        let file = try #require(try theme.image(Self.header).fileURL())
        #expect(file.path.hasPrefix(installation.package.folder.resolvingSymlinksInPath().path))
    }

    @Test func aPackageInstalledWithTheSameDigestIsUsedWithoutAskingTheServer() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        let packages = try harness.packages()
        try await packages.install(from: url, sha256: digest)
        let asked = harness.server.server.requests.count

        let again = try await packages.install(from: url, sha256: digest.uppercased())
        #expect(again.outcome == .unchanged)
        #expect(harness.server.server.requests.count == asked)
    }

    @Test func anUnchangedPackageIsAskedForWithItsETagAndNotDownloadedAgain() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try harness.packages()
        try await packages.install(from: url)

        let again = try await packages.install(from: url)
        #expect(again.outcome == .unchanged)
        let manifestRequests = harness.server.server.requests.filter { $0.path == "/summer/theme-package.json" }
        #expect(manifestRequests.count == 2)
        #expect(manifestRequests.last?.headers["if-none-match"] != nil)
        #expect(harness.server.requestCount("summer/images/header.png") == 1)
    }

    @Test func aNewerVersionReplacesTheInstalledOneAndKeepsTheOldFilesUntilTheNextStart() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish(version: "1.0.0", primary: "#FF8800")
        let packages = try harness.packages()
        let first = try await packages.install(from: url)
        var registry = ThemeRegistry.builtIn
        packages.load(into: &registry)
        let showing = try registry.resolve("summer")

        try harness.publish(version: "1.1.0", primary: "#0088FF")
        let update = try await packages.install(from: url)
        #expect(update.outcome == .updated(from: first.package.version))
        #expect(update.package.version.description == "1.1.0")
        // The image did not change, so it was copied from the installed version, not downloaded.
        #expect(harness.server.requestCount("summer/images/header.png") == 1)

        packages.load(into: &registry)
        #expect(try registry.resolve("summer").palette.primary.hex == "#0088FF")
        #expect(registry.entry(named: "summer")?.source == .package(id: "summer", version: "1.1.0"))
        // The theme showing before the update still has its image.
        #expect(try showing.image(Self.header).source() == .data(PackageHarness.bytes(2_000, seed: 1)))

        // The next start removes the version nothing uses any more.
        _ = try harness.packages()
        #expect(!FileManager.default.fileExists(atPath: first.package.folder.path))
        #expect(FileManager.default.fileExists(atPath: update.package.folder.path))
    }

    @Test func anOlderVersionInstallsOnlyWhenThePayloadsDigestNamesIt() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish(version: "2.0.0")
        let packages = try harness.packages()
        try await packages.install(from: url)

        let (_, older) = try harness.publish(version: "1.5.0", primary: "#112233")
        await #expect {
            try await packages.install(from: url)
        } throws: { error in
            (error as? ThemeError)?.description.contains("older than the 2.0.0 installed") == true
        }
        #expect(packages.package("summer")?.version.description == "2.0.0")

        let rollback = try await packages.install(from: url, sha256: older)
        #expect(rollback.package.version.description == "1.5.0")
    }

    @Test func twoInstallsOfOnePackageAtOnceDownloadItOnce() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        // A slow manifest, so that the second install starts while the first is downloading.
        harness.server.misbehave("summer/theme-package.json") { data in
            HTTPResponse(body: data, behaviour: .trickle(chunk: 64, interval: 0.02))
        }
        let packages = try harness.packages()
        async let first = packages.install(from: url)
        async let second = packages.install(from: url)
        let (a, b) = try await (first, second)
        #expect(a.package == b.package)
        #expect(harness.server.requestCount("summer/theme-package.json") == 1)
        #expect(harness.server.requestCount("summer/images/header.png") == 1)
    }

    @Test func offlineTheVersionInstalledBeforeServes() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try harness.packages()
        try await packages.install(from: url)
        harness.server.stop()

        let offline = try await packages.install(from: url)
        guard case .offline(let error) = offline.outcome else {
            Issue.record("expected the installed version to serve offline, got \(offline.outcome)")
            return
        }
        #expect(error.code == .downloadFailed)
        #expect(offline.package.version.description == "1.0.0")
        var registry = ThemeRegistry.builtIn
        #expect(packages.load(into: &registry).isEmpty)
        #expect(registry.contains("summer"))

        // With nothing installed from that URL, being offline is an error.
        let elsewhere = try #require(URL(string: url.absoluteString.replacingOccurrences(of: "summer", with: "winter")))
        await #expect(throws: ThemeError.self) { try await packages.install(from: elsewhere) }
    }

    @Test func aRedirectToTheSameOriginIsFollowed() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        harness.server.misbehave("moved/theme-package.json") { _ in .redirect(to: url.path) }
        let packages = try harness.packages()
        let installation = try await packages.install(
            from: harness.server.url("moved/theme-package.json"),
            sha256: digest
        )
        #expect(installation.outcome == .installed)
        // The files come from beside the manifest the redirect led to.
        #expect(harness.server.requestCount("summer/images/header.png") == 1)
    }

    @Test func removingAPackageTakesItAwayInOneStep() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try harness.packages()
        let installation = try await packages.install(from: url)

        #expect(try packages.remove("SUMMER"))
        #expect(packages.installed.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: installation.package.folder.path))
        #expect(try !packages.remove("summer"))
        #expect(harness.staged.isEmpty)
    }

    @Test func packagesLoadAtTheNextStartAsTheyWereInstalled() async throws {
        let harness = try PackageHarness()
        for (index, id) in ["alpha", "beta", "gamma"].enumerated() {
            let (url, _) = try harness.publish(id: id, primary: "#00000\(index + 1)")
            try await harness.packages().install(from: url)
        }
        var registry = ThemeRegistry.builtIn
        #expect(try harness.packages().load(into: &registry).isEmpty)
        #expect(try registry.resolve("gamma").palette.primary.hex == "#000003")
        #expect(try harness.packages().installed.map(\.id) == ["alpha", "beta", "gamma"])
    }

    @Test func aThemeDocumentChangedOnDiskIsRefusedAtLoad() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try harness.packages()
        let installation = try await packages.install(from: url)
        try Data(#"{"formatVersion": 1, "id": "summer", "extends": "default"}"#.utf8)
            .write(to: installation.package.themeFile)

        var registry = ThemeRegistry.builtIn
        let errors = packages.load(into: &registry)
        #expect(errors.map(\.code) == [.digestMismatch])
        #expect(!registry.contains("summer"))
    }
}
