import Foundation
internal import InternalPaletteUtilities
import Palette

/// What a download may ask for: which URLs, and how far a redirect may go.
///
/// HTTPS only, unless the app opts in to plain HTTP for local development; a redirect only to the
/// same origin (scheme, host and port) as the URL first asked, so a package's files always come
/// from where its manifest did and a compromised redirect cannot send the app elsewhere.
package struct FetchPolicy: Sendable {
    /// Whether `http` URLs are fetched as well as `https`.
    package var allowsPlainHTTP: Bool
    /// The timeouts and size caps.
    package var limits: PackageLimits

    package init(allowsPlainHTTP: Bool, limits: PackageLimits) {
        self.allowsPlainHTTP = allowsPlainHTTP
        self.limits = limits
    }

    /// Why `url` may not be fetched, or `nil` when it may.
    package func refusal(of url: URL) -> String? {
        guard let scheme = url.scheme?.asciiCaseFolded, url.host?.isEmpty == false else {
            return "not a web URL with a host"
        }
        switch scheme {
        case "https": return nil
        case "http" where allowsPlainHTTP: return nil
        case "http": return "plain HTTP is refused; use https (an app may allow http for local development)"
        default: return "only https URLs are fetched, not '\(scheme)'"
        }
    }
}

/// A URL's origin: its scheme, host and port, as browsers compare them.
package struct Origin: Hashable, Sendable, CustomStringConvertible {
    package let scheme: String
    package let host: String
    package let port: Int

    package init?(_ url: URL) {
        guard let scheme = url.scheme?.asciiCaseFolded, let host = url.host?.asciiCaseFolded, !host.isEmpty else {
            return nil
        }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }

    package var description: String {
        "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }
}
