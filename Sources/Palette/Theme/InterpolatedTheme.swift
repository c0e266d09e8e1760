/// A theme part way between two themes: one frame of an animated theme switch, the source of
/// the ``ResolvedTheme`` that ``Theme/interpolated(to:at:)`` returns between its ends.
///
/// Colours are interpolated in OKLab and fonts by size and weight, as Flutter's `ThemeData.lerp`
/// does for its themes. Custom tokens that both themes define at a path are interpolated the same
/// way (colours in OKLab, dimensions and numbers linearly); a token only one theme defines, the
/// identifier, the name and the theme extended are the start theme's before the midpoint and the
/// end theme's from it on, like the other values that cannot be between two (font families,
/// traits, text styles). Observers tell a frame from a finished switch by
/// ``ResolvedTheme/isTransitionFrame``.
///
/// A class with constant properties, so a copy is a reference rather than every field.
final class InterpolatedTheme: Theme {
    let id: String
    let name: String
    let palette: ThemePalette
    let fontStyles: ThemeFontStyles
    /// The theme the transition starts from.
    let start: ResolvedTheme
    /// The theme the transition ends at.
    let end: ResolvedTheme
    /// How far along the transition this frame is, `0...1`.
    let fraction: Double
    let tokens: TokenSet
    let extendedTheme: (any Theme)?
    let styleDefinitions: [StyleDefinition]

    /// Creates the frame at `fraction` of the way from `start` to `end`.
    ///
    /// - Parameters:
    ///   - start: The theme at fraction `0`.
    ///   - end: The theme at fraction `1`.
    ///   - fraction: How far to go; clamped to `0...1`, and `.nan` counts as `0`.
    init(from: ResolvedTheme, to: ResolvedTheme, at fraction: Double) {
        let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.start = from
        self.end = to
        self.fraction = clamped
        let pastMidpoint = clamped >= 0.5
        id = pastMidpoint ? to.id : from.id
        name = pastMidpoint ? to.name : from.name
        palette = from.palette.interpolated(to: to.palette, at: clamped)
        fontStyles = from.fontStyles.interpolated(to: to.fontStyles, at: clamped)
        tokens = from.tokens.interpolated(to: to.tokens, at: clamped)
        extendedTheme = pastMidpoint ? to.parent : from.parent
        styleDefinitions = pastMidpoint ? to.styleDefinitions : from.styleDefinitions
    }
}

extension TokenSet {
    /// Tokens part way to `other`: a path both define is interpolated (colours in OKLab,
    /// dimensions and numbers linearly, fonts by size and weight); a path only one defines comes
    /// from this set before the midpoint and from `other` from it on.
    func interpolated(to other: TokenSet, at fraction: Double) -> TokenSet {
        let near = fraction < 0.5 ? self : other
        var result = TokenSet()
        result.descriptions = near.descriptions
        result.colors = Self.blend(colors, other.colors, near: near.colors) { $0.interpolated(to: $1, at: fraction) }
        result.dimensions = Self.blend(dimensions, other.dimensions, near: near.dimensions) {
            $0.interpolated(to: $1, at: fraction)
        }
        result.numbers = Self.blend(numbers, other.numbers, near: near.numbers) { $0 + ($1 - $0) * fraction }
        result.fonts = Self.blend(fonts, other.fonts, near: near.fonts) { $0.interpolated(to: $1, at: fraction) }
        result.images = near.images
        return result
    }

    private static func blend<Value>(
        _ start: [TokenPath: Value],
        _ end: [TokenPath: Value],
        near: [TokenPath: Value],
        _ mix: (Value, Value) -> Value
    ) -> [TokenPath: Value] {
        withoutActuallyEscaping(mix) { mix in blend(start, end, near: near, Mix(values: mix)) }
    }

    /// How two values mix. The closure travels inside a struct, and the walk below is never
    /// specialised, so one copy serves every kind (see `Unspecialized`): a frame is made once.
    private struct Mix<Value> {
        let values: (Value, Value) -> Value
    }

    @_semantics("optimize.sil.specialize.generic.never")
    @inline(never)
    private static func blend<Value>(
        _ start: [TokenPath: Value],
        _ end: [TokenPath: Value],
        near: [TokenPath: Value],
        _ mix: Mix<Value>
    ) -> [TokenPath: Value] {
        var result = near
        for (path, value) in start {
            if let target = end[path] { result[path] = mix.values(value, target) }
        }
        return result
    }
}

extension Theme {
    /// This theme part way to `other`, resolved and ready to set on a controller.
    ///
    /// Call it once per animation frame with the eased progress, then set `other` itself when the
    /// animation ends:
    ///
    /// ```swift
    /// controller.setTheme(from.interpolated(to: to, at: progress))   // each frame
    /// controller.setTheme(to)                                         // at the end
    /// ```
    ///
    /// The end points are the themes themselves: at `0` the result equals this theme resolved, at
    /// `1` it equals `other` resolved, with the original as ``ResolvedTheme/source``. In between,
    /// it is a frame: ``ResolvedTheme/isTransitionFrame``.
    ///
    /// - Parameters:
    ///   - other: The theme to move towards.
    ///   - fraction: How far to go, `0...1`; values outside are clamped and `.nan` counts as `0`.
    /// - Returns: The frame at that fraction.
    public func interpolated(to other: some Theme, at fraction: Double) -> ResolvedTheme {
        guard !fraction.isNaN, fraction > 0 else { return ResolvedTheme.resolving(self) }
        guard fraction < 1 else { return ResolvedTheme.resolving(other) }
        return ResolvedTheme(
            InterpolatedTheme(from: ResolvedTheme.resolving(self), to: ResolvedTheme.resolving(other), at: fraction)
        )
    }
}
