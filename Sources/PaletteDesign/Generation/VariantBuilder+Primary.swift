internal import InternalPaletteUtilities
import Palette

extension VariantBuilder {
    /// `primary`'s slot on the ladder, with its on-colour, and a diagnostic when the brand colour that
    /// fidelity keeps had to change.
    ///
    /// Primary is a dark fill under white text in light variants and a light fill under deep text
    /// in dark ones; either way it must also stand out from the page (`page`: `background` and
    /// `surface` at the non-text ratio), as a control filled with it must be told from what it
    /// sits on. In fidelity the seed is kept as it is when it reaches the ratio with either kind
    /// of text and stands out from the page; otherwise it becomes the colour of its own hue and
    /// chroma that does, nearest to it in OKLab (ΔE_OK), on whichever side is nearer.
    func primary(
        standingOutFrom page: ContrastRequirement
    ) -> (slot: AccentLadder.Slot, diagnostic: GeneratedTheme.Diagnostic?) {
        let line = recipe.primary
        let fillIsDark = !spec.isDark
        let usual = side(text: onFill(of: line, fillIsDark: fillIsDark), fillIsDark: fillIsDark, page: page)
        guard let seed = recipe.pinnedPrimary else {
            return (AccentLadder.Slot(role: .primary, line: line, options: [usual], pinned: nil), nil)
        }
        let other = side(text: onFill(of: line, fillIsDark: !fillIsDark), fillIsDark: !fillIsDark, page: page)
        // Black or white text, when the tinted text falls just short: the seed is kept wherever
        // any text can be read on it.
        let extremes = [true, false].map {
            side(text: QuantizedColor($0 ? .white : .black), fillIsDark: $0, page: page)
        }
        let sides = [usual, other] + extremes
        for side in sides where side.requirement.accepts(seed.luminance) {
            return (pinned(seed, side), nil)
        }
        let moved = sides.compactMap { side -> (color: QuantizedColor, side: AccentLadder.Option)? in
            line.color(nearLuminance: seed.luminance, meeting: side.requirement).map { ($0, side) }
        }
        guard let nearest = moved.min(by: { $0.color.lab.distance(to: seed.lab) < $1.color.lab.distance(to: seed.lab) })
        else {
            // Unreachable for an sRGB hue (black and white pass every ratio here), kept as a safe answer.
            return (pinned(seed, usual), nil)
        }
        let diagnostic = GeneratedTheme.Diagnostic(
            appearance: spec.appearance,
            contrast: spec.contrast,
            kind: .seedAdjusted(role: .primary, seed: seed.color, replacement: nearest.color.color),
            reason: shortfall(of: seed, page: page)
                + "; this is the colour of its hue and chroma nearest to it (ΔE_OK) that reaches every ratio"
        )
        return (pinned(nearest.color, nearest.side), diagnostic)
    }

    /// Why the seed cannot be kept: the ratios it falls short of, with text on it and against the
    /// page.
    private func shortfall(of seed: QuantizedColor, page: ContrastRequirement) -> String {
        var reasons: [String] = []
        let withText = [("white", ThemeColor.white), ("black", .black)].map { name, text in
            (name: name, ratio: seed.color.contrastRatio(with: text))
        }
        if withText.allSatisfy({ $0.ratio < spec.textRatio }) {
            let ratios = withText.map { "\(NumberText.ratio($0.ratio)) with \($0.name) text" }
            reasons.append(
                "the seed reaches only \(ratios.joined(separator: " and ")), below \(NumberText.ratio(spec.textRatio))"
            )
        }
        if !page.accepts(seed.luminance) {
            let ratios = zip(["background", "surface"], page.counterparts).map { name, luminance in
                "\(NumberText.ratio(ThemeColor.contrastRatio(luminance: seed.luminance, luminance))) against \(name)"
            }
            reasons.append(
                "\(reasons.isEmpty ? "the seed reaches" : "") only \(ratios.joined(separator: " and ")), below "
                    + "\(NumberText.ratio(page.ratio)), the ratio a control filled with it needs to be told from "
                    + "the page (a graphical object, WCAG 1.4.11)"
            )
        }
        return reasons.joined(separator: ", and")
    }

    /// A fill that carries `text` and sits on the page: what it must reach against both.
    private func side(text: QuantizedColor, fillIsDark: Bool, page: ContrastRequirement) -> AccentLadder.Option {
        AccentLadder.Option(
            requirement: ContrastRequirement(
                ratio: spec.textRatio,
                counterparts: [text.luminance],
                isDarker: fillIsDark,
                also: [page]
            ),
            preferred: fillIsDark ? 1 : 0,
            text: text
        )
    }

    private func pinned(_ color: QuantizedColor, _ side: AccentLadder.Option) -> AccentLadder.Slot {
        AccentLadder.Slot(role: .primary, line: recipe.primary, options: [side], pinned: color)
    }

    /// One diagnostic for each pair of accents that ended up too close, in the view where they
    /// are closest.
    func separationDiagnostics(_ placed: [AccentLadder.Placed]) -> [GeneratedTheme.Diagnostic] {
        GeneratedTheme.separatedPairs.compactMap { pair in
            guard let first = placed.first(where: { $0.role == pair.first }),
                let second = placed.first(where: { $0.role == pair.second })
            else { return nil }
            let closest = first.profile.closest(to: second.profile)
            guard closest.distance < ThemeGenerator.minimumDistance else { return nil }
            let firstIndex = placed.firstIndex { $0.role == pair.first } ?? 0
            let secondIndex = placed.firstIndex { $0.role == pair.second } ?? 0
            let later = firstIndex > secondIndex ? first : second
            var reason =
                later.obstacle
                ?? "\(later.role.rawValue) was moved as far as its ratio allows and the two still look alike"
            let keptSeed = recipe.pinnedPrimary.map { seed in
                placed.contains { $0.role == .primary && $0.color == seed }
            }
            if keptSeed ?? false, pair.first == .primary || pair.second == .primary {
                reason += " (primary is the brand colour, kept as it is)"
            }
            return GeneratedTheme.Diagnostic(
                appearance: spec.appearance,
                contrast: spec.contrast,
                kind: .rolesTooClose(pair, deficiency: closest.deficiency, distance: closest.distance),
                reason: reason
            )
        }
    }
}
