import Foundation
internal import InternalPaletteUtilities
import Palette

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URLSession delegate of a fetcher: hands each callback to the ``FetchTask`` of its task.
///
/// Callbacks arrive on the session's serial delegate queue; the table of tasks sits behind a lock
/// because tasks are added and removed from the tasks that await them.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let tasks = LockedState<[Int: FetchTask]>([:])

    func register(_ task: FetchTask, for identifier: Int) {
        tasks.withLock { $0[identifier] = task }
    }

    func unregister(_ identifier: Int) {
        _ = tasks.withLock { $0.removeValue(forKey: identifier) }
    }

    private func task(_ task: URLSessionTask) -> FetchTask? {
        tasks.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let allowed = self.task(task)?.allowsRedirect(to: request.url) ?? false
        completionHandler(allowed ? request : nil)
        if !allowed { task.cancel() }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let accepted = task(dataTask)?.accept(response) ?? false
        completionHandler(accepted ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let fetch = task(dataTask), fetch.receive(data) else {
            dataTask.cancel()
            return
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        self.task(task)?.complete(error: error)
    }
}
