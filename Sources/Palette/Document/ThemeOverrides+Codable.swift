internal import InternalPaletteUtilities

extension ThemeOverrides: Codable {

    /// Decodes `{"palette": {role: colour}, "fonts": {style: font}, "tokens": {"colors": {path: colour},
    /// "dimensions": {path: size}, "fonts": {path: font}, "numbers": {path: number}}}`.
    ///
    /// The value is read by the same decoder as a payload's overrides
    /// (``ThemeSelection/init(json:limits:)-(String,_)``) and a theme document's sections,
    /// under ``ThemeLimits/default``: the same values are accepted (short-form fonts, `"16px"`
    /// dimensions, `{"$value", "$description"}` objects, references), the same ones refused.
    /// What those report as warnings, such as an unknown role, is left out here, since `Decoder`
    /// has no warnings; decode a ``ThemeSelection`` to see them.
    ///
    /// - Throws: `DecodingError.dataCorrupted` whose underlying error is the ``ThemeError`` (an
    ///   ``ThemeError/Code/invalidDocument`` for several), with its message as the description.
    public init(from decoder: any Decoder) throws {
        let limits = ThemeLimits.default
        let node = try JSONNode(decoding: decoder, limits: limits)
        var reader = DocumentReader()
        let overrides = Self.decode(node, at: .root, reader: &reader, limits: limits)
        if let problem = reader.problem { throw problem.decodingError(at: decoder.codingPath) }
        self = overrides ?? ThemeOverrides()
    }

    /// Encodes the sections as ``ThemeSelection/json`` writes them, references and metadata
    /// included, so that what is encoded decodes as these overrides.
    public func encode(to encoder: any Encoder) throws {
        try jsonValue.write(to: encoder)
    }
}
