import Foundation
import Palette

/// Loads the remote images of themes (`{"url": "https://…"}`, ``/Palette/ImageAsset/remote(_:)``) through
/// the same fetcher as theme packages, into a disk cache in the install root.
///
/// ```swift
/// let bytes = try await AppTheme.current.image(.header).data(loader: packages.imageLoader)
/// ```
///
/// The rules of packages apply: HTTPS only unless the configuration allows plain HTTP, redirects
/// to the same origin only, at most ``/Palette/ThemeLimits/maximumImageSize`` bytes, the request timeout.
/// A cached image is used without asking the server again, offline too; the cache keeps at most
/// ``PackageLimits/maximumImageCacheSize`` bytes, removing the images used least recently.
public struct ThemePackageImageLoader: ThemeImageLoader {
    let packages: ThemePackages

    /// The bytes of the image at `url`: from the cache, or downloaded and then cached.
    ///
    /// - Throws: ``/Palette/ThemeError``, as a package's download fails.
    public func data(for url: URL) async throws -> Data {
        let cache = ImageCache(root: packages.root, limits: packages.configuration.limits)
        if let cached = cache.data(for: url) { return cached }
        let limits = packages.configuration.limits
        let fetcher = HTTPFetcher(
            policy: FetchPolicy(allowsPlainHTTP: packages.configuration.allowsPlainHTTP, limits: limits)
        )
        defer { fetcher.finish() }
        let staging = try packages.store.makeStaging()
        defer { staging.discard() }
        let file = try staging.file("image")
        let sink = try DownloadSink(file: file, writer: packages.configuration.diskWriter)
        do {
            _ = try await fetcher.fetch(FetchRequest(url: url, maximumSize: limits.maximumImageSize), into: sink)
        } catch {
            _ = try? sink.finish()
            throw error.error
        }
        _ = try sink.finish()
        let bytes = try Data(FileReading.read(file, limit: limits.maximumImageSize))
        do {
            try cache.keep(file, for: url)
        } catch {
            // An image that cannot be cached is still shown.
        }
        return bytes
    }
}

extension ThemePackages {
    /// The loader of remote theme images, cached in this install root.
    public var imageLoader: ThemePackageImageLoader {
        ThemePackageImageLoader(packages: self)
    }
}
