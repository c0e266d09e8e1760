internal import InternalPaletteUtilities

extension ThemeOverrides: Codable {
    private typealias Key = AnyCodingKey

    /// Decodes `{"palette": {role: colour}, "fonts": {style: font}, "tokens": {"colors": {path: colour},
    /// "dimensions": {path: size}, "fonts": {path: font}, "numbers": {path: number}}}`.
    ///
    /// The value is read by the same decoder as a payload's overrides
    /// (``ThemeSelection/init(json:maximumSize:)-(String,_)``) and a theme document's sections,
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

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        if !palette.isEmpty {
            var roles = container.nestedContainer(keyedBy: Key.self, forKey: Key("palette"))
            for role in ColorRole.allCases {
                if let color = palette[role] { try roles.encode(color, forKey: Key(role.rawValue)) }
            }
        }
        if !fonts.isEmpty {
            var styles = container.nestedContainer(keyedBy: Key.self, forKey: Key("fonts"))
            for style in FontStyle.allCases {
                if let font = fonts[style] { try styles.encode(font, forKey: Key(style.rawValue)) }
            }
        }
        guard !tokens.isEmpty else { return }
        var sections = container.nestedContainer(keyedBy: Key.self, forKey: Key("tokens"))
        for kind in TokenKind.allCases {
            let paths = tokens.paths(of: kind)
            guard !paths.isEmpty else { continue }
            var entries = sections.nestedContainer(keyedBy: Key.self, forKey: Key(kind.sectionName))
            for path in paths {
                switch tokens.value(of: kind, at: path) {
                case .color(let color): try entries.encode(color, forKey: Key(path.string))
                case .dimension(let dimension): try entries.encode(dimension, forKey: Key(path.string))
                case .font(let font): try entries.encode(font, forKey: Key(path.string))
                case .number(let number): try entries.encode(number, forKey: Key(path.string))
                case .image(let asset): try entries.encode(asset, forKey: Key(path.string))
                case .text(let text): try entries.encode(text, forKey: Key(path.string))
                case .boolean(let flag): try entries.encode(flag, forKey: Key(path.string))
                case .fontWeight(let weight): try entries.encode(weight.rawValue, forKey: Key(path.string))
                case .fontFamily(let stack): try entries.encode(stack, forKey: Key(path.string))
                case .duration(let duration): try entries.encode(duration, forKey: Key(path.string))
                case .cubicBezier(let curve): try entries.encode(curve, forKey: Key(path.string))
                case .shadow(let shadow): try entries.encode(shadow, forKey: Key(path.string))
                case .gradient(let gradient): try entries.encode(gradient, forKey: Key(path.string))
                case .border(let border): try entries.encode(border, forKey: Key(path.string))
                case .strokeStyle(let style): try entries.encode(style, forKey: Key(path.string))
                case .transition(let transition): try entries.encode(transition, forKey: Key(path.string))
                case nil: break
                }
            }
        }
    }
}
