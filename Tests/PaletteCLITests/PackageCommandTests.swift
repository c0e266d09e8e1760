import Foundation
import PalettePackages
import PaletteTestSupport
import Testing

@testable import palette_cli

/// `palette pack`, `validate` of a package, `install`, `list`, `uninstall`, against a real HTTP
/// server on 127.0.0.1.
struct PackageCommandTests {
    /// A theme folder as a designer hands it over: the theme document and its image.
    static func source(in harness: CLIHarness, primary: String = "#B34700", image: UInt8 = 7) throws -> URL {
        let folder = try harness.folder("source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("images"),
            withIntermediateDirectories: true
        )
        let document = """
            {"formatVersion": 1, "id": "summer", "name": "Summer", "extends": "default",
             "palette": {"primary": "\(primary)"},
             "tokens": {"images": {"image.header": {"file": "images/header.png"}}}}
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("summer.json"))
        try Data(repeating: image, count: 3_000).write(to: folder.appendingPathComponent("images/header.png"))
        return folder
    }

    /// Packs `source` into `host/summer` and returns the manifest's SHA-256 that `pack` printed.
    static func pack(_ source: URL, into host: URL, harness: CLIHarness, version: String = "1.0.0") throws -> String {
        let output = host.appendingPathComponent("summer").path
        let packed = harness.run("pack", source.path, "--output", output, "--package-version", version, "--json")
        #expect(packed.exitCode == 0, "\(packed.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(packed.standardOutput.utf8)) as? [String: Any]
        #expect(json?["id"] as? String == "summer")
        #expect(json?["files"] as? Int == 2)
        return try #require(json?["sha256"] as? String)
    }

    @Test func aPackedPackageInstallsFromALoopbackServerAndEveryCommandSeesIt() async throws {
        let harness = CLIHarness()
        let host = try harness.folder("host")
        let digest = try Self.pack(Self.source(in: harness), into: host, harness: harness)
        #expect(harness.run("validate", host.appendingPathComponent("summer").path).exitCode == 0)
        let server = try FolderServer(folder: host)
        defer { server.stop() }
        let url = server.url("summer/theme-package.json").absoluteString

        let install = await harness.runWaiting("install", url, "--sha256", digest, "--allow-http")
        #expect(install.exitCode == 0, "\(install.standardError)")
        #expect(install.standardOutput.unwrapped.contains("Installed 'summer' 1.0.0"))

        let list = harness.run("list")
        #expect(list.standardOutput.contains("summer") && list.standardOutput.contains("package (summer 1.0.0)"))
        let listJSON = harness.run("list", "--json").standardOutput
        #expect(listJSON.contains(#""package": {"#) && listJSON.contains(#""version": "1.0.0""#))
        #expect(harness.run("show", "summer").standardOutput.contains("#B34700"))
        #expect(harness.run("check", "summer").exitCode == 0)
        #expect(
            harness.run("export", "summer", "--format", "css").standardOutput.contains("--palette-primary: #B34700")
        )
        #expect(harness.run("use", "summer").exitCode == 0)
        #expect(harness.run("show").standardOutput.hasPrefix("Summer  (summer)"))

        let again = await harness.runWaiting("install", url, "--allow-http", "--json")
        #expect(again.standardOutput.contains(#""outcome": "unchanged""#))

        let uninstall = harness.run("uninstall", "SUMMER")
        #expect(uninstall.exitCode == 0)
        #expect(uninstall.standardError.unwrapped.contains("the stored choice 'summer' is no longer installed"))
        #expect(!harness.run("list").standardOutput.contains("summer"))
        #expect(harness.run("uninstall", "summer").exitCode == 1)
    }

    @Test func installFetchesHTTPOnlyFromALoopbackServerWhenAllowed() async throws {
        let harness = CLIHarness()
        let server = try LoopbackServer { _ in .notFound }
        defer { server.stop() }
        let url = server.url("summer/theme-package.json").absoluteString

        let refused = await harness.runWaiting("install", url)
        #expect(refused.exitCode == 1)
        #expect(refused.standardError.unwrapped.contains("plain HTTP; palette installs over https"))
        let elsewhere = await harness.runWaiting("install", "http://example.com/theme-package.json", "--allow-http")
        #expect(elsewhere.exitCode == 64)
        #expect(server.requests.isEmpty)

        let missing = await harness.runWaiting("install", url, "--allow-http")
        #expect(missing.exitCode == 1)
        #expect(missing.standardError.unwrapped.contains("HTTP 404"))
        #expect(harness.run("install", url, "--allow-http").standardError.contains("waits for the network"))
    }

    @Test func packRefusesWhatCouldNotBeInstalled() throws {
        let harness = CLIHarness()
        let source = try Self.source(in: harness)
        let output = try harness.folder("out").appendingPathComponent("summer").path

        try FileManager.default.createSymbolicLink(
            at: source.appendingPathComponent("images/link.png"),
            withDestinationURL: source.appendingPathComponent("images/header.png")
        )
        let link = harness.run("pack", source.path, "--output", output)
        #expect(link.exitCode == 1)
        #expect(link.standardError.unwrapped.contains("a package holds no symbolic links"))
        try FileManager.default.removeItem(at: source.appendingPathComponent("images/link.png"))

        try FileManager.default.removeItem(at: source.appendingPathComponent("images/header.png"))
        let missing = harness.run("pack", source.path, "--output", output)
        #expect(missing.standardError.unwrapped.contains("the image file of 'image.header' is not in the package"))

        try Data(repeating: 7, count: 10).write(to: source.appendingPathComponent("images/header.png"))
        try Data("{}".utf8).write(to: source.appendingPathComponent("other.json"))
        let two = harness.run("pack", source.path, "--output", output)
        #expect(two.standardError.unwrapped.contains("holds one Palette theme document"))
        try FileManager.default.removeItem(at: source.appendingPathComponent("other.json"))

        let inside = harness.run("pack", source.path, "--output", source.appendingPathComponent("out").path)
        #expect(inside.standardError.unwrapped.contains("is inside the folder packed"))
        let version = harness.run("pack", source.path, "--output", output, "--package-version", "v2")
        #expect(version.exitCode == 64)
        #expect(harness.run("pack", source.path, "--output", output).exitCode == 0)
        #expect(harness.run("pack", source.path, "--output", output).standardError.unwrapped.contains("is not empty"))
        // Packing a folder in place writes only its manifest.
        #expect(harness.run("pack", source.path, "--output", source.path).exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: source.appendingPathComponent("theme-package.json").path))
    }

    @Test func packToAnOutputThatCannotBeAFolderSaysWhyAndLeavesNothing() throws {
        let harness = CLIHarness()
        let source = try Self.source(in: harness)
        let file = try harness.folder("out").appendingPathComponent("summer.txt")
        try Data("kept".utf8).write(to: file)

        let onAFile = harness.run("pack", source.path, "--output", file.path)
        #expect(onAFile.exitCode == 1)
        #expect(
            onAFile.standardError.unwrapped.contains("--output '\(file.path)' is a file; give a new or empty folder")
        )
        #expect(try Data(contentsOf: file) == Data("kept".utf8))

        // Foundation's own words were "Error Domain=NSCocoaErrorDomain Code=512 "(null)"UserInfo={…}".
        let underAFile = harness.run("pack", source.path, "--output", file.appendingPathComponent("summer").path)
        #expect(underAFile.exitCode == 1)
        let message = underAFile.standardError.unwrapped
        #expect(message.hasPrefix("error: --output: cannot write the package to '"), "\(message)")
        #expect(message.contains("Not a directory") && message.contains("nothing was left there"), "\(message)")
        #expect(!message.contains("Domain="), "\(message)")
    }

    @Test func validateChecksEveryFileOfAPackage() throws {
        let harness = CLIHarness()
        let host = try harness.folder("host")
        _ = try Self.pack(Self.source(in: harness), into: host, harness: harness)
        let package = host.appendingPathComponent("summer")
        try Data(repeating: 8, count: 3_000).write(to: package.appendingPathComponent("images/header.png"))
        try Data("x".utf8).write(to: package.appendingPathComponent("stray.txt"))

        let result = harness.run("validate", package.appendingPathComponent("theme-package.json").path)
        #expect(result.exitCode == 1)
        let text = result.standardOutput.unwrapped
        #expect(
            text.contains(
                package.appendingPathComponent("images/header.png").path
                    + ": error: 'images/header.png' is not what was promised"
            )
        )
        #expect(text.contains("stray.txt: warning: unsupported file 'stray.txt'"))
    }

    /// A `palette install` process killed while it downloads leaves a staging folder, which the
    /// next command removes; the version installed before is untouched throughout.
    @Test func anInstallKilledMidwayIsCleanedUpByTheNextRun() async throws {
        let executable = try #require(ExecutableTests.executable, "the palette executable was not built")
        let harness = CLIHarness()
        let host = try harness.folder("host")
        _ = try Self.pack(Self.source(in: harness), into: host, harness: harness)
        let server = try FolderServer(folder: host)
        defer { server.stop() }
        let url = server.url("summer/theme-package.json").absoluteString
        #expect(await harness.runWaiting("install", url, "--allow-http").exitCode == 0)

        try FileManager.default.removeItem(at: host.appendingPathComponent("summer"))
        _ = try Self.pack(
            Self.source(in: harness, primary: "#0088FF", image: 9),
            into: host,
            harness: harness,
            version: "2.0.0"
        )
        let image = "summer/images/header.png"
        server.misbehave(image) { data in HTTPResponse(body: data, behaviour: .stallAfter(bytes: 1_000, seconds: 120)) }

        let process = Process()
        process.executableURL = executable
        process.arguments = ["install", url, "--allow-http"]
        process.environment = ["PALETTE_CONFIG_DIR": harness.configDirectory.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let staging = harness.configDirectory.appendingPathComponent("packages/.staging")
        let deadline = Date().addingTimeInterval(60)
        while server.requestCount(image) < 2, Date() < deadline { try await Task.sleep(nanoseconds: 20_000_000) }
        // The image is half written: kill the process in the middle of it.
        while Date() < deadline,
            ((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).count < 2
        {
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.path).count == 2)  // a folder, its lock

        let list = harness.run("list")
        #expect(list.standardOutput.contains("package (summer 1.0.0)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging.path).isEmpty)
        #expect(harness.run("show", "summer").standardOutput.contains("#B34700"))
    }
}
