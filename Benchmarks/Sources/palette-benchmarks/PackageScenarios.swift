import BenchmarkSupport
import Foundation
import Palette
import PalettePackages
import PaletteThemes

/// Theme packages: installing one from a server on 127.0.0.1, and loading many at launch.
enum PackageScenarios {
    static let group = "Theme packages"

    static var all: [Scenario] {
        [installScenario, coldStartScenario]
    }

    /// A 20-file, 2 MB package (a theme document and 19 images of about 105 KB), installed into a
    /// fresh install root each time: manifest, 20 requests, hashing, writing, flushing, the rename.
    private static var installScenario: Scenario {
        Scenario(
            id: "packages.install-20-files",
            group: group,
            name: "install a 20-file, 2 MB package from a loopback server (fresh install root)",
            unit: .milliseconds
        ) { options in
            let scratch = try Scratch("install")
            let (server, url, size) = try publish(files: 20, bytes: 2_000_000, in: scratch.url)
            defer { server.stop() }
            let configuration = ThemePackages.Configuration(allowsPlainHTTP: true)
            var samples: [Double] = []
            for index in 0..<(options.count(full: 15, quick: 3) + 1) {
                let root = scratch.url.appendingPathComponent("root-\(index)")
                let start = DispatchTime.now().uptimeNanoseconds
                let installation = try waitFor {
                    try await ThemePackages(root: root, configuration: configuration).install(from: url)
                }
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                guard installation.outcome == .installed else { throw BenchmarkFailure("the package did not install") }
                if index > 0 { samples.append(elapsed) }  // the first is the warm-up
                try? FileManager.default.removeItem(at: root)
            }
            let megabytes = String(format: "%.1f", Double(size) / 1_000_000)
            return CustomMeasurement(
                samples: samples,
                itemsPerSample: 1,
                note: "\(megabytes) MB; HTTP/1.1, a connection per file"
            )
        }
    }

    /// Opening an install root of 50 packages and registering every theme, as an app does at launch.
    private static var coldStartScenario: Scenario {
        Scenario(
            id: "packages.cold-start-50",
            group: group,
            name: "open an install root of 50 packages and load every theme into the registry",
            unit: .milliseconds
        ) {
            let scratch = try Scratch("cold-start")
            let root = scratch.url.appendingPathComponent("root")
            let configuration = ThemePackages.Configuration(allowsPlainHTTP: true)
            for index in 0..<50 {
                let (server, url, _) = try publish(
                    files: 3,
                    bytes: 30_000,
                    id: "brand-\(index)",
                    in: scratch.url.appendingPathComponent("host-\(index)")
                )
                defer { server.stop() }
                _ = try waitFor { try await ThemePackages(root: root, configuration: configuration).install(from: url) }
            }
            var registry = ThemeRegistry.builtIn
            guard try ThemePackages(root: root).load(into: &registry).isEmpty, registry.entry(named: "brand-49") != nil
            else {
                throw BenchmarkFailure("the 50 packages did not load")
            }
            return { iterations in
                for _ in 0..<iterations {
                    var registry = ThemeRegistry.builtIn
                    blackHole(try? ThemePackages(root: root).load(into: &registry))
                    blackHole(registry)
                }
                _ = scratch
            }
        }
    }

    /// Writes a package of `files` files, `bytes` in all, packs it and serves it.
    private static func publish(
        files: Int,
        bytes: Int,
        id: String = "summer",
        in folder: URL
    ) throws -> (server: LoopbackFileServer, url: URL, size: Int) {
        let package = folder.appendingPathComponent(id)
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("images"),
            withIntermediateDirectories: true
        )
        let document = """
            {"formatVersion": 1, "id": "\(id)", "name": "Brand", "extends": "default",
             "palette": {"primary": "#1D4ED8"},
             "tokens": {"images": {"image.header": {"file": "images/image-0.png"}}}}
            """
        try Data(document.utf8).write(to: package.appendingPathComponent("\(id).json"))
        let each = (bytes - document.utf8.count) / (files - 1)
        for index in 0..<(files - 1) {
            let data = Data((0..<each).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ index &* 17) })
            try data.write(to: package.appendingPathComponent("images/image-\(index).png"))
        }
        guard let version = ThemePackageVersion("1.0.0") else { throw BenchmarkFailure("version") }
        let manifest = try ThemePackageManifest.packing(package, version: version)
        let text = Data(manifest.json.utf8)
        try text.write(to: package.appendingPathComponent("theme-package.json"))
        let server = try LoopbackFileServer(folder: folder)
        return (server, server.url("\(id)/theme-package.json"), manifest.totalSize)
    }

    /// Runs `body` to the end from synchronous code (the benchmark's main thread is no task).
    private static func waitFor<Value: Sendable>(_ body: @escaping @Sendable () async throws -> Value) throws -> Value {
        let box = ResultBox<Value>()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                box.set(.success(try await body()))
            } catch {
                box.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        return try box.get()
    }
}

/// A result handed from a task to the thread waiting for it.
private final class ResultBox<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `result` is written once by the task before it signals the semaphore the reader
    // waits on, and read only after that wait, under `lock` both times.
    private let lock = NSLock()
    private var result: Result<Value, any Error>?

    func set(_ result: Result<Value, any Error>) {
        lock.lock()
        self.result = result
        lock.unlock()
    }

    func get() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        guard let result else { throw BenchmarkFailure("the task did not finish") }
        return try result.get()
    }
}

/// A temporary folder, removed when the last reference goes.
private final class Scratch: Sendable {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-benchmarks-\(name)-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
