import Foundation
import InternalPaletteUtilities
import Palette
import PaletteTestSupport
import Testing

@testable import PalettePackages

/// A server that misbehaves on purpose, once version 1.0.0 is installed: each failure leaves the
/// installed packages exactly as they were, nothing staged, and a `ThemeError` naming what failed.
struct HostileServerTests {
    /// A harness with 1.0.0 installed and 2.0.0 published, whose image is `images/header.png`.
    struct Installed {
        let harness: PackageHarness
        let packages: ThemePackages
        let url: URL
        let digest: String
        let before: [String]

        init(limits: PackageLimits = PackageHarness.limits, diskWriter: DiskWriter? = nil) async throws {
            harness = try PackageHarness()
            let (first, _) = try harness.publish(version: "1.0.0")
            try await harness.packages().install(from: first)
            (url, digest) = try harness.publish(version: "2.0.0", primary: "#0088FF", imageSeed: 2)
            var configuration = ThemePackages.Configuration(limits: limits, allowsPlainHTTP: true)
            if let diskWriter { configuration.diskWriter = diskWriter }
            packages = try ThemePackages(root: harness.root, configuration: configuration)
            before = harness.rootSnapshot
        }

        /// Installs 2.0.0, expecting it to fail with `code` and a message holding `words`, then
        /// checks that 1.0.0 is installed as it was and loads.
        func expectFailure(
            _ code: ThemeError.Code,
            saying words: String,
            pinned: Bool = false,
            sourceLocation: SourceLocation = #_sourceLocation
        ) async throws {
            do {
                let installation = try await packages.install(from: url, sha256: pinned ? digest : nil)
                Issue.record(
                    "installed \(installation.package.version) instead of failing",
                    sourceLocation: sourceLocation
                )
            } catch {
                #expect(error.code == code, "\(error)", sourceLocation: sourceLocation)
                #expect(error.description.contains(words), "\(error)", sourceLocation: sourceLocation)
            }
            #expect(harness.rootSnapshot == before, sourceLocation: sourceLocation)
            #expect(harness.staged.isEmpty, sourceLocation: sourceLocation)
            #expect(packages.package("summer")?.version.description == "1.0.0", sourceLocation: sourceLocation)
            var registry = try ThemeRegistry.withDefault()
            #expect(packages.load(into: &registry).isEmpty, sourceLocation: sourceLocation)
            #expect(try registry.resolve("summer").palette.primary.hex == "#FF8800", sourceLocation: sourceLocation)
        }
    }

    static let image = "summer/images/header.png"
    static let manifest = "summer/theme-package.json"

