import Foundation
internal import InternalPaletteUtilities
import Palette

/// One install, from the manifest's URL to the committed package: every byte fetched is counted,
/// hashed and checked before anything installed changes.
struct PackageInstall: Sendable {
    let url: URL
    /// The manifest's SHA-256, when the caller pinned the package.
    let pin: String?
    let store: PackageStore
    let policy: FetchPolicy
    let writer: DiskWriter

    private var limits: PackageLimits { policy.limits }
    /// How many files are downloaded at once.
    static let parallelDownloads = 4

    func run() async throws(ThemeError) -> ThemePackageInstallation {
        let (installed, _) = store.installed()
        if let pin, let package = installed.first(where: { $0.manifestSHA256 == pin }) {
            return ThemePackageInstallation(package: package, outcome: .unchanged)
        }
        let previous = installed.first { $0.source?.absoluteString == url.absoluteString }
        let fetcher = HTTPFetcher(policy: policy)
        defer { fetcher.finish() }
        let deadline = DispatchTime.now() + limits.packageTimeout

        // The manifest: in memory, conditional on the ETag of the copy installed from this URL.
        let manifestSink = DownloadSink()
        let manifestResponse: FetchResponse
        do {
            manifestResponse = try await fetcher.fetch(
                FetchRequest(
                    url: url,
                    maximumSize: limits.maximumDocumentSize,
                    entityTag: pin == nil ? previous?.entityTag : nil,
                    deadline: deadline
                ),
                into: manifestSink
            )
        } catch {
            if error.isUnreachable, let previous, pin == nil {
                return ThemePackageInstallation(package: previous, outcome: .offline(error.error))
            }
            throw error.error
        }
        if manifestResponse.notModified, let previous {
            return ThemePackageInstallation(package: previous, outcome: .unchanged)
        }
        let (_, digest, body) = try manifestSink.finish()
        let bytes = body ?? Data()
        if let pin, digest != pin {
            throw .digestMismatch(subject: url.absoluteString, expected: pin, actual: digest)
        }
        let manifest = try ThemePackageManifest(json: bytes, file: url.absoluteString, limits: limits)
        let current = installed.first { $0.id.asciiCaseFolded == manifest.id.asciiCaseFolded }
        if let current {
            if current.manifestSHA256 == digest {
                return ThemePackageInstallation(package: current, outcome: .unchanged)
            }
            if manifest.version < current.version, pin == nil {
                throw .invalidValue(
                    value: manifest.version.description,
                    reason:
                        "version \(manifest.version) of '\(manifest.id)' is older than the \(current.version) installed; "
                        + "an older version installs only when the payload's SHA-256 names it",
                    location: .init(file: url.absoluteString, path: "version")
                )
            }
        }

        let staging = try store.makeStaging()
        do throws(ThemeError) {
            // Files are beside the manifest that answered, after any same-origin redirect.
            let base = manifestResponse.url ?? url
            try await download(
                manifest,
                from: base,
                into: staging,
                reusing: current,
                fetcher: fetcher,
                deadline: deadline
            )
            let problems = manifest.documentProblems(folder: staging.folder, limits: limits)
            if let problem = ThemeError.combining(problems) { throw problem }
            let manifestFile = try DownloadSink(file: staging.file(PackagePath.manifestName), writer: writer)
            manifestFile.append(bytes)
            _ = try manifestFile.finish()
            let package = try store.commit(
                staging,
                manifest: manifest,
                manifestSHA256: digest,
                source: url,
                entityTag: manifestResponse.entityTag
            )
            let outcome: ThemePackageInstallation.Outcome = current.map { .updated(from: $0.version) } ?? .installed
            return ThemePackageInstallation(package: package, outcome: outcome)
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Downloads every file of `manifest` into `staging`, a few at a time, each checked against
    /// its size and digest; a file the installed version holds with the same digest is copied from
    /// it instead. The first failure stops the rest.
    private func download(
        _ manifest: ThemePackageManifest,
        from base: URL,
        into staging: Staging,
        reusing current: InstalledThemePackage?,
        fetcher: HTTPFetcher,
        deadline: DispatchTime
    ) async throws(ThemeError) {
        let held = Dictionary(
            (current?.manifest.files ?? []).map { ($0.sha256 + "/" + String($0.size), $0.path) },
            uniquingKeysWith: { first, _ in first }
        )
        let jobs = manifest.files.map { file in
            (file: file, local: held[file.sha256 + "/" + String(file.size)].flatMap { current?.file($0) })
        }
        let failure = await withTaskGroup(of: ThemeError?.self) { group -> ThemeError? in
            var next = 0
            func add() {
                guard next < jobs.count else { return }
                let job = jobs[next]
                next += 1
                group.addTask {
                    do throws(ThemeError) {
                        try await fetch(
                            job.file,
                            from: base,
                            local: job.local,
                            into: staging,
                            fetcher: fetcher,
                            deadline: deadline
                        )
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            for _ in 0..<Self.parallelDownloads { add() }
            while let result = await group.next() {
                if let error = result {
                    group.cancelAll()
                    return error
                }
                add()
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// One file into the staging folder: copied from the installed version when it holds it with
    /// the same digest, else downloaded from beside the manifest; its size and SHA-256 checked
    /// either way.
    private func fetch(
        _ file: ThemePackageManifest.File,
        from base: URL,
        local: URL?,
        into staging: Staging,
        fetcher: HTTPFetcher,
        deadline: DispatchTime
    ) async throws(ThemeError) {
        let target = try staging.file(file.path)
        if let local {
            let sink = try DownloadSink(file: target, writer: writer)
            if (try? copy(local, into: sink, limit: file.size)) != nil, let copied = try? sink.finish(),
                copied.size == file.size, copied.sha256 == file.sha256
            {
                return
            }
            // An installed file that changed on disk, or could not be read: download it instead.
            _ = try? sink.finish()
            try? FileManager.default.removeItem(at: target)
        }
        guard let source = Self.fileURL(file.path, besideManifest: base) else {
            throw .invalidValue(value: file.path, reason: "cannot be made into a URL", location: nil)
        }
        let sink = try DownloadSink(file: target, writer: writer)
        do {
            _ = try await fetcher.fetch(
                FetchRequest(url: source, maximumSize: file.size, expectedSize: file.size, deadline: deadline),
                into: sink
            )
        } catch {
            _ = try? sink.finish()
            throw error.error
        }
        let (size, digest, _) = try sink.finish()
        guard size == file.size else {
            throw .downloadFailed(url: file.path, reason: "\(size) bytes arrived; the manifest says \(file.size)")
        }
        guard digest == file.sha256 else {
            throw .digestMismatch(subject: file.path, expected: file.sha256, actual: digest)
        }
    }

    /// Copies an installed file into `sink`, refusing one grown past `limit`.
    private func copy(_ source: URL, into sink: DownloadSink, limit: Int) throws {
        let handle = try FileHandle(forReadingFrom: source)
        defer { try? handle.close() }
        while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
            guard sink.count + chunk.count <= limit else { throw POSIXError(.EFBIG) }
            sink.append(chunk)
        }
    }

    /// The URL of the package file at `path`, beside the manifest at `manifest`: each name
    /// percent-encoded, so that nothing in a path is read as a query, a fragment or a scheme.
    static func fileURL(_ path: String, besideManifest manifest: URL) -> URL? {
        let encoded = path.split(separator: "/").map { name in
            name.addingPercentEncoding(
                withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~@+"))
            )
                ?? ""
        }
        guard !encoded.contains("") else { return nil }
        return URL(string: encoded.joined(separator: "/"), relativeTo: manifest)?.absoluteURL
    }
}
