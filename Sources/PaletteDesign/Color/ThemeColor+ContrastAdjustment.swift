import Palette

extension ThemeColor {
    /// The colour closest to this one that reaches a contrast ratio against `background`.
    ///
    /// "Closest" means the smallest change of OKLCH lightness: hue and chroma are kept, and chroma
    /// is reduced only where the new lightness would take the colour out of its gamut. Both
    /// directions are searched (lighter and darker) and the smaller change wins; on a tie, the one
    /// with the higher ratio. A brand colour that is slightly too light for white text becomes the
    /// same brand colour slightly darker, not a different colour.
    ///
    /// ```swift
    /// let brand = try ThemeColor(hex: "#3B82F6")      // 3.68:1 against white
    /// let fixed = brand.closestColor(reaching: 4.5, against: .white)
    /// fixed?.hex                                       // "#2C72E5", 4.5:1, the same blue
    /// ```
    ///
    /// The result is at the precision Palette writes colours (`ThemeColor.quantized`: 8-bit components for
    /// sRGB, the precision of `ThemeColor.hex`) and was checked at that precision, so it still reaches
    /// `ratio` once written. A colour that already reaches the ratio is returned unchanged.
    /// Opacity is kept, and a translucent colour is measured over `background`, as
    /// `ThemeColor.contrastRatio(with:)` does.
    ///
    /// The search runs on the colour itself, through linear light in its own space. The result
    /// is in `gamut`'s space: by default an sRGB colour stays sRGB and a Display P3 or
    /// extended-range colour becomes (or stays) Display P3, keeping chroma sRGB cannot show;
    /// `gamut: .sRGB` gives an sRGB colour in every case, `gamut: .displayP3` lets a wide colour
    /// stay wide and fixes an sRGB one in sRGB.
    ///
    /// - Parameters:
    ///   - ratio: The WCAG contrast ratio to reach, `1...21` (4.5 for AA text, 3 for large text
    ///     and UI components, 7 for AAA text).
    ///   - background: The colour it is read against.
    ///   - gamut: The gamut the result may use; `nil`, the default, for the colour's own.
    /// - Returns: The adjusted colour, or `nil` when no lightness reaches `ratio` (neither black nor
    ///   white does against a mid-grey at 7:1, for example) or `ratio` is not a number.
    public func closestColor(
        reaching ratio: Double,
        against background: ThemeColor,
        gamut: ColorGamut? = nil
    ) -> ThemeColor? {
        guard !ratio.isNaN else { return nil }
        if contrastRatio(with: background) >= min(max(ratio, 1), 21) { return self }
        return lightnessCandidates(reaching: ratio, against: background, in: candidateSpace(for: gamut)).first
    }

    /// The space a fix of this colour is given in for `gamut` (the colour's own when `nil`):
    /// sRGB for an sRGB colour or the sRGB gamut, else Display P3.
    func candidateSpace(for gamut: ColorGamut?) -> ColorSpace {
        colorSpace == .sRGB || gamut == .sRGB ? .sRGB : .displayP3
    }

    /// The colours of this hue and chroma in `space` (chroma reduced only where its gamut needs
    /// it) that reach `ratio` against `background`, one lighter and one darker where they exist,
    /// the smaller change of lightness first (on a tie, the higher ratio):
    /// ``closestColor(reaching:against:gamut:)`` is the first.
    func lightnessCandidates(
        reaching ratio: Double,
        against background: ThemeColor,
        in space: ColorSpace
    ) -> [ThemeColor] {
        guard !ratio.isNaN else { return [] }
        let target = min(max(ratio, 1), 21)
        let start = oklch.lightness
        let candidates = [-1.0, 1.0].compactMap { direction -> (color: ThemeColor, change: Double)? in
            guard
                let lightness = closestLightness(
                    reaching: target,
                    against: background,
                    direction: direction,
                    in: space
                ),
                let color = quantizedCandidate(
                    from: lightness,
                    direction: direction,
                    target: target,
                    against: background,
                    in: space
                )
            else { return nil }
            return (color.color, abs(color.lightness - start))
        }
        return candidates.sorted { lhs, rhs in
            if abs(lhs.change - rhs.change) > 1e-12 { return lhs.change < rhs.change }
            return lhs.color.contrastRatio(with: background) > rhs.color.contrastRatio(with: background)
        }
        .map(\.color)
    }

