import Foundation
import Palette
import PaletteTestSupport
import Testing

@testable import PalettePackages

/// What an interrupted install leaves is removed at the next start, and nothing else is.
struct RecoveryTests {
    @Test func theLeftoversOfAKilledInstallAreRemovedAtTheNextStart() async throws {
        let harness = try PackageHarness()
        let (url, _) = try harness.publish()
        try await harness.packages().install(from: url)
        let installed = harness.rootSnapshot
        let manager = FileManager.default

        // What a process killed at each step of an install leaves behind:
        let staging = harness.root.appendingPathComponent(".staging")
        try manager.createDirectory(
            at: staging.appendingPathComponent("DEAD/images"),
            withIntermediateDirectories: true
        )
        try Data("half".utf8).write(to: staging.appendingPathComponent("DEAD/images/header.png"))
        try Data().write(to: staging.appendingPathComponent("DEAD.lock"))  // its lock, no longer held
        try manager.createDirectory(at: staging.appendingPathComponent("NOLOCK"), withIntermediateDirectories: true)
        try Data().write(to: staging.appendingPathComponent("ORPHAN.lock"))
        // ... a version moved into place whose record was never written,
        let summer = harness.root.appendingPathComponent("summer")
        try manager.createDirectory(
            at: summer.appendingPathComponent("2.0.0-0123456789abcdef"),
            withIntermediateDirectories: true
        )
        try Data("{}".utf8).write(to: summer.appendingPathComponent(".installed.json.1234.tmp"))
        // ... and a first install of another package that got as far as its folder.
        try manager.createDirectory(
            at: harness.root.appendingPathComponent("winter/1.0.0-0123456789abcdef"),
            withIntermediateDirectories: true
        )

        let packages = try harness.packages()
        #expect(harness.rootSnapshot == installed)
        #expect(harness.staged.isEmpty)
        #expect(packages.installed.map(\.id) == ["summer"])
        var registry = try ThemeRegistry.withDefault()
        #expect(packages.load(into: &registry).isEmpty)
    }

    @Test func anInstallStillRunningIsLeftAlone() throws {
        let harness = try PackageHarness()
        let packages = try harness.packages()
        let running = try packages.store.makeStaging()
        try Data("part".utf8).write(to: running.file("images/header.png"))

        _ = try harness.packages()  // another start, here or in another process
        #expect(FileManager.default.fileExists(atPath: running.folder.appendingPathComponent("images/header.png").path))

        running.discard()
        _ = try harness.packages()
        #expect(harness.staged.isEmpty)
    }
}
