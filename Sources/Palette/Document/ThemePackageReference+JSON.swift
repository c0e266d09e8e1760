import Foundation
package import InternalPaletteUtilities

extension ThemePackageReference {
    /// Reads a payload's `package` member: an object with a `url` string and an optional `sha256`
    /// string; other members are ignored, as a payload's are.
    ///
    /// - Throws: ``ThemeError`` at the member's path with its line and column: a value that is not
    ///   an object or a string, a missing `url`, a URL that is not `http` or `https` with a host, a
    ///   digest that is not 64 hexadecimal digits.
    package static func decode(_ node: JSONNode, at path: JSONPath) throws(ThemeError) -> ThemePackageReference {
        guard node.members.hasValue else {
            throw node.mismatch(
                at: path,
                expected: "a package object such as {\"url\": \"https://…/theme-package.json\"}"
            )
        }
        guard let urlNode = node["url"] else {
            throw .missingKey(key: "url", location: node.location(path))
        }
        let urlPath = path.appending("url")
        let text = try urlNode.string(at: urlPath, expected: "a URL string")
        guard let url = URL(string: text), isWebURL(url) else { throw urlNode.invalid(text, at: urlPath, urlRule) }
        guard let digestNode = node["sha256"], digestNode.value != .null else {
            do {
                return try ThemePackageReference(url: url)
            } catch {
                throw error.located(urlNode.location(urlPath))
            }
        }
        let digestPath = path.appending("sha256")
        let digest = try digestNode.string(at: digestPath, expected: "a SHA-256 digest string")
        guard normalizedDigest(digest) != nil else { throw digestNode.invalid(digest, at: digestPath, digestRule) }
        do {
            return try ThemePackageReference(url: url, sha256: digest)
        } catch {
            throw error.located(digestNode.location(digestPath))
        }
    }

    /// The reference as a payload writes it: `{"url": "…", "sha256": "…"}`.
    package var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("url", .string(url.absoluteString))]
        if let sha256 { members.append(("sha256", .string(sha256))) }
        return .orderedObject(members)
    }
}

extension ThemePackageReference: Codable {
    /// Decodes `{"url": "https://…/theme-package.json", "sha256": "…"}`, checked as a payload's
    /// `package` is.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let text = try container.decode(String.self, forKey: AnyCodingKey("url"))
        let digest = try container.decodeIfPresent(String.self, forKey: AnyCodingKey("sha256"))
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: AnyCodingKey("url"),
                in: container,
                debugDescription: Self.urlRule
            )
        }
        do throws(ThemeError) {
            try self.init(url: url, sha256: digest)
        } catch {
            let key = AnyCodingKey(error.subject == text ? "url" : "sha256")
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: error.description)
        }
    }

    /// Encodes `{"url": "…", "sha256": "…"}`, as a payload writes it.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.write(to: encoder)
    }
}