    /// Every colour ``ContrastAudit/proposedFixes(at:gamut:)`` may move this one to so that it
    /// reaches `ratio` against `background`, in order of preference:
    /// ``lightnessCandidates(reaching:against:in:)`` at this chroma, then at three quarters, half
    /// and a quarter of it; then each of those moved on, further from `background`, in steps of
    /// 0.04 of lightness (up to 0.24) while it still reaches the ratio; each in the space
    /// ``candidateSpace(for:)`` gives for `gamut`. The colour itself when it already reaches the
    /// ratio.
    func contrastCandidates(
        reaching ratio: Double,
        against background: ThemeColor,
        gamut: ColorGamut? = nil
    ) -> [ThemeColor] {
        guard !ratio.isNaN else { return [] }
        let target = min(max(ratio, 1), 21)
        if contrastRatio(with: background) >= target { return [self] }
        let space = candidateSpace(for: gamut)
        let lch = oklch
        var candidates: [ThemeColor] = []
        for scale in [1, 0.75, 0.5, 0.25] {
            let start =
                scale == 1
                ? self
                : ThemeColor(
                    OKLab(OKLCH(lightness: lch.lightness, chroma: lch.chroma * scale, hue: lch.hue, alpha: lch.alpha)),
                    in: space
                )
            for candidate in start.lightnessCandidates(reaching: ratio, against: background, in: space)
            where !candidates.contains(candidate) {
                candidates.append(candidate)
            }
        }
        for nearest in candidates {
            let lightness = nearest.oklch.lightness
            let direction: Double = lightness < lch.lightness ? -1 : 1
            for step in 1...6 {
                let further = nearest.withLightness(lightness + direction * 0.04 * Double(step), in: space).quantized
                guard further.contrastRatio(with: background) >= target else { break }
                if !candidates.contains(further) { candidates.append(further) }
            }
        }
        return candidates
    }

    /// The OKLCH lightness nearest to this colour's, moving in `direction` (`-1` darker, `+1`
    /// lighter), at which the colour first reaches `target` against `background`; `nil` if it
    /// never does before black or white.
    ///
    /// The lightness range is scanned in steps of 0.002 from the colour's own lightness, and the
    /// first step that passes is narrowed down by bisection to within 1e-9.
    func closestLightness(
        reaching target: Double,
        against background: ThemeColor,
        direction: Double,
        in space: ColorSpace
    ) -> Double? {
        let start = oklch.lightness
        let bound = direction < 0 ? 0.0 : 1.0
        let step = 0.002
        var failing = start
        while (bound - failing) * direction > 0 {
            let next = direction < 0 ? max(failing - step, bound) : min(failing + step, bound)
            if withLightness(next, in: space).contrastRatio(with: background) >= target {
                var low = failing
                var high = next
                for _ in 0..<32 {
                    let middle = (low + high) / 2
                    if withLightness(middle, in: space).contrastRatio(with: background) >= target {
                        high = middle
                    } else {
                        low = middle
                    }
                }
                return high
            }
            failing = next
        }
        return nil
    }

    /// The colour at `lightness` in `space` at the precision Palette writes it (`quantized`),
    /// moved on in `direction` in small steps until the rounded colour still reaches `target`;
    /// with the lightness it was made at.
    private func quantizedCandidate(
        from lightness: Double,
        direction: Double,
        target: Double,
        against background: ThemeColor,
        in space: ColorSpace
    ) -> (color: ThemeColor, lightness: Double)? {
        var lightness = lightness
        for _ in 0..<2000 {
            let color = withLightness(lightness, in: space).quantized
            if color.contrastRatio(with: background) >= target { return (color, lightness) }
            guard lightness > 0, lightness < 1 else { return nil }
            lightness = min(max(lightness + direction * 0.0005, 0), 1)
        }
        return nil
    }
}
