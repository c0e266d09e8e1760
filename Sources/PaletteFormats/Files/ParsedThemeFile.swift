import Foundation
package import InternalPaletteUtilities
import Palette

/// A file read and parsed once: what every reader of a command needs from it (format detection,
/// validation, loading, the `extends` of a broken document) comes from this one parse.
///
/// JSON is parsed leniently (comments and trailing commas accepted) and the place of the first
/// deviation is kept, so that readers that warn about them, or refuse them, still can.
package struct ParsedThemeFile: Sendable {
    /// What the file's bytes are.
    package enum Content: Sendable {
        /// JSON, with the place of its first comment or trailing comma when it has one.
        case json(JSONNode, firstDeviation: ThemeError.Location?)
        /// A property list: its root, or the reason it could not be parsed (reported by the reader
        /// of SDThemeManager files, which is the format a property list is in).
        case propertyList(Result<JSONNode, ThemeError>)
        /// Text that is not JSON: the syntax error, with its line and column.
        case malformed(ThemeError)
        /// A file that could not be read (missing, a folder, too large); the error names no file.
        case unreadable(ThemeError)
    }

    /// The file's path or display name, as problems name it; `nil` for bytes from no file.
    package var path: String?
    /// The file's contents.
    package var bytes: [UInt8]
    /// The parsed contents.
    package let content: Content
    /// The bounds the file was read and parsed under, which whatever reads on from the parse
    /// keeps to.
    package let limits: FormatLimits
    /// The theme format the contents are in, by the table of formats (``ThemeFileFormat/all``), or
    /// `nil` when they are in none (or are not JSON or a property list).
    package let format: ThemeFileFormat?

    /// Parses `bytes`.
    package init(bytes: [UInt8], path: String?, limits: FormatLimits) {
        self.path = path
        self.bytes = bytes
        self.limits = limits
        if PropertyListParser.looksLikePropertyList(bytes) {
            do throws(ThemeError) {
                content = .propertyList(.success(try PropertyListParser.parse(bytes, limits: limits)))
            } catch {
                content = .propertyList(.failure(error))
            }
        } else {
            do throws(ThemeError) {
                let parsed = try JSONParser.readNotingDeviations(bytes, options: .document(limits.theme, lenient: true))
                content = .json(parsed.root, firstDeviation: parsed.firstDeviation)
            } catch {
                content = .malformed(error)
            }
        }
        format = ThemeFileFormat.recognise(content, limits: limits)
    }

    /// A file that could not be read under `limits`.
    package init(path: String?, unreadable error: ThemeError, limits: FormatLimits) {
        self.path = path
        self.limits = limits
        bytes = []
        content = .unreadable(error)
        format = nil
    }

    /// Reads and parses the file at `url`, refusing one larger than the document limit before
    /// reading it.
    package static func read(_ url: URL, limits: FormatLimits) -> ParsedThemeFile {
        do throws(ThemeError) {
            let bytes = try FileReading.read(url, limit: limits.maximumDocumentSize)
            return ParsedThemeFile(bytes: bytes, path: url.path, limits: limits)
        } catch {
            return ParsedThemeFile(path: url.path, unreadable: error, limits: limits)
        }
    }

    /// The parsed property list, when the file is one and it could be parsed.
    package var propertyList: JSONNode? {
        if case .propertyList(.success(let root)) = content { return root }
        return nil
    }

    /// The parsed JSON, when the file is JSON.
    package var root: JSONNode? {
        if case .json(let root, _) = content { return root }
        return nil
    }

    /// The problem that keeps the file from being read at all, named with its file.
    package var readingProblem: ThemeError? {
        switch content {
        case .unreadable(let error), .malformed(let error): error.inFile(path)
        case .json, .propertyList: nil
        }
    }

    /// What a file that is no theme file is for: a backend payload, a file describing a token
    /// set (a Style Dictionary configuration, Tokens Studio's `$metadata.json` or `$themes.json`).
    package enum Role: Equatable, Sendable {
        case themeFile
        case payload
        case tokenSetDescription
        case unrecognised
    }

    /// What the file is for; files that cannot be read are theme files, for their reader to
    /// report.
    package var role: Role {
        guard let root, format == nil else { return .themeFile }
        if TokenSetDescription.describesTokenSet(root) { return .tokenSetDescription }
        return FileShape.isBackendPayload(root) ? .payload : .unrecognised
    }
}
