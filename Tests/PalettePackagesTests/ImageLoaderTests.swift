import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PalettePackages

/// Remote theme images load through the package fetcher into a bounded disk cache.
struct ImageLoaderTests {
    @Test func aRemoteImageIsFetchedOnceThenServedFromTheCacheOfflineToo() async throws {
        let harness = try PackageHarness()
        try PackageHarness.bytes(5_000, seed: 3).write(to: harness.host.appendingPathComponent("logo.png"))
        let packages = try harness.packages()
        let image = ThemeImage(asset: .remote(harness.server.url("logo.png")))

        #expect(try await image.data(loader: packages.imageLoader) == PackageHarness.bytes(5_000, seed: 3))
        harness.server.stop()
        #expect(try await image.data(loader: packages.imageLoader) == PackageHarness.bytes(5_000, seed: 3))
        #expect(harness.server.requestCount("logo.png") == 1)
        #expect(harness.staged.isEmpty)
    }

    @Test func theCacheKeepsToItsSizeDroppingTheLeastRecentlyUsed() async throws {
        let harness = try PackageHarness()
        for name in ["a", "b", "c"] {
            try PackageHarness.bytes(4_000, seed: 4).write(to: harness.host.appendingPathComponent("\(name).png"))
        }
        var limits = PackageHarness.limits
        limits.maximumImageCacheSize = 9_000
        let loader = try harness.packages(limits: limits).imageLoader
        for name in ["a", "b", "c"] {
            _ = try await loader.data(for: harness.server.url("\(name).png"))
        }
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: harness.root.appendingPathComponent(".images").path
        )
        #expect(cached.count == 2)
        _ = try await loader.data(for: harness.server.url("a.png"))
        #expect(harness.server.requestCount("a.png") == 2)  // dropped, so fetched again
    }

    @Test func aRemoteImageFollowsThePackageRules() async throws {
        let harness = try PackageHarness()
        try Data(count: 3_000).write(to: harness.host.appendingPathComponent("big.png"))
        var limits = PackageHarness.limits
        limits.maximumImageSize = 1_000
        let loader = try harness.packages(limits: limits).imageLoader
        await #expect(throws: ThemeError.self) { try await loader.data(for: harness.server.url("big.png")) }
        let strict = try ThemePackages(root: harness.root).imageLoader
        await #expect(throws: ThemeError.self) { try await strict.data(for: harness.server.url("big.png")) }
        #expect(harness.server.requestCount("big.png") == 1)  // plain HTTP is never asked
    }
}
