import Foundation
import InternalPaletteUtilities
import Palette

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
@preconcurrency import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1, on POSIX sockets, that the tests start themselves: what a
/// theme package download really talks to, with no mock of `URLSession` in between.
///
/// It listens on a port the kernel picks, answers each request on a connection of its own
/// (`Connection: close`) with what the handler returns, and misbehaves when the response says so
/// (``HTTPResponse/Behaviour``). Nothing leaves the loopback interface. Every request is logged.
/// Call ``stop()`` when done (a `defer` right after making it): until then it keeps its thread.
package final class LoopbackServer: Sendable {
    /// The port it listens on.
    package let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest) -> HTTPResponse
    private let state = LockedState(State())

    private struct State: Sendable {
        var stopped = false
        var requests: [HTTPRequest] = []
        var acceptLoopDone = false
    }

    /// `http://127.0.0.1:PORT/`.
    package var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)/") ?? URL(fileURLWithPath: "/")
    }

    /// The URL of `path` on this server.
    package func url(_ path: String) -> URL {
        URL(string: path, relativeTo: baseURL)?.absoluteURL ?? baseURL
    }

    /// The requests received so far, in order.
    package var requests: [HTTPRequest] {
        state.withLock { $0.requests }
    }

    /// Starts a server that answers every request with `handler`'s response.
    package init(handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) throws {
        self.handler = handler
        let (descriptor, port) = try LoopbackSocket.listen(backlog: 64)
        self.port = port
        listener = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackServer \(port)"
        thread.start()
    }

    /// Stops accepting; connections that stall give up within a moment.
    package func stop() {
        let wasStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !wasStopped else { return }
        while !state.withLock({ $0.acceptLoopDone }) { usleep(5_000) }
        close(listener)
    }

    /// Whether ``stop()`` was called.
    var isStopped: Bool { state.withLock { $0.stopped } }

    private func acceptLoop() {
        while !isStopped {
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            DispatchQueue.global().async { [self] in
                serve(connection)
                close(connection)
            }
        }
        state.withLock { $0.acceptLoopDone = true }
    }

    private func serve(_ connection: Int32) {
        guard let request = readRequest(connection) else { return }
        state.withLock { $0.requests.append(request) }
        let response = handler(request)
        write(response, to: connection)
    }

    /// Reads the request line and headers (bodies are not used by the tests).
    private func readRequest(_ connection: Int32) -> HTTPRequest? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.count < 64 * 1024 {
            var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 5_000) > 0 else { return nil }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes += buffer[0..<count]
            if let range = bytes.firstRange(of: end) {
                return HTTPRequest(head: String(decoding: bytes[..<range.lowerBound], as: UTF8.self))
            }
        }
        return nil
    }

    private func write(_ response: HTTPResponse, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(HTTPResponse.reasonPhrase(response.status))\r\n"
        var headers = response.headers
        switch response.behaviour {
        case .omitLength: break
        case .announceLength(let length): headers.append(("Content-Length", String(length)))
        default: headers.append(("Content-Length", String(response.body.count)))
        }
        headers.append(("Connection", "close"))
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "\r\n"
        if case .stallBeforeHeaders(let seconds) = response.behaviour {
            pause(seconds)
            return
        }
        guard send(Data(head.utf8), to: connection) else { return }
        let body = response.body
        switch response.behaviour {
        case .truncate(let count):
            _ = send(body.prefix(count), to: connection)
        case .stallAfter(let count, let seconds):
            _ = send(body.prefix(count), to: connection)
            pause(seconds)
        case .trickle(let chunk, let interval):
            var offset = 0
            while offset < body.count, !isStopped {
                guard send(body[offset..<min(offset + chunk, body.count)], to: connection) else { return }
                offset += chunk
                pause(interval)
            }
        default:
            _ = send(body, to: connection)
        }
        shutdown(connection, Int32(SHUT_WR))
    }

    /// Waits `seconds`, or until the server stops.
    private func pause(_ seconds: Double) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end, !isStopped { usleep(10_000) }
    }

    private func send(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let sent = Glibc.send(connection, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(connection, base + offset, buffer.count - offset, 0)
                #endif
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }
}

/// A request as the server read it.
package struct HTTPRequest: Sendable {
    /// `GET`, `HEAD`, …
    package var method: String
    /// The path and query, as sent: `/summer/theme-package.json`.
    package var path: String
    /// The headers, by lower-case name.
    package var headers: [String: String]

    init(head: String) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        method = parts.first.map(String.init) ?? ""
        path = parts.dropFirst().first.map(String.init) ?? ""
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces
            )
        }
        self.headers = headers
    }
}

/// What the server sends back, and how.
package struct HTTPResponse: Sendable {
    /// How the response is sent: properly, or in one of the ways a hostile or broken server does.
    package enum Behaviour: Sendable {
        /// Headers with the body's true `Content-Length`, then the body.
        case normal
        /// The true `Content-Length`, then only the first bytes of the body, then the connection closes.
        case truncate(after: Int)
        /// Nothing at all for `seconds` (or until the server stops), then the connection closes.
        case stallBeforeHeaders(seconds: Double)
        /// The headers and the first bytes, then nothing for `seconds`.
        case stallAfter(bytes: Int, seconds: Double)
        /// The body `chunk` bytes at a time, `interval` seconds apart.
        case trickle(chunk: Int, interval: Double)
        /// A `Content-Length` of `length`, whatever the body's size (a server that lies about it).
        case announceLength(Int)
        /// No `Content-Length`: the body runs until the connection closes.
        case omitLength
    }

    package var status: Int
    package var headers: [(String, String)]
    package var body: Data
    package var behaviour: Behaviour

    package init(
        status: Int = 200,
        headers: [(String, String)] = [],
        body: Data = Data(),
        behaviour: Behaviour = .normal
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.behaviour = behaviour
    }

    /// `404 Not Found`.
    package static let notFound = HTTPResponse(status: 404, body: Data("not found".utf8))

    /// A redirect to `location`.
    package static func redirect(to location: String, status: Int = 302) -> HTTPResponse {
        HTTPResponse(status: status, headers: [("Location", location)])
    }

    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }
}
