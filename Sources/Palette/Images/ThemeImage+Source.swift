import Foundation

extension ThemeImage {
    /// What a platform makes an image from: the neutral half of `UIImage.palette(_:in:)` and
    /// `NSImage.palette(_:in:)`, which only turn each case into the platform's image.
    public enum Source: Hashable, Sendable {
        /// An image in the app's bundle or asset catalog, by name.
        case named(String)
        /// The contents of an image file inside the theme's folder, already read (and bounded).
        case data(Data)
        /// A solid colour, for a 1×1 image that stretches.
        case color(ThemeColor)
        /// A remote image: Palette never fetches it; load it with a ``ThemeImageLoader``
        /// (``ThemeImage/data(loader:limits:)``).
        case remote(URL)
    }

    /// What the image is made from, with a file asset read now.
    ///
    /// A file must be inside the theme's folder (``fileURL()``) and at most
    /// ``ThemeLimits/maximumImageSize`` bytes; it is read through the same bounded reader as theme files.
    ///
    /// ```swift
    /// switch try AppTheme.current.image(.header).source() {
    /// case .named(let name): imageView.image = UIImage(named: name)
    /// case .data(let bytes): imageView.image = UIImage(data: bytes)
    /// case .color(let color): imageView.backgroundColor = UIColor(color)
    /// case .remote(let url): loadLater(url)
    /// }
    /// ```
    ///
    /// - Parameter limits: The bounds on what is read: a file larger than
    ///   ``ThemeLimits/maximumImageSize`` is refused unread.
    /// - Returns: The source of the image.
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` for a file outside the theme's
    ///   folder or a theme with no folder; ``ThemeError/Code/inputTooLarge`` for
    ///   a file over the limit; ``ThemeError/Code/malformedInput`` for a missing or
    ///   unreadable file. Each names the file.
    public func source(limits: ThemeLimits = .default) throws(ThemeError) -> Source {
        switch asset {
        case .bundled(let name):
            return .named(name)
        case .solidColor(let color):
            return .color(color)
        case .remote(let url):
            return .remote(url)
        case .file(let path):
            guard let url = try fileURL() else {
                throw .invalidValue(value: path, reason: "not an image file", location: nil)
            }
            do {
                return .data(Data(try FileReading.read(url, limit: limits.maximumImageSize)))
            } catch {
                throw error.inFile(url.path)
            }
        }
    }
}
