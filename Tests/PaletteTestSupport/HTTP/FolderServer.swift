import Foundation
import InternalPaletteUtilities
import Palette

/// A ``LoopbackServer`` that serves the files of a folder on disk, as a static host serves a
/// theme package `palette pack` wrote, with an `ETag` per file (`If-None-Match` gets `304`).
///
/// A path can be told to misbehave (``misbehave(_:with:)``), and a hook can run when a path is
/// served (``onServe(_:_:)``), e.g. to swap a file on disk just after the manifest went out.
package final class FolderServer: Sendable {
    package let server: LoopbackServer
    package let folder: URL
    private let state = LockedState(Routes())

    private struct Routes: Sendable {
        var overrides: [String: @Sendable (Data) -> HTTPResponse] = [:]
        var hooks: [String: @Sendable () -> Void] = [:]
    }

    /// Serves `folder` at the server's root: `GET /a/b.png` is `folder/a/b.png`.
    package init(folder: URL) throws {
        self.folder = folder
        let routes = state
        server = try LoopbackServer { request in
            let path = String(request.path.split(separator: "?").first ?? "").removingPercentEncoding ?? request.path
            let relative = String(path.drop { $0 == "/" })
            let (override, hook) = routes.withLock { ($0.overrides[relative], $0.hooks[relative]) }
            defer { hook?() }
            guard !relative.split(separator: "/").contains(".."),
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path)
            else {
                return override?(Data()) ?? .notFound
            }
            if let override { return override(data) }
            let tag = "\"\(FolderServer.tag(data))\""
            if request.headers["if-none-match"] == tag {
                return HTTPResponse(status: 304, headers: [("ETag", tag)])
            }
            return HTTPResponse(headers: [("ETag", tag)], body: data)
        }
    }

    /// The URL of `path` on the server.
    package func url(_ path: String) -> URL {
        server.url(path)
    }

    /// Answers `path` with `respond(bytes of the file)` instead (the bytes are empty when there is
    /// no such file).
    package func misbehave(_ path: String, with respond: @escaping @Sendable (Data) -> HTTPResponse) {
        state.withLock { $0.overrides[path] = respond }
    }

    /// Runs `hook` each time `path` has been answered.
    package func onServe(_ path: String, _ hook: @escaping @Sendable () -> Void) {
        state.withLock { $0.hooks[path] = hook }
    }

    /// How many requests asked for `path`.
    package func requestCount(_ path: String) -> Int {
        server.requests.filter { $0.path == "/" + path }.count
    }

    package func stop() {
        server.stop()
    }

    /// A tag for a file's contents (FNV-1a, 64 bits): the same bytes, the same tag.
    static func tag(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