    @Test func plainHTTPIsRefusedUnlessTheAppAllowsIt() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try ThemePackages(root: harness.root)
        await #expect {
            try await packages.install(from: url)
        } throws: { error in
            (error as? ThemeError)?.description.contains("plain HTTP is refused") == true
        }
        #expect(harness.server.server.requests.isEmpty)
        #expect(packages.installed.isEmpty)
    }

    @Test func aManifestWhoseDigestIsNotThePayloadsIsRefusedBeforeAnyFile() async throws {
        let installed = try await Installed()
        // A manifest that is not the one the payload's digest names: another version's.
        let text = try String(contentsOf: installed.harness.host.appendingPathComponent(Self.manifest), encoding: .utf8)
        try installed.harness.writeManifest(
            Data(text.replacingOccurrences(of: "2.0.0", with: "2.0.1").utf8),
            in: "summer"
        )
        try await installed.expectFailure(
            .digestMismatch,
            saying: "theme-package.json' is not what was promised",
            pinned: true
        )
        #expect(installed.harness.server.requestCount(Self.image) == 1)  // only 1.0.0's
    }

    @Test func aFileSwappedAfterTheManifestWentOutIsRefused() async throws {
        let installed = try await Installed()
        let image = installed.harness.host.appendingPathComponent("summer/images/header.png")
        installed.harness.server.onServe(Self.manifest) {
            try? PackageHarness.bytes(2_000, seed: 9).write(to: image)
        }
        try await installed.expectFailure(.digestMismatch, saying: "'images/header.png' is not what was promised")
    }

    @Test func aTruncatedBodyIsRefused() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.image) { data in
            HTTPResponse(body: data, behaviour: .truncate(after: 500))
        }
        try await installed.expectFailure(.downloadFailed, saying: "the body ended after 500 of 2000 bytes")
    }

    @Test func aMissingFileIsRefused() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.image) { _ in .notFound }
        try await installed.expectFailure(.downloadFailed, saying: "HTTP 404")
    }

    @Test func aServerErrorIsRefused() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.manifest) { _ in HTTPResponse(status: 500) }
        try await installed.expectFailure(.downloadFailed, saying: "HTTP 500")
    }

    @Test func aServerThatStallsIsCutOffAtTheRequestTimeout() async throws {
        var limits = PackageHarness.limits
        limits.packageRequestTimeout = 1
        let installed = try await Installed(limits: limits)
        installed.harness.server.misbehave(Self.image) { data in
            HTTPResponse(body: data, behaviour: .stallAfter(bytes: 100, seconds: 120))
        }
        let start = Date()
        try await installed.expectFailure(.downloadFailed, saying: "no complete answer within 1 s")
        // Generous: the point is that it stops, not how fast a loaded machine notices.
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func aServerThatTricklesIsCutOffAtThePackageTimeout() async throws {
        var limits = PackageHarness.limits
        limits.packageTimeout = 2
        let installed = try await Installed(limits: limits)
        // 2,000 bytes, 100 every 0.25 s: 5 s, each chunk well within the request timeout.
        installed.harness.server.misbehave(Self.image) { data in
            HTTPResponse(body: data, behaviour: .trickle(chunk: 100, interval: 0.25))
        }
        let start = Date()
        try await installed.expectFailure(.downloadFailed, saying: "did not finish within 2 s")
        #expect(Date().timeIntervalSince(start) < 60)
    }

    @Test func aRedirectToAnotherOriginIsRefusedAndNeverFollowed() async throws {
        let installed = try await Installed()
        let elsewhere = try LoopbackServer { _ in HTTPResponse(body: Data("evil".utf8)) }
        defer { elsewhere.stop() }
        installed.harness.server.misbehave(Self.image) { _ in .redirect(to: elsewhere.url("header.png").absoluteString)
        }
        try await installed.expectFailure(.downloadFailed, saying: "redirected to another origin")
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func aServerThatAnnouncesAnotherSizeThanTheManifestIsRefused() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.image) { data in
            HTTPResponse(body: data, behaviour: .announceLength(1_000_000))
        }
        try await installed.expectFailure(.downloadFailed, saying: "announces 1000000 bytes; the manifest says 2000")
    }

    @Test func aBodyLongerThanTheManifestSaysIsCutOff() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.image) { data in
            HTTPResponse(body: data + Data(count: 100_000), behaviour: .omitLength)
        }
        try await installed.expectFailure(.downloadFailed, saying: "longer than the 2000 bytes the manifest says")
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeItIsDownloaded() async throws {
        var limits = PackageHarness.limits
        limits.maximumPackageFileSize = 1_000
        let installed = try await Installed(limits: limits)
        try await installed.expectFailure(
            .inputTooLarge,
            saying: "input of 2000 bytes is larger than the limit of 1000"
        )
        #expect(installed.harness.server.requestCount(Self.image) == 1)  // only 1.0.0's
    }

    @Test func aPackageOverItsSizeLimitIsRefusedBeforeAnyFile() async throws {
        var limits = PackageHarness.limits
        limits.maximumPackageSize = 2_100
        let installed = try await Installed(limits: limits)
        try await installed.expectFailure(.inputTooLarge, saying: "larger than the limit of 2100")
        #expect(installed.harness.server.requestCount(Self.image) == 1)
    }

    @Test func aManifestOverItsSizeLimitIsCutOff() async throws {
        let installed = try await Installed()
        installed.harness.server.misbehave(Self.manifest) { _ in
            HTTPResponse(body: Data(count: PackageLimits.default.maximumDocumentSize * 2), behaviour: .omitLength)
        }
        try await installed.expectFailure(
            .inputTooLarge,
            saying: "larger than the limit of \(PackageLimits.default.maximumDocumentSize) bytes"
        )
    }

    @Test func aManifestWithAPathOutOfThePackageIsRefusedBeforeAnyFile() async throws {
        let installed = try await Installed()
        let text = try String(contentsOf: installed.harness.host.appendingPathComponent(Self.manifest), encoding: .utf8)
        try installed.harness.writeManifest(
            Data(text.replacingOccurrences(of: "images/header.png", with: "../../header.png").utf8),
            in: "summer"
        )
        try await installed.expectFailure(.invalidValue, saying: "'..' is not allowed")
        #expect(installed.harness.server.requestCount(Self.image) == 1)
    }

    @Test func aThemeThatIsNotThePackagesIsRefused() async throws {
        let installed = try await Installed()
        let document = installed.harness.host.appendingPathComponent("summer/summer.json")
        let text = try String(contentsOf: document, encoding: .utf8).replacingOccurrences(
            of: "\"summer\"",
            with: "\"winter\""
        )
        try Data(text.utf8).write(to: document)
        var manifest = try ThemePackageManifest(
            json: Data(contentsOf: installed.harness.host.appendingPathComponent(Self.manifest))
        )
        let index = try #require(manifest.files.firstIndex { $0.path == "summer.json" })
        manifest.files[index] = .init(
            path: "summer.json",
            size: text.utf8.count,
            sha256: SHA256.hex(of: Data(text.utf8))
        )
        try installed.harness.write(manifest, in: "summer")
        try await installed.expectFailure(
            .invalidValue,
            saying: "the theme's 'id' is the package's identifier, 'summer'"
        )
    }

    @Test func aFullDiskPartWayThroughLeavesTheInstalledVersion() async throws {
        let written = LockedState(0)
        let fullAfter = DiskWriter(
            write: { descriptor, bytes in
                let total = written.withLock { count in
                    count += bytes.count
                    return count
                }
                if total > 1_500 { throw POSIXError(.ENOSPC) }
                try DiskWriter.system.write(descriptor, bytes)
            },
            synchronize: DiskWriter.system.synchronize
        )
        let installed = try await Installed(diskWriter: fullAfter)
        try await installed.expectFailure(.packageStoreFailure, saying: "No space left on device")
    }
}

extension ThemeRegistry {
    /// A registry holding only ``DefaultTheme``, which the test packages extend.
    static func withDefault() throws -> ThemeRegistry {
        var registry = ThemeRegistry()
        try registry.register(DefaultTheme.self)
        return registry
    }
}
