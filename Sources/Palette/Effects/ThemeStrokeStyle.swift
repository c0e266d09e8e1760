internal import InternalPaletteUtilities

/// How a line is drawn: one of CSS's line styles, or a pattern of dashes and gaps with a line cap
/// (DTCG's `strokeStyle`).
///
/// Encodes as DTCG writes it: `"dashed"`, or `{"dashArray": [4, 2], "lineCap": "round"}`.
public enum ThemeStrokeStyle: Hashable, Sendable {
    /// A CSS line style.
    case keyword(Keyword)
    /// Dashes and gaps, alternately, and how each dash ends.
    case dashes([Dimension], lineCap: LineCap)

    /// A solid line.
    @_alwaysEmitIntoClient
    public static var solid: ThemeStrokeStyle { ThemeStrokeStyle.keyword(.solid) }

    /// CSS's line styles.
    public enum Keyword: String, CaseIterable, Hashable, Sendable, Codable, NamedCases {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    /// How the ends of a dash are drawn.
    public enum LineCap: String, CaseIterable, Hashable, Sendable, Codable, NamedCases {
        case butt, round, square
    }

    /// The dash pattern in points for a line `width` points wide, as Core Animation's
    /// `lineDashPattern` and SwiftUI's `StrokeStyle.dash` take it: empty for a solid line and for
    /// the styles Apple platforms draw solid (`double`, `groove`, `ridge`, `outset`, `inset`);
    /// dashes twice as long as the line is wide with equal gaps for `dashed`; dots as long as the
    /// line is wide for `dotted` (drawn with round caps, ``effectiveLineCap``); the given lengths
    /// in points for a dash array.
    func dashPattern(width: Double) -> [Double] {
        switch self {
        case .keyword(.dashed): [2 * width, 2 * width]
        case .keyword(.dotted): [width, width]
        case .keyword: []
        case .dashes(let lengths, _): lengths.map { $0.points() }
        }
    }

    /// The line cap the pattern is drawn with: `round` for dotted lines, the given cap for dashes,
    /// `butt` otherwise.
    var effectiveLineCap: LineCap {
        switch self {
        case .keyword(.dotted): .round
        case .keyword: .butt
        case .dashes(_, let cap): cap
        }
    }
}

extension ThemeStrokeStyle: CustomStringConvertible {
    /// The keyword, or the dashes and cap: `dashed`, `dashes 4pt 2pt round`.
    @_alwaysEmitIntoClient public var description: String {
        switch self {
        case .keyword(let keyword): keyword.rawValue
        case .dashes(let lengths, let cap):
            (["dashes"] + lengths.map(\.description) + [cap.rawValue]).joined(separator: " ")
        }
    }
}
