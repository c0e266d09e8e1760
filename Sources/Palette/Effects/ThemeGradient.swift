internal import InternalPaletteUtilities

/// Colours along a line, each at a position from 0 (the start) to 1 (the end) (DTCG's
/// `gradient`).
///
/// The direction is not part of a gradient token; whoever draws it chooses one (top to bottom
/// unless told otherwise, as CSS's `linear-gradient()` does).
///
/// Encodes as DTCG writes it: `[{"color": "#FF0000", "position": 0}, {"color": "#0000FF", "position": 1}]`.
public struct ThemeGradient: Hashable, Sendable {
    /// A colour at a position.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public let color: ThemeColor
        /// Where along the gradient, in `0...1`.
        public let position: Double

        /// Creates a stop; a position outside `0...1` is clamped into it, as DTCG says.
        @_alwaysEmitIntoClient public init(color: ThemeColor, position: Double) {
            self.color = color
            self.position = position.isFinite ? min(max(position, 0), 1) : 0
        }
    }

    /// The stops, in the order written.
    public let stops: [Stop]

    /// Creates a gradient of `stops`.
    @_alwaysEmitIntoClient public init(_ stops: [Stop]) {
        self.stops = stops
    }

    /// The stops as drawing APIs take them: sorted by position (a stable sort, so stops at the
    /// same position keep their order and make a hard edge), as CSS orders them.
    var orderedStops: [Stop] {
        stops.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
    }
}

extension ThemeGradient: CustomStringConvertible {
    /// The stops: `#FF0000 0%, #0000FF 100%`.
    public var description: String {
        stops.map { "\($0.color) \(NumberText.plain(($0.position * 100 * 1000).rounded() / 1000))%" }
            .joined(separator: ", ")
    }
}
