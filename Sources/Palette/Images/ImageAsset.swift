import Foundation
package import InternalPaletteUtilities

/// An image a theme names, described rather than loaded: the four kinds AUUTheme's themes use.
///
/// | kind | AUUTheme `type` | what the platform does |
/// |---|---|---|
/// | ``bundled(name:)`` | 0 | loads the named image from the app bundle (`UIImage(named:)`) |
/// | ``file(path:)`` | 1 | loads a file inside the theme's folder, e.g. a downloaded theme |
/// | ``solidColor(_:)`` | 2 | draws a plain image of one colour |
/// | ``remote(_:)`` | 3 | fetches it, only if the app supplies a loader |
///
/// A file path is relative to the folder of the theme file that names it and can never leave
/// that folder: absolute paths and `..` are rejected when the asset is made.
///
/// Written in theme documents as an object with one key:
/// `{"bundled": "logo"}`, `{"file": "images/header.png"}`, `{"color": "#FFFFFF"}`,
/// `{"url": "https://example.com/header.jpg"}`.
public enum ImageAsset: Hashable, Sendable {
    /// An image in the app bundle, by name.
    case bundled(name: String)
    /// A file inside the theme's folder, by relative path.
    case file(path: String)
    /// A plain image of one colour.
    case solidColor(ThemeColor)
    /// An image on the network, fetched only by an app-supplied loader.
    case remote(URL)

    /// A file asset, checked to stay inside the theme's folder.
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` for an empty or absolute
    ///   path, one with a `..` component, a backslash or a NUL.
    public static func file(relativePath path: String) throws(ThemeError) -> ImageAsset {
        if let problem = pathProblem(path) {
            throw .invalidValue(value: path, reason: problem, location: nil)
        }
        let segments = path.split(separator: "/").filter { $0 != "." }
        return .file(path: segments.joined(separator: "/"))
    }

    /// A remote asset; only `http` and `https` URLs are accepted.
    public static func remote(string: String) throws(ThemeError) -> ImageAsset {
        guard let url = URL(string: string), let scheme = url.scheme?.asciiCaseFolded,
            scheme == "https" || scheme == "http",
            url.host?.isEmpty == false
        else {
            throw .invalidValue(value: string, reason: "a remote image is an http or https URL", location: nil)
        }
        return .remote(url)
    }

    /// Why a path could leave the theme's folder, or `nil` when it cannot.
    static func pathProblem(_ path: String) -> String? {
        if path.isEmpty { return "an image file path cannot be empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") {
            return "an image file path is relative to the theme's folder, not absolute"
        }
        if path.contains("\\") || path.contains("\0") {
            return "an image file path uses '/' between folders and no control characters"
        }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "an image file cannot be outside the theme's folder ('..' is not allowed)"
        }
        if path.first?.isLetter == true, path.dropFirst().first == ":" {
            return "an image file path is relative, not a drive path"
        }
        return nil
    }
}

extension ImageAsset: CustomStringConvertible {
    @_alwaysEmitIntoClient public var description: String {
        switch self {
        case .bundled(let name): "bundled image '\(name)'"
        case .file(let path): "file '\(path)'"
        case .solidColor(let color): "solid \(color)"
        case .remote(let url): "remote \(url.absoluteString)"
        }
    }
}

extension ImageAsset {
    /// The key naming each kind in a document: `bundled`, `file`, `color`, `url`.
    static let documentKeys = ["bundled", "file", "color", "url"]

    /// The asset as a document writes it: an object with one key.
    package var jsonValue: JSONValue {
        switch self {
        case .bundled(let name): .object(["bundled": .string(name)])
        case .file(let path): .object(["file": .string(path)])
        case .solidColor(let color): .object(["color": .string(color.cssText)])
        case .remote(let url): .object(["url": .string(url.absoluteString)])
        }
    }
}

extension ImageAsset: Codable {
    /// Decodes `{"bundled": name}`, `{"file": path}`, `{"color": hex or CSS colour}` or `{"url": string}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys.filter { Self.documentKeys.contains($0.stringValue) }
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "an image has exactly one of 'bundled', 'file', 'color' or 'url'"
                )
            )
        }
        let text = try container.decode(String.self, forKey: key)
        do throws(ThemeError) {
            switch key.stringValue {
            case "bundled": self = .bundled(name: text)
            case "file": self = try .file(relativePath: text)
            case "color": self = .solidColor(try ThemeColor(cssText: text))
            default: self = try .remote(string: text)
            }
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try jsonValue.write(to: encoder)
    }
}
