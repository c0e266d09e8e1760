import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A static file server on 127.0.0.1 for the theme-package scenarios: HTTP/1.1, one connection
/// per request (`Connection: close`), files served from a folder with their `Content-Length`.
///
/// The tests have a fuller one (`Tests/PaletteTestSupport/HTTP/LoopbackServer.swift`, which also
/// misbehaves on purpose); this package cannot depend on a test target, so it has this small one.
/// Call ``stop()`` when done.
final class LoopbackFileServer: @unchecked Sendable {
    // @unchecked: `stopped` is read and written under `lock`; everything else is set once in init.
    let port: UInt16
    private let listener: Int32
    private let folder: URL
    private let lock = NSLock()
    private var stopped = false
    private let finished = DispatchSemaphore(value: 0)

    /// Serves `folder` at `http://127.0.0.1:PORT/`.
    init(folder: URL) throws {
        self.folder = folder
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw BenchmarkFailure("socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw BenchmarkFailure("bind: errno \(errno)")
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The URL of `path` on the server.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops accepting and closes the socket.
    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        guard !wasStopped else { return }
        finished.wait()
        close(listener)
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            DispatchQueue.global().async { [self] in
                serve(connection)
                close(connection)
            }
        }
        finished.signal()
    }

    private func serve(_ connection: Int32) {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.contains(subsequence: Array("\r\n\r\n".utf8)), head.count < 65_536 {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head += buffer[0..<count]
        }
        let line = String(decoding: head.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1].drop { $0 == "/" }) : ""
        let body =
            path.split(separator: "/").contains("..")
            ? nil : FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
        let status = body == nil ? "404 Not Found" : "200 OK"
        let data = body ?? Data()
        send(Data("HTTP/1.1 \(status)\r\nContent-Length: \(data.count)\r\nConnection: close\r\n\r\n".utf8), connection)
        send(data, connection)
        shutdown(connection, Int32(SHUT_WR))
    }

    private func send(_ data: Data, _ connection: Int32) {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let sent = Glibc.send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(connection, base + offset, buffer.count - offset, 0)
                #endif
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains {
            self[$0..<$0 + subsequence.count].elementsEqual(subsequence)
        }
    }
}
