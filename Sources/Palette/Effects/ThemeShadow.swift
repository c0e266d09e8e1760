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
        public let color: ThemeColor
        /// How far right the shadow falls.
        public let offsetX: Dimension
        /// How far down the shadow falls.
        public let offsetY: Dimension
        /// CSS's blur radius: the length over which the edge fades (twice Gaussian's standard
        /// deviation). Never negative.
        public let blur: Dimension
        /// How much larger (negative: smaller) than the shape the shadow is before blurring.
        public internal(set) var spread: Dimension
        /// Whether the shadow falls inside the shape instead of outside it.
        public let inset: Bool

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
    public let layers: [Layer]

    /// Creates a shadow of `layers`, the first drawn on top.
    @_alwaysEmitIntoClient public init(_ layers: [Layer]) {
        self.layers = layers
    }

    /// A shadow of one layer.
    init(_ layer: Layer) {
        self.layers = [layer]
    }

    /// No shadow.
    @_alwaysEmitIntoClient public static var none: ThemeShadow { ThemeShadow([]) }
}

extension ThemeShadow: CustomStringConvertible {
    /// CSS's `box-shadow` order per layer: `0pt 1pt 3pt 0pt #0000001F, …`.
    @_alwaysEmitIntoClient public var description: String {
        guard !layers.isEmpty else { return "none" }
        return layers.map { layer in
            (layer.inset ? "inset " : "")
                + "\(layer.offsetX) \(layer.offsetY) \(layer.blur) \(layer.spread) \(layer.color)"
        }
        .joined(separator: ", ")
    }
}
