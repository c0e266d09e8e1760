internal import InternalPaletteUtilities

/// Traits a font is asked to have, independent of its family.
///
/// The raw values are the symbolic-trait bits Apple defines for `UIFontDescriptor.SymbolicTraits`
/// and `NSFontDescriptor.SymbolicTraits` (italic `1 << 0`, bold `1 << 1`, expanded `1 << 5`,
/// condensed `1 << 6`, monospace `1 << 10`, tight leading `1 << 15`, loose leading `1 << 16`),
/// so the platform bridges pass them through unchanged.
///
/// Encodes as an array of names: `["italic", "bold"]`.
public struct FontTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// A slanted face.
    @_alwaysEmitIntoClient
    public static var italic: FontTraits { FontTraits(rawValue: 1 << 0) }
    /// A bold face (in addition to, or instead of, a heavy ``FontWeight``).
    @_alwaysEmitIntoClient
    public static var bold: FontTraits { FontTraits(rawValue: 1 << 1) }
    /// A wider face.
    @_alwaysEmitIntoClient
    public static var expanded: FontTraits { FontTraits(rawValue: 1 << 5) }
    /// A narrower face.
    @_alwaysEmitIntoClient
    public static var condensed: FontTraits { FontTraits(rawValue: 1 << 6) }
    /// Fixed-width glyphs.
    @_alwaysEmitIntoClient
    public static var monospace: FontTraits { FontTraits(rawValue: 1 << 10) }
    /// Tighter line spacing than the face's default.
    @_alwaysEmitIntoClient
    public static var tightLeading: FontTraits { FontTraits(rawValue: 1 << 15) }
    /// Looser line spacing than the face's default.
    @_alwaysEmitIntoClient
    public static var looseLeading: FontTraits { FontTraits(rawValue: 1 << 16) }

    /// Every trait with its name, in the order names are written.
    package static let named: [(name: String, trait: FontTraits)] = [
        ("italic", .italic), ("bold", .bold), ("condensed", .condensed), ("expanded", .expanded),
        ("monospace", .monospace), ("tightLeading", .tightLeading), ("looseLeading", .looseLeading),
    ]

    /// The trait for a name such as `"italic"` or `"tight-leading"`, in any letter case.
    package init?(name: String) {
        let key = name.nameMatchingKey
        guard let match = Self.named.first(where: { $0.name.nameMatchingKey == key }) else { return nil }
        self = match.trait
    }

    /// The names of the traits in this set, in a fixed order.
    package var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    /// The Apple symbolic-trait bits for this set.
    var symbolicTraits: UInt32 { rawValue }
}

extension FontTraits: CustomStringConvertible {
    public var description: String { names.isEmpty ? "[]" : names.joined(separator: ", ") }
}

extension FontTraits: Codable {
    /// Decodes traits from an array of names; an unknown name is an error naming it.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var traits: FontTraits = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let trait = FontTraits(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown font trait '\(name)'; expected one of "
                        + Self.named.map(\.name).joined(separator: ", ")
                )
            }
            traits.insert(trait)
        }
        self = traits
    }

    /// Encodes the traits as an array of names.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for name in names { try container.encode(name) }
    }
}
