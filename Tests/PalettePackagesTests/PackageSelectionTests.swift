import Foundation
import InternalPaletteUtilities
import Palette
import PaletteTestSupport
import PaletteThemes
import Testing

@testable import PalettePackages

/// A backend's payload that names a package: the package is installed, then applied, and the
/// current theme stays until then, or for good when anything fails.
struct PackageSelectionTests {
    static func payload(_ url: URL, sha256: String?) -> String {
        let digest = sha256.map { #", "sha256": "\#($0)""# } ?? ""
        return #"{"theme": "summer", "package": {"url": "\#(url.absoluteString)"\#(digest)}}"#
    }

    @Test func aPayloadNamingAPackageInstallsItThenMakesItsThemeCurrent() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        let packages = try harness.packages()
        let controller = ThemeController(notificationCenter: nil)

        let selection = try ThemeSelection(json: Self.payload(url, sha256: digest))
        let resolution = try await controller.apply(selection, in: .builtIn, packages: packages)
        #expect(resolution.theme.id == "summer")
        #expect(controller.current.id == "summer")
        #expect(controller.current.palette.primary.hex == "#FF8800")
        #expect(
            try controller.current.image(ImageToken("image.header")).source()
                == .data(PackageHarness.bytes(2_000, seed: 1))
        )
    }

    @Test func theCurrentThemeStaysWhileThePackageDownloads() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        let started = LockedState(false)
        harness.server.misbehave("summer/images/header.png") { data in
            started.withLock { $0 = true }
            return HTTPResponse(body: data, behaviour: .trickle(chunk: 500, interval: 0.3))
        }
        let packages = try harness.packages()
        let controller = ThemeController(theme: MidnightTheme(), notificationCenter: nil)
        let selection = try ThemeSelection(json: Self.payload(url, sha256: digest))

        let finished = LockedState(false)
        let applying = Task {
            defer { finished.withLock { $0 = true } }
            return try await controller.apply(selection, in: .builtIn, packages: packages)
        }
        // Until the image is asked for, or the install ends without asking (then `value` throws).
        while !started.withLock({ $0 }), !finished.withLock({ $0 }) { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(controller.current.id == "midnight")
        _ = try await applying.value
        #expect(controller.current.id == "summer")
    }

    @Test func aPackageThatFailsLeavesTheCurrentTheme() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        harness.server.misbehave("summer/images/header.png") { data in
            HTTPResponse(body: data, behaviour: .truncate(after: 10))
        }
        let packages = try harness.packages()
        let controller = ThemeController(theme: MidnightTheme(), notificationCenter: nil)
        let selection = try ThemeSelection(json: Self.payload(url, sha256: nil))

        await #expect {
            try await controller.apply(selection, in: .builtIn, packages: packages)
        } throws: { error in
            (error as? ThemeError)?.code == .downloadFailed
        }
        #expect(controller.current.id == "midnight")
        #expect(packages.installed.isEmpty)
    }

    @Test func offlineThePackageInstalledBeforeIsAppliedWithAWarning() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        let packages = try harness.packages()
        try await packages.install(from: url)
        harness.server.stop()
        let controller = ThemeController(notificationCenter: nil)

        let selection = try ThemeSelection(json: Self.payload(url, sha256: nil))
        let resolution = try await controller.apply(selection, in: .builtIn, packages: packages)
        #expect(controller.current.id == "summer")
        #expect(resolution.warnings.map(\.problem.code) == [.downloadFailed])
    }

    @Test func aPayloadWithoutAPackageIsAppliedAtOnce() async throws {
        let harness = try PackageHarness()
        let controller = ThemeController(notificationCenter: nil)
        try await controller.apply(
            ThemeSelection(json: #"{"theme": "midnight"}"#),
            in: .builtIn,
            packages: harness.packages()
        )
        #expect(controller.current.id == "midnight")
        #expect(harness.server.server.requests.isEmpty)
    }
}
