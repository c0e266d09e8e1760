extension ThemeOverrides: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes `{"palette": {role: hex}, "fonts": {style: font}, "tokens": {"colors": {path: hex},
    /// "dimensions": {path: points}, "fonts": {path: font}, "numbers": {path: number}}}`.
    ///
    /// The `Codable` form takes plain values; theme documents and ``ThemeSelection/init(json:maximumSize:)-(String,_)``
    /// also accept short-form fonts, `"16px"` dimensions and `{"value", "description"}` objects.
    /// An unknown role, style or token section is an error here, since `Decoder` has no warnings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys where !Self.sectionKeys.contains(key.stringValue) {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "unknown key '\(key.stringValue)'"
            )
        }
        if container.contains(Key("palette")) {
            let roles = try container.nestedContainer(keyedBy: Key.self, forKey: Key("palette"))
            for key in roles.allKeys {
                guard let role = ColorRole(name: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key,
                        in: roles,
                        debugDescription: "unknown colour role '\(key.stringValue)'"
                    )
                }
                palette[role] = try roles.decode(ThemeColor.self, forKey: key)
            }
        }
        if container.contains(Key("fonts")) {
            let styles = try container.nestedContainer(keyedBy: Key.self, forKey: Key("fonts"))
            for key in styles.allKeys {
                guard let style = FontStyle(name: key.stringValue) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key,
                        in: styles,
                        debugDescription: "unknown font style '\(key.stringValue)'"
                    )
                }
                fonts[style] = try styles.decode(FontDescriptor.self, forKey: key)
            }
        }
        if container.contains(Key("tokens")) {
            let sections = try container.nestedContainer(keyedBy: Key.self, forKey: Key("tokens"))
            for key in sections.allKeys {
                guard let kind = TokenKind.allCases.first(where: { $0.sectionName == key.stringValue }) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key,
                        in: sections,
                        debugDescription: "unknown token section '\(key.stringValue)'"
                    )
                }
                let entries = try sections.nestedContainer(keyedBy: Key.self, forKey: key)
                for entry in entries.allKeys {
                    let path = TokenPath(entry.stringValue)
                    switch kind {
                    case .color: tokens[path] = .color(try entries.decode(ThemeColor.self, forKey: entry))
                    case .dimension: tokens[path] = .dimension(try entries.decode(Dimension.self, forKey: entry))
                    case .font: tokens[path] = .font(try entries.decode(FontDescriptor.self, forKey: entry))
                    case .number: tokens[path] = .number(try Self.finite(in: entries, forKey: entry))
                    case .image: tokens[path] = .image(try entries.decode(ImageAsset.self, forKey: entry))
                    }
                }
            }
        }
    }

    /// A number that is finite: decoders set to read `"NaN"` or `"Infinity"` (JSONDecoder's
    /// `nonConformingFloatDecodingStrategy`) may give others, which no token may hold.
    private static func finite(in container: KeyedDecodingContainer<Key>, forKey key: Key) throws -> Double {
        let number = try container.decode(Double.self, forKey: key)
        guard number.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key,
                in: container,
                debugDescription: "'\(number)' is not a finite number"
            )
        }
        return number
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
                case nil: break
                }
            }
        }
    }
}
