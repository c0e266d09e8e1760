import Foundation
import PaletteTestSupport
import Testing

/// Builds the consumer package in `Tests/Fixtures/PluginConsumer`, which uses the `PaletteCodegen`
/// build-tool plugin on three theme files (two found by name, one listed by its `palette.json`)
/// and on a design system of real size, Designsystemet's Tokens Studio folder (listed too, from
/// `Tests/Fixtures/modes/designsystemet`: hundreds of keys, light and dark), as an app would: it
/// builds and its code runs with the generated types, `ThemeRegistry.generated` and the typed keys
/// of the files' tokens, which read their values in each variant; a second build with nothing changed runs no plugin
/// command again; a broken theme file fails the build with the file, line and column of the
/// problem; and a token deleted from its file fails the build where main.swift reads its key.
///
/// The package is built in `.build-plugin-test/` at the top of the checkout, which is kept
/// between runs so that later runs build only what changed (the first builds Palette twice, for
/// the plugin's tool and for the package, in about two minutes on two cores). Set
/// `PALETTE_SKIP_PLUGIN_TEST=1` to skip it (the sanitizer runs of CI do).
@Suite(
    .enabled(
        if: ProcessInfo.processInfo.environment["PALETTE_SKIP_PLUGIN_TEST"] != "1",
        "PALETTE_SKIP_PLUGIN_TEST=1 skips it"
    )
)
struct BuildPluginTests {
    static let fixture = Repository.fixture("PluginConsumer")
    static let scratch = Repository.file(".build-plugin-test")
    static let package = scratch.appendingPathComponent("PluginConsumer")
    static let acme = package.appendingPathComponent("Sources/PluginConsumer/acme.palette.json")

    @Test func consumerPackageCompilesItsThemeFilesOnceAndFailsWhereTheyBreak() async throws {
        try Self.preparePackage()
        let cold = !FileManager.default.fileExists(atPath: Self.package.appendingPathComponent(".build").path)

        let first = try await Self.swift(["build", "--package-path", Self.package.path])
        #expect(first.status == 0, "\(first.output)")
        if cold {
            // A cold build links the plugin's tool twice, once for the plugin and once in the
            // build itself, so SwiftPM links it again once on the next build, and the commands of
            // the newer tool run again; builds after that run only what changed.
            let settle = try await Self.swift(["build", "--package-path", Self.package.path])
            #expect(settle.status == 0, "\(settle.output)")
        }
        let run = try await Self.offThePool {
            try runProcess(Self.package.appendingPathComponent(".build/debug/PluginConsumer"), [])
        }
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.contains("AcmeTheme: acme #D92D20 24.0"), "\(run.output)")
        #expect(run.output.contains("BrandBlueTheme: brand-blue #1D4ED8"), "\(run.output)")
        #expect(run.output.contains("SunriseTheme: sunrise #F59E0B"), "\(run.output)")
        #expect(run.output.contains("accent: #B42318"), "\(run.output)")
        #expect(run.output.contains("card: 12.0 12.0"), "\(run.output)")
        // Designsystemet's keys, in both variants: three colours at the top of the folder's
        // semantic layer and under `color.accent`, one of `color.danger` through the target's
        // `Tokens`, and a dimension.
        #expect(
            run.output.contains("designsystemet light: #0062BA #FFFFFF #002C54 #C01B1B 4.0"),
            "\(run.output)"
        )
        #expect(run.output.contains("designsystemet dark: #4C91CF #0C1927 #E7EDF4 #D76E6E 4.0"), "\(run.output)")
        let registered = run.output.split(separator: "\n").filter { $0.hasPrefix("registered: ") }
        #expect(
            registered == [
                "registered: acme", "registered: brand-blue", "registered: designsystemet", "registered: sunrise",
            ]
        )

        let again = try await Self.swift(["build", "--package-path", Self.package.path])
        #expect(again.status == 0, "\(again.output)")
        #expect(!again.output.contains("Palette: "), "a build with nothing changed ran the plugin's commands again")
        #expect(!again.output.contains("Compiling PluginConsumer"), "\(again.output)")

        let original = try Data(contentsOf: Self.acme)
        defer { try? original.write(to: Self.acme) }
        let broken = String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: ##""primary": "#D92D20""##,
            with: ##""primary": "#D92D2""##
        )
        try Data(broken.utf8).write(to: Self.acme)
        let failed = try await Self.swift(["build", "--package-path", Self.package.path])
        #expect(failed.status != 0)
        #expect(
            failed.output.contains("\(Self.acme.path):7:16: error: invalid colour '#D92D2' at 'palette.primary'"),
            "\(failed.output)"
        )

        // A token deleted from the file fails the build where main.swift reads its key.
        let deleted = String(decoding: original, as: UTF8.self).replacingOccurrences(
            of: ##",\##n      "color.brand.accent": "#B42318""##,
            with: ""
        )
        #expect(deleted.utf8.count < original.count)
        try Data(deleted.utf8).write(to: Self.acme)
        let missing = try await Self.swift(["build", "--package-path", Self.package.path])
        #expect(missing.status != 0)
        let main = Self.package.appendingPathComponent("Sources/PluginConsumer/main.swift").path
        let errors = missing.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(
            errors.contains { $0.hasPrefix("\(main):13:") && $0.contains("has no member 'Brand'") },
            "\(missing.output)"
        )
    }

    /// Makes `.build-plugin-test/PluginConsumer` a copy of the fixture, writing only the files
    /// whose content differs (so that the build stays incremental) and removing any other file,
    /// beside a link `palette` to this checkout.
    static func preparePackage() throws {
        let manager = FileManager.default
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("palette")
        if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != Repository.root.path {
            try? manager.removeItem(at: link)
            try manager.createSymbolicLink(at: link, withDestinationURL: Repository.root)
        }
        // SwiftPM does not notice a source file added to or removed from a dependency in an
        // incremental build: when Palette's list of files changed, the consumer builds afresh.
        let sourceList = Data(
            try files(in: Repository.file("Sources")).sorted().joined(separator: "\n").utf8
        )
        let sourceListFile = scratch.appendingPathComponent("palette-sources.txt")
        if (try? Data(contentsOf: sourceListFile)) != sourceList {
            try? manager.removeItem(at: package.appendingPathComponent(".build"))
            try sourceList.write(to: sourceListFile)
        }
        let wanted = try files(in: fixture)
        for name in try files(in: package) where !wanted.contains(name) {
            try manager.removeItem(at: package.appendingPathComponent(name))
        }
        for name in wanted {
            let source = try Data(contentsOf: fixture.appendingPathComponent(name))
            let destination = package.appendingPathComponent(name)
            guard (try? Data(contentsOf: destination)) != source else { continue }
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: destination)
        }
    }

    /// The files under `folder`, as paths relative to it, leaving out its build folders.
    static func files(in folder: URL) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var names: Set<String> = []
        while let name = enumerator.nextObject() as? String {
            if name.hasPrefix(".build") || name.hasPrefix(".swiftpm") {
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(name).path,
                isDirectory: &isDirectory
            ),
                !isDirectory.boolValue
            {
                names.insert(name)
            }
        }
        return names
    }

    private static func swift(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await offThePool { try runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments) }
    }

    /// Runs `work`, which waits for a process for minutes, on a thread of its own rather than on
    /// one of the few threads that run every other test's tasks.
    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
        }
    }
}
