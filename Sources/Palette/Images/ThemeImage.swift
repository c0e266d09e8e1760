import Foundation
internal import InternalPaletteUtilities

/// An image token's answer: the asset, and the folder of the theme that named it, so a file
/// asset can be found.
///
/// ```swift
/// let header = AppTheme.current.image(.header)
/// imageView.image = UIImage.palette(header)          // bundled, file or solid colour
/// let data = try await header.data(loader: myLoader)  // files, and remote images via a loader
/// ```
///
/// `UIImage.palette(_:in:)` and `NSImage.palette(_:in:)` are a few lines over
/// ``source(limits:)``, which holds the logic and is the same on every platform.
public struct ThemeImage: Hashable, Sendable {
    /// What the image is.
    public let asset: ImageAsset
    /// The folder of the theme file that named the image, for ``ImageAsset/file(path:)`` assets;
    /// `nil` for compiled themes.
    public let folder: URL?

    /// Creates an image answer.
    @_alwaysEmitIntoClient public init(asset: ImageAsset, folder: URL? = nil) {
        self.asset = asset
        self.folder = folder
    }

    /// The file a ``ImageAsset/file(path:)`` asset names, checked to be inside the theme's folder
    /// even through symbolic links; `nil` for other kinds.
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` when the theme has no folder
    ///   or the file would be outside it.
    public func fileURL() throws(ThemeError) -> URL? {
        guard case .file(let path) = asset else { return nil }
        if let problem = ImageAsset.pathProblem(path) {
            throw .invalidValue(value: path, reason: problem, location: nil)
        }
        guard let folder else {
            throw .invalidValue(
                value: path,
                reason: "only a theme read from a file can name image files",
                location: nil
            )
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath()
        let file = root.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        guard file.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else {
            throw .invalidValue(
                value: path,
                reason: "an image file cannot be outside the theme's folder",
                location: nil
            )
        }
        return file
    }

    /// The image's bytes: a file's contents, or a remote image through `loader`; `nil` for
    /// bundled and solid-colour images (the platform makes those) and for remote images without a
    /// loader, which are never fetched by Palette itself.
    ///
    /// - Parameters:
    ///   - loader: The app's way of fetching remote images, if it has one.
    ///   - limits: The bounds on what is read: a file larger than ``ThemeLimits/maximumImageSize``
    ///   is refused unread.
    /// - Throws: ``ThemeError`` for a file outside the theme's folder, one that cannot be read or
    ///   is too large; the loader's errors as ``ThemeError/Code/malformedInput``.
    public func data(
        loader: (any ThemeImageLoader)? = nil,
        limits: ThemeLimits = .default
    ) async throws(ThemeError) -> Data? {
        switch asset {
        case .bundled, .solidColor:
            return nil
        case .file:
            guard let url = try fileURL() else { return nil }
            return Data(try FileReading.read(url, limit: limits.maximumImageSize))
        case .remote(let url):
            guard let loader else { return nil }
            do {
                return try await loader.data(for: url)
            } catch {
                throw .malformedInput(
                    reason: "the image at '\(url.absoluteString.clippedForMessage)' could not be loaded: \(error)",
                    location: nil
                )
            }
        }
    }
}

/// How an app fetches remote theme images; Palette never fetches them itself.
public protocol ThemeImageLoader: Sendable {
    /// The bytes at `url`.
    func data(for url: URL) async throws -> Data
}
