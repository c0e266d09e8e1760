import Foundation
import Palette
import PalettePackages
import PaletteTestSupport
import PaletteThemes
import Testing

/// Installing packages from a real HTTP server on 127.0.0.1, and what the install leaves.
struct InstallTests {
    @Test func aPublishedPackageInstallsAndBecomesATheme() async throws {
        let harness = try PackageHarness()
        let (url, digest) = try harness.publish()
        let packages = try harness.packages()

        let installation = try await packages.install(from: url, sha256: digest)
        #expect(installation.outcome == .installed)
        #expect(installation.package.id == "summer")
        #expect(installation.package.version.description == "1.0.0")
        #expect(installation.package.manifestSHA256 == digest)
        #expect(packages.installed.map(\.id) == ["summer"])
        #expect(harness.staged.isEmpty)

        var registry = ThemeRegistry.builtIn
        #expect(packages.load(into: &registry).isEmpty)
        let theme = try registry.resolve("summer")
        #expect(theme.palette.primary.hex == "#FF8800")
        #expect(registry.entry(named: "summer")?.source == .package(id: "summer", version: "1.0.0"))
        let image = theme.image(ImageToken("image.header"))
        #expect(try image.source() == .data(PackageHarness.bytes(2_000, seed: 1)))
    }
}
