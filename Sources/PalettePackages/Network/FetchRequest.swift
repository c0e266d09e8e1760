import Foundation
import Palette

/// One download: what to ask for and what the answer must be.
package struct FetchRequest: Sendable {
    /// The URL.
    package var url: URL
    /// The most bytes accepted; a server that announces or sends more is cut off.
    package var maximumSize: Int
    /// The exact size the body must have, when a manifest gives it: a server that announces
    /// another size is refused, and a body that ends early is truncated.
    package var expectedSize: Int?
    /// The `ETag` of the copy already held, sent as `If-None-Match`.
    package var entityTag: String?
    /// When the whole install must be over; the request gets at most what is left of it.
    package var deadline: DispatchTime?

    package init(
        url: URL,
        maximumSize: Int,
        expectedSize: Int? = nil,
        entityTag: String? = nil,
        deadline: DispatchTime? = nil
    ) {
        self.url = url
        self.maximumSize = maximumSize
        self.expectedSize = expectedSize
        self.entityTag = entityTag
        self.deadline = deadline
    }
}

/// What a completed download gave.
package struct FetchResponse: Sendable {
    /// Whether the server said the copy held is current (`304 Not Modified`): nothing was received.
    package var notModified: Bool
    /// The response's `ETag`, if it gave one.
    package var entityTag: String?
    /// The bytes received.
    package var size: Int
    /// The URL that answered: the one asked for, or where same-origin redirects led.
    package var url: URL?
}

/// Why a download failed: the error to report, and whether the server could not be reached at
/// all (no connection, no answer in time, the host unknown), when the last installed version of a
/// package serves instead.
package struct FetchError: Error, Sendable {
    package var error: ThemeError
    package var isUnreachable: Bool

    package init(_ error: ThemeError, isUnreachable: Bool = false) {
        self.error = error
        self.isUnreachable = isUnreachable
    }
}
