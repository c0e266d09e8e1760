internal import InternalPaletteUtilities
import Palette

extension DTCGTokenTree {
    /// The names one file gives token and group properties: DTCG's `$value`, `$type`,
    /// `$description`, or, in the formats before its prefixes (its drafts before 2022, Style
    /// Dictionary 3, Tokens Studio), `value`, `type`, `description` and Style Dictionary's
    /// `comment` and `attributes`.
    struct TokenKeys {
        /// Whether the file writes properties without `$`.
        var isUnprefixed: Bool

        init(_ source: Source) {
            isUnprefixed = source.olderFormat != nil
        }

        /// Whether an object is a token in this file.
        func isToken(_ members: [JSONMember]) -> Bool {
            DTCGTokenTree.isToken(members) || (isUnprefixed && FileShape.isUnprefixedToken(members))
        }

        /// The DTCG group property a group's member is (`$type` for an unprefixed `type`), or
        /// `nil` for a token or group in it.
        func groupProperty(_ member: JSONMember) -> String? {
            if DTCGTokenTree.groupProperties.contains(member.key) { return member.key }
            guard isUnprefixed, member.node.string != nil else { return nil }
            return switch member.key {
            case "type": "$type"
            case "description", "comment": "$description"
            default: nil
            }
        }

        /// The DTCG token property a token's member is, `attributes` for Style Dictionary's,
        /// `""` for metadata of the older formats that Palette has no use for, or `nil` for a
        /// member that is none of these.
        func tokenProperty(_ key: String) -> String? {
            if DTCGTokenTree.tokenProperties.contains(key) { return key }
            guard isUnprefixed else { return nil }
            switch key {
            case "value": return "$value"
            case "type": return "$type"
            case "description", "comment": return "$description"
            case "attributes": return "attributes"
            default: return Self.ignoredMetadata.contains(key) ? "" : nil
            }
        }

        /// What Style Dictionary 3, Tokens Studio and Adobe Spectrum write beside a token's value
        /// that Palette has no use for: where it came from, how Style Dictionary treated it, its
        /// identity and schema (Spectrum's `$schema` gives its type, read where types are told),
        /// the names it had before (Workday's Tokens Studio sets' `deprecatedValues`).
        static let ignoredMetadata: Set<String> = [
            "name", "path", "original", "filePath", "isSource", "themeable", "deprecated", "deprecated_comment",
            "$schema", "uuid", "component", "private", "deprecatedValues",
        ]
    }
}
