import Foundation
import Palette

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads over HTTP(S) with `URLSession`, holding every request to a ``FetchPolicy``: the URL's
/// scheme, redirects to the same origin only, the size caps while the body arrives, a timeout per
/// request and the install's deadline.
///
/// One fetcher serves one install (its manifest and files share connections), then is
/// ``finish()``ed. The session is ephemeral: no cookies, no credentials, no cache, so nothing of
/// one download leaks into another and `If-None-Match` is the fetcher's own.
package final class HTTPFetcher: Sendable {
    private let session: URLSession
    private let delegate: SessionDelegate
    private let policy: FetchPolicy

    package init(policy: FetchPolicy) {
        self.policy = policy
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = policy.limits.packageRequestTimeout + 5
        configuration.timeoutIntervalForResource = policy.limits.packageTimeout + 5
        configuration.httpMaximumConnectionsPerHost = 4
        delegate = SessionDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "org.palette.packages.fetch"
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    /// Lets the session go once its requests are over.
    package func finish() {
        session.finishTasksAndInvalidate()
    }

    /// Fetches `request.url` into `sink`.
    ///
    /// - Returns: Whether the server answered `304 Not Modified`, its `ETag` and the bytes received.
    /// - Throws: A ``FetchError``: the URL refused by the policy, an HTTP status other than 200 (or
    ///   304 to a conditional request), a redirect to another origin, a body longer or shorter than
    ///   announced or than `expectedSize`, more than `maximumSize` bytes, no end within the
    ///   request's time, a sink that cannot write, a connection that failed, the task cancelled.
    package func fetch(_ request: FetchRequest, into sink: DownloadSink) async throws(FetchError) -> FetchResponse {
        let url = request.url.absoluteString
        if let refusal = policy.refusal(of: request.url) {
            throw FetchError(.downloadFailed(url: url, reason: refusal))
        }
        let timeout: TimeInterval
        if let deadline = request.deadline {
            let left = Double(Int64(deadline.uptimeNanoseconds) - Int64(DispatchTime.now().uptimeNanoseconds)) / 1e9
            guard left > 0 else {
                throw FetchError(.downloadFailed(url: url, reason: Self.overtime(policy.limits.packageTimeout)))
            }
            timeout = min(policy.limits.packageRequestTimeout, left)
        } else {
            timeout = policy.limits.packageRequestTimeout
        }
        let isWholeInstall = timeout < policy.limits.packageRequestTimeout
        // URLSession's own timeouts are later than the fetcher's, so that the fetcher's reason is the one reported.
        var urlRequest = URLRequest(
            url: request.url,
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: timeout + 5
        )
        if let entityTag = request.entityTag { urlRequest.setValue(entityTag, forHTTPHeaderField: "If-None-Match") }
        let dataTask = session.dataTask(with: urlRequest)
        let fetch = FetchTask(request: request, sink: sink, policy: policy)
        delegate.register(fetch, for: dataTask.taskIdentifier)
        defer { delegate.unregister(dataTask.taskIdentifier) }
        let limits = policy.limits
        // A timer source, not `asyncAfter`: cancelled when the request ends, it lets the request,
        // its task and its bytes go at once instead of holding them until the deadline.
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + timeout)
        timer.setEventHandler {
            let reason =
                isWholeInstall
                ? Self.overtime(limits.packageTimeout)
                : "no complete answer within \(Self.seconds(timeout)) (PackageLimits.packageRequestTimeout)"
            fetch.fail(FetchError(.downloadFailed(url: url, reason: reason), isUnreachable: false))
            dataTask.cancel()
        }
        timer.resume()
        defer { timer.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard fetch.start(continuation) else { return }
                dataTask.resume()
            }
        } onCancel: {
            fetch.fail(FetchError(.downloadFailed(url: url, reason: "cancelled")))
            dataTask.cancel()
        }
        // Not `try result.get()`: before Swift 6 its error is untyped, and Apple SDKs of that age are supported.
        switch result {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    /// The reason of a request stopped by the install's deadline.
    static func overtime(_ limit: TimeInterval) -> String {
        "the install did not finish within \(seconds(limit)) (PackageLimits.packageTimeout)"
    }

    /// `30 s`, `0.5 s`.
    static func seconds(_ interval: TimeInterval) -> String {
        interval.rounded() == interval ? "\(Int(interval)) s" : "\((interval * 100).rounded() / 100) s"
    }
}
