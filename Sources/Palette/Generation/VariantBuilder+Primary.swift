extension VariantBuilder {
    /// `primary`'s slot on the ladder, with its on-colour, and a diagnostic when the brand colour that
    /// fidelity keeps had to change.
    ///
    /// Primary is a dark fill under white text in light variants and a light fill under deep text
    /// in dark ones. In fidelity the seed is kept as it is when it reaches the ratio with either
    /// kind of text; otherwise it becomes the nearest lightness of its own hue and chroma that
    /// does, on whichever side is nearer.
    func primary() -> (slot: AccentLadder.Slot, diagnostic: GeneratedTheme.Diagnostic?) {
        let line = recipe.primary
        let fillIsDark = !spec.isDark
        let usual = side(text: onFill(of: line, fillIsDark: fillIsDark), fillIsDark: fillIsDark)
        guard let seed = recipe.pinnedPrimary else {
            return (AccentLadder.Slot(role: .primary, line: line, options: [usual], pinned: nil), nil)
        }
        let other = side(text: onFill(of: line, fillIsDark: !fillIsDark), fillIsDark: !fillIsDark)
        // Black or white text, when the tinted text falls just short: the seed is kept wherever
        // any text can be read on it.
        let extremes = [true, false].map { side(text: QuantizedColor($0 ? .white : .black), fillIsDark: $0) }
        for side in [usual, other] + extremes where side.requirement.accepts(seed.luminance) {
            return (pinned(seed, side), nil)
        }
        let moved = [usual, other].compactMap { side -> (color: QuantizedColor, side: AccentLadder.Option)? in
            line.color(nearLuminance: seed.luminance, meeting: side.requirement).map { ($0, side) }
        }
        guard
            let nearest = moved.min(by: {
                abs($0.color.lab.lightness - seed.lab.lightness) < abs($1.color.lab.lightness - seed.lab.lightness)
            })
        else {
            // Unreachable for an sRGB hue (black and white pass every ratio here), kept as a safe answer.
            return (pinned(seed, usual), nil)
        }
        let ratios = [("white", ThemeColor.white), ("black", .black)].map { name, text in
            "\(NumberText.ratio(seed.color.contrastRatio(with: text))) with \(name) text"
        }
        let diagnostic = GeneratedTheme.Diagnostic(
            appearance: spec.appearance,
            contrast: spec.contrast,
            kind: .seedAdjusted(role: .primary, seed: seed.color, replacement: nearest.color.color),
            reason: "the seed reaches only \(ratios.joined(separator: " and ")), below "
                + "\(NumberText.ratio(spec.textRatio)); this is the nearest lightness of its hue "
                + "and chroma that reaches it"
        )
        return (pinned(nearest.color, nearest.side), diagnostic)
    }

    /// A fill that carries `text`: what it must reach against it.
    private func side(text: QuantizedColor, fillIsDark: Bool) -> AccentLadder.Option {
        AccentLadder.Option(
            requirement: ContrastRequirement(
                ratio: spec.textRatio,
                counterparts: [text.luminance],
                isDarker: fillIsDark
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
