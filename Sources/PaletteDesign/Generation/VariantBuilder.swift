import Palette

/// Builds one variant's palette: the page and its text first, then the on-colours, then the
/// accents on the lightness ladder.
struct VariantBuilder {
    let spec: VariantSpec
    let recipe: GenerationRecipe

    /// The palette and what could not be kept.
    func build() -> (palette: ThemePalette, diagnostics: [GeneratedTheme.Diagnostic]) {
        let pageIsLight = !spec.isDark
        let neutral = recipe.neutral
        let background = neutral.color(atLightness: spec.backgroundLightness)
        let surface = neutral.color(atLightness: spec.surfaceLightness)
        let onBackground = textColor(on: background)
        let onSurface = textColor(on: surface)
        let outlineRequirement = ContrastRequirement(
            ratio: spec.nonTextRatio,
            counterparts: [surface.luminance],
            isDarker: pageIsLight
        )
        let outline =
            recipe.outline.color(nearLuminance: outlineRequirement.limit, meeting: outlineRequirement) ?? onSurface

        let page = ContrastRequirement(
            ratio: spec.nonTextRatio,
            counterparts: [background.luminance, surface.luminance],
            isDarker: pageIsLight
        )
        let (primarySlot, seedDiagnostic) = primary(standingOutFrom: page)
        let secondaryText = tint(of: recipe.secondary, lightness: spec.onSecondaryLightness)
        let slots = [
            primarySlot,
            fill(.error, recipe.error, preferringDark: pageIsLight),
            AccentLadder.Slot(
                role: .highlight,
                line: recipe.highlight,
                options: [
                    option(.highlight, against: [background, surface], isDarker: pageIsLight, text: nil)
                ],
                pinned: nil
            ),
            fill(
                .secondary,
                recipe.secondary,
                preferringDark: !pageIsLight,
                text: secondaryText,
                preferred: spec.secondaryGreyLightness
            ),
        ]
        let placed = AccentLadder.place(slots)
        func color(_ role: ColorRole) -> ThemeColor {
            placed.first { $0.role == role }?.color.color ?? onBackground.color
        }
        func text(_ role: ColorRole) -> ThemeColor {
            placed.first { $0.role == role }?.text?.color ?? onBackground.color
        }
        let palette = ThemePalette(
            primary: color(.primary),
            secondary: color(.secondary),
            neutral: background.color,
            highlight: color(.highlight),
            background: background.color,
            onBackground: onBackground.color,
            surface: surface.color,
            onSurface: onSurface.color,
            onPrimary: text(.primary),
            onSecondary: text(.secondary),
            error: color(.error),
            onError: text(.error),
            outline: outline.color
        )
        return (palette, (seedDiagnostic.map { [$0] } ?? []) + separationDiagnostics(placed))
    }

    /// Text on the page or a surface: the variant's text lightness, or darker (lighter) if that
    /// does not reach the ratio.
    private func textColor(on page: QuantizedColor) -> QuantizedColor {
        let requirement = ContrastRequirement(
            ratio: spec.textRatio,
            counterparts: [page.luminance],
            isDarker: !spec.isDark
        )
        return recipe.neutral.color(preferringLightness: spec.textLightness, meeting: requirement)
            ?? QuantizedColor(spec.isDark ? .white : .black)
    }

    /// Text on a fill of `line`: white on a dark fill, a deep tint of the fill's hue on a light one.
    func onFill(of line: HueLine, fillIsDark: Bool) -> QuantizedColor {
        fillIsDark
            ? QuantizedColor(.white)
            : tint(of: line, lightness: spec.onFillLightness(onDarkFill: false))
    }

    /// A quiet colour of `line`'s hue, for text on a fill of that hue.
    private func tint(of line: HueLine, lightness: Double) -> QuantizedColor {
        HueLine(hue: line.hue, chroma: min(line.chroma, 0.04)).color(atLightness: lightness)
    }

    /// A fill to place on the ladder: on its usual side of the page (dark under white text, or
    /// light under deep text, as `preferringDark` says) or, if the seeds leave no room there, on the
    /// other.
    private func fill(
        _ role: ColorRole,
        _ line: HueLine,
        preferringDark: Bool,
        text: QuantizedColor? = nil,
        preferred: Double? = nil
    ) -> AccentLadder.Slot {
        let usualText = text ?? onFill(of: line, fillIsDark: preferringDark)
        let otherText = onFill(of: line, fillIsDark: !preferringDark)
        return AccentLadder.Slot(
            role: role,
            line: line,
            options: [
                option(role, against: [usualText], isDarker: preferringDark, text: usualText, preferred: preferred),
                option(role, against: [otherText], isDarker: !preferringDark, text: otherText),
            ],
            pinned: nil
        )
    }

    /// One way to make an accent: preferring its seed's lightness in fidelity, else `preferred`,
    /// else the lightness nearest the page that reaches the ratio (where colours are most
    /// colourful).
    func option(
        _ role: ColorRole,
        against counterparts: [QuantizedColor],
        isDarker: Bool,
        text: QuantizedColor?,
        preferred: Double? = nil
    ) -> AccentLadder.Option {
        AccentLadder.Option(
            requirement: ContrastRequirement(
                ratio: spec.textRatio,
                counterparts: counterparts.map(\.luminance),
                isDarker: isDarker
            ),
            preferred: recipe.seedGreyLightness[role] ?? preferred ?? (isDarker ? 1 : 0),
            text: text
        )
    }
}
