import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The browser tests' listener; like HeadlessChromium, it is built where those tests run.
#if os(macOS) || os(Linux)

/// A TCP listener on 127.0.0.1 that records the first line of each request made to it and closes
/// the connection: given to a browser as its proxy, it sees every request (`GET http://host/path
/// HTTP/1.1`, `CONNECT host:443 HTTP/1.1`) and answers none.
package final class LoopbackListener: @unchecked Sendable {
    // `requests` and `isStopped` are read and written under `lock`; the socket is closed once,
    // by `stop()`, after the accepting thread has been told to stop.
    private let socketDescriptor: Int32
    private let lock = NSLock()
    private var requests: [String] = []
    private var isStopped = false
    private let finished = DispatchSemaphore(value: 0)
    /// The port it listens on.
    package let port: UInt16

    /// Starts listening on a free port.
    package init() throws {
        let (descriptor, port): (Int32, UInt16)
        do {
            (descriptor, port) = try LoopbackSocket.listen(backlog: 16)
        } catch {
            throw HeadlessChromium.Failure(description: "cannot listen on 127.0.0.1: \(error)")
        }
        socketDescriptor = descriptor
        self.port = port
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Stops listening and returns the first line of each request made, in order.
    package func stop() -> [String] {
        lock.lock()
        isStopped = true
        lock.unlock()
        finished.wait()
        close(socketDescriptor)
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    private func acceptLoop() {
        while true {
            lock.lock()
            let stopped = isStopped
            lock.unlock()
            if stopped { break }
            var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let connection = accept(socketDescriptor, nil, nil)
            guard connection >= 0 else { continue }
            let line = Self.requestLine(connection)
            lock.lock()
            requests.append(line)
            lock.unlock()
            close(connection)
        }
        finished.signal()
    }

    /// The first line a client sends on `connection`, waiting up to a second for it.
    private static func requestLine(_ connection: Int32) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        var descriptor = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while received.count < 4096, !received.contains(0x0A), poll(&descriptor, 1, 1000) > 0 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        let line = received.split(separator: 0x0A).first ?? []
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
#endif
