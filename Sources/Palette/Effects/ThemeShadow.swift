/// A shadow of one or more layers, drawn in order, the first on top (DTCG's `shadow`, CSS's
/// `box-shadow`).
///
/// ```swift
/// let raised = ThemeShadow([
///     .init(color: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.12), offsetY: 1, blur: 3),
///     .init(color: ThemeColor(red: 0, green: 0, blue: 0, alpha: 0.08), offsetY: 4, blur: 12, spread: -2),
/// ])
/// ```
///
/// Encodes as DTCG writes it: one layer as an object, several as an array of them.
public struct ThemeShadow: Hashable, Sendable {
    /// One layer: a blurred, offset copy of the shape's outline, grown by `spread`.
    public struct Layer: Hashable, Sendable {
        /// The shadow's colour, with its opacity in the alpha.
        public var color: ThemeColor
        /// How far right the shadow falls.
        public var offsetX: Dimension
        /// How far down the shadow falls.
        public var offsetY: Dimension
        /// CSS's blur radius: the length over which the edge fades (twice Gaussian's standard
        /// deviation). Never negative.
        public var blur: Dimension
        /// How much larger (negative: smaller) than the shape the shadow is before blurring.
        public var spread: Dimension
        /// Whether the shadow falls inside the shape instead of outside it.
        public var inset: Bool

        /// Creates a layer.
        public init(
            color: ThemeColor,
            offsetX: Dimension = 0,
            offsetY: Dimension = 0,
            blur: Dimension = 0,
            spread: Dimension = 0,
            inset: Bool = false
        ) {
            self.color = color
            self.offsetX = offsetX
            self.offsetY = offsetY
            self.blur = blur
            self.spread = spread
            self.inset = inset
        }
    }

    /// The layers, the first drawn on top.
    public var layers: [Layer]

    /// Creates a shadow of `layers`, the first drawn on top.
    public init(_ layers: [Layer]) {
        self.layers = layers
    }

    /// A shadow of one layer.
    public init(_ layer: Layer) {
        self.layers = [layer]
    }

    /// No shadow.
    public static let none = ThemeShadow([])
}

extension ThemeShadow.Layer: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let blur = try container.decodeIfPresent(Dimension.self, forKey: AnyCodingKey("blur")) ?? 0
        guard blur.value >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: AnyCodingKey("blur"),
                in: container,
                debugDescription: "a shadow's blur cannot be negative ('\(blur)')"
            )
        }
        self.init(
            color: try container.decode(ThemeColor.self, forKey: AnyCodingKey("color")),
            offsetX: try container.decodeIfPresent(Dimension.self, forKey: AnyCodingKey("offsetX")) ?? 0,
            offsetY: try container.decodeIfPresent(Dimension.self, forKey: AnyCodingKey("offsetY")) ?? 0,
            blur: blur,
            spread: try container.decodeIfPresent(Dimension.self, forKey: AnyCodingKey("spread")) ?? 0,
            inset: try container.decodeIfPresent(Bool.self, forKey: AnyCodingKey("inset")) ?? false
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(color, forKey: AnyCodingKey("color"))
        try container.encode(offsetX, forKey: AnyCodingKey("offsetX"))
        try container.encode(offsetY, forKey: AnyCodingKey("offsetY"))
        try container.encode(blur, forKey: AnyCodingKey("blur"))
        try container.encode(spread, forKey: AnyCodingKey("spread"))
        if inset { try container.encode(inset, forKey: AnyCodingKey("inset")) }
    }
}

extension ThemeShadow: Codable {
    /// Decodes one layer (an object) or several (an array).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let layers = try? container.decode([Layer].self) {
            self.init(layers)
        } else {
            self.init(try container.decode(Layer.self))
        }
    }

    /// Encodes one layer as an object, several (or none) as an array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if layers.count == 1, let layer = layers.first {
            try container.encode(layer)
        } else {
            try container.encode(layers)
        }
    }
}

extension ThemeShadow: CustomStringConvertible {
    /// CSS's `box-shadow` order per layer: `0pt 1pt 3pt 0pt #0000001F, …`.
    public var description: String {
        guard !layers.isEmpty else { return "none" }
        return layers.map { layer in
            (layer.inset ? "inset " : "")
                + "\(layer.offsetX) \(layer.offsetY) \(layer.blur) \(layer.spread) \(layer.color)"
        }
        .joined(separator: ", ")
    }
}
