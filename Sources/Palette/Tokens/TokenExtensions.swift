package import InternalPaletteUtilities

/// What other tools keep on a token or a group in DTCG's `$extensions`, passed on as written.
///
/// DTCG 2025.10 says a tool must keep the extensions it does not understand. Palette keeps every
/// vendor's data but its own (`org.palette`, which it reads and writes itself) as one JSON object,
/// vendors and their members in the order written, and writes it back on export: in a Palette
/// document as `"extensions"`, in DTCG as `$extensions`.
///
/// ```swift
/// let figma = try TokenExtensions(json: #"{"com.figma": {"hiddenFromPublishing": true}}"#)
/// figma.vendors   // ["com.figma"]
/// ```
public struct TokenExtensions: Equatable, Sendable, CustomStringConvertible {
    /// The extensions as compact JSON text: `{"com.figma":{"hiddenFromPublishing":true}}`.
    public let json: String
    /// The extensions as a JSON value, to be written into a document: kept as read, so writing
    /// them parses nothing.
    package let jsonValue: JSONValue

    /// Reads extensions from JSON text: an object whose members are the vendors' data.
    ///
    /// - Parameters:
    ///   - json: The text.
    ///   - limits: The bounds on it, as on a theme file's (``ThemeLimits/maximumDocumentSize``,
    ///     ``ThemeLimits/maximumDepth``).
    /// - Throws: ``ThemeError/Code/malformedInput`` for text that is not JSON, and
    ///   ``ThemeError/Code/typeMismatch`` for JSON that is not an object.
    public init(json: String, limits: ThemeLimits = .default) throws(ThemeError) {
        let node = try JSONParser.read(Array(json.utf8), options: .document(limits, lenient: false))
        guard node.members != nil else {
            throw .typeMismatch(
                expected: "an object of vendors' data",
                found: node.value.typeDescription,
                location: nil
            )
        }
        self.init(node.value)
    }

    /// Extensions from a parsed object.
    package init(_ value: JSONValue) {
        json = JSONWriter.string(value, pretty: false)
        jsonValue = value
    }

    /// The vendors whose data these are (`com.figma`), in the order written.
    package var vendors: [String] { jsonValue.objectMembers.map(\.key) }

    @_alwaysEmitIntoClient public var description: String { json }

    /// Extensions are equal when their JSON text is: the same vendors' data in the same order.
    @_alwaysEmitIntoClient public static func == (lhs: TokenExtensions, rhs: TokenExtensions) -> Bool {
        lhs.json == rhs.json
    }
}
