import Foundation
internal import InternalPaletteUtilities
import Palette

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight: the session delegate's callbacks check what arrives against the request
/// and feed the sink; the first failure, a timeout or a cancellation ends it, and the awaiting
/// caller is resumed exactly once.
final class FetchTask: Sendable {
    private struct State: Sendable {
        var continuation: CheckedContinuation<Result<FetchResponse, FetchError>, Never>?
        var failure: FetchError?
        var finished = false
        var response: HTTPURLResponse?
        var redirects = 0
    }

    let request: FetchRequest
    let sink: DownloadSink
    let policy: FetchPolicy
    /// The URL's origin, the only one a redirect may lead to.
    let origin: Origin?
    private let state = LockedState(State())

    init(request: FetchRequest, sink: DownloadSink, policy: FetchPolicy) {
        self.request = request
        self.sink = sink
        self.policy = policy
        origin = Origin(request.url)
    }

    private var url: String { request.url.absoluteString }

    /// Waits with `continuation`; when the request has already failed (cancelled before it began),
    /// resumes at once and returns `false`.
    func start(_ continuation: CheckedContinuation<Result<FetchResponse, FetchError>, Never>) -> Bool {
        let failure = state.withLock { state -> FetchError? in
            if let failure = state.failure {
                state.finished = true
                return failure
            }
            state.continuation = continuation
            return nil
        }
        if let failure {
            continuation.resume(returning: .failure(failure))
            return false
        }
        return true
    }

    /// Records why the request failed, unless it already failed or finished; the caller then
    /// cancels the URLSession task, whose completion resumes the caller.
    func fail(_ failure: FetchError) {
        state.withLock { state in
            if state.failure == nil && !state.finished { state.failure = failure }
        }
    }

    /// Whether a redirect to `url` may be followed: same origin, within the count.
    func allowsRedirect(to url: URL?) -> Bool {
        guard let url, let target = Origin(url), target == origin else {
            let place = url.map { "'\($0.absoluteString.clippedForMessage)'" } ?? "nowhere"
            fail(FetchError(.downloadFailed(url: self.url, reason: "redirected to another origin, \(place); refused")))
            return false
        }
        let count = state.withLock { state in
            state.redirects += 1
            return state.redirects
        }
        guard count <= policy.limits.maximumRedirects else {
            fail(
                FetchError(
                    .downloadFailed(url: self.url, reason: "more than \(policy.limits.maximumRedirects) redirects")
                )
            )
            return false
        }
        return true
    }

    /// Checks the response's status and announced size; `false` when the body is not wanted.
    func accept(_ response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            fail(FetchError(.downloadFailed(url: url, reason: "not an HTTP response")))
            return false
        }
        state.withLock { $0.response = http }
        let status = http.statusCode
        if status == 304, request.entityTag != nil { return true }
        guard status == 200 else {
            let reason =
                (300..<400).contains(status)
                ? "HTTP \(status), a redirect that was not followed"
                : "HTTP \(status) (\(HTTPURLResponse.localizedString(forStatusCode: status)))"
            fail(FetchError(.downloadFailed(url: url, reason: reason)))
            return false
        }
        let announced = http.expectedContentLength
        if announced >= 0 {
            if let expected = request.expectedSize, announced != expected {
                fail(
                    FetchError(
                        .downloadFailed(
                            url: url,
                            reason: "the server announces \(announced) bytes; the manifest says \(expected)"
                        )
                    )
                )
                return false
            }
            if announced > request.maximumSize {
                fail(
                    FetchError(
                        .inputTooLarge(size: Int(announced), limit: request.maximumSize, location: .init(file: url))
                    )
                )
                return false
            }
        }
        return true
    }

    /// Takes a chunk of the body; `false` when the body has grown past what is accepted.
    func receive(_ chunk: Data) -> Bool {
        let limit = request.expectedSize ?? request.maximumSize
        guard sink.count + chunk.count <= limit else {
            let failure =
                request.expectedSize == nil
                ? ThemeError.inputTooLarge(size: nil, limit: limit, location: .init(file: url))
                : ThemeError.downloadFailed(
                    url: url,
                    reason: "the body is longer than the \(limit) bytes the manifest says"
                )
            fail(FetchError(failure))
            return false
        }
        sink.append(chunk)
        return true
    }

    /// Ends the request with what the task's completion says, resuming the caller.
    func complete(error: (any Error)?) {
        let (continuation, result) = state.withLock { state in
            state.finished = true
            let continuation = state.continuation
            state.continuation = nil
            return (continuation, outcome(state: state, error: error))
        }
        continuation?.resume(returning: result)
    }

    private func outcome(state: State, error: (any Error)?) -> Result<FetchResponse, FetchError> {
        if let failure = state.failure { return .failure(failure) }
        if let error {
            let code = (error as? URLError)?.code
            let unreachable: Set<URLError.Code> = [
                .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet, .timedOut,
                .networkConnectionLost, .internationalRoamingOff, .dataNotAllowed,
            ]
            var reason = code == .cancelled ? "cancelled" : error.localizedDescription
            let announced = state.response.map { Int($0.expectedContentLength) } ?? -1
            if code != .cancelled, let total = request.expectedSize ?? (announced >= 0 ? announced : nil),
                sink.count < total
            {
                reason = "the body ended after \(sink.count) of \(total) bytes (\(reason))"
            }
            return .failure(
                FetchError(
                    .downloadFailed(url: url, reason: reason),
                    // Once the server has answered, a failure is the server's, not the network's.
                    isUnreachable: state.response == nil && code.map { unreachable.contains($0) } ?? false
                )
            )
        }
        guard let response = state.response else {
            return .failure(FetchError(.downloadFailed(url: url, reason: "no response")))
        }
        let entityTag = response.value(forHTTPHeaderField: "ETag")
        if response.statusCode == 304 {
            return .success(
                FetchResponse(notModified: true, entityTag: entityTag ?? request.entityTag, size: 0, url: response.url)
            )
        }
        let received = sink.count
        if let expected = request.expectedSize, received != expected {
            return .failure(
                FetchError(.downloadFailed(url: url, reason: "the body ended after \(received) of \(expected) bytes"))
            )
        }
        let announced = response.expectedContentLength
        if announced >= 0, received != Int(announced) {
            return .failure(
                FetchError(.downloadFailed(url: url, reason: "the body ended after \(received) of \(announced) bytes"))
            )
        }
        return .success(FetchResponse(notModified: false, entityTag: entityTag, size: received, url: response.url))
    }
}
