internal import InternalPaletteUtilities
import PaletteFormats

/// `palette diff` for people: the regressions, then each variant's changes, with swatches of the
/// old and new colours on a terminal.
struct DiffTextRenderer {
    let style: TerminalStyle

    /// The report; `sides`, when given, says under the title what each side is (two themes of
    /// one identifier).
    func render(_ diff: ThemeDiff, sides: String? = nil) -> String {
        var lines = [
            style.bold("\(diff.before.name) (\(diff.before.id)) → \(diff.after.name) (\(diff.after.id))")
        ]
        if let sides { lines.append(style.dim(sides)) }
        guard !diff.isEmpty else {
            lines += ["", "No changes: the two themes look the same in every variant."]
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("")
        if diff.regressions.isEmpty {
            lines.append("No contrast regressions: every pair still reaches the level the first theme met.")
        } else {
            let count = diff.regressions.count
            lines.append(style.bold("\(count) contrast regression\(count == 1 ? "" : "s")"))
            lines += diff.regressions.map { "  " + ThemePreview.describe($0) }
        }
        for variant in diff.variants {
            lines +=
                [""]
                + (variant.isEmpty ? [style.bold(ThemePreview.title(of: variant)) + ": no changes"] : render(variant))
        }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }

    /// One variant's changes, section by section.
    private func render(_ variant: ThemeDiff.Variant) -> [String] {
        var lines = [style.bold(ThemePreview.title(of: variant))]
        if !variant.colors.isEmpty {
            lines.append("  Colours")
            let width = variant.colors.map(\.key.rawValue.count).max() ?? 0
            for change in variant.colors {
                var columns = ["   ", change.key.rawValue.padded(to: width)]
                if let before = change.before, let after = change.after {
                    columns.append(
                        swatch(before, variant.before) + before.cssText + " → " + swatch(after, variant.after)
                            + after.cssText
                    )
                }
                if let distance = change.distance {
                    columns.append(style.dim("ΔE_OK \(NumberText.decimal(distance, places: 3))"))
                }
                lines.append(columns.joined(separator: " "))
            }
        }
        if !variant.fonts.isEmpty {
            lines.append("  Fonts")
            let width = variant.fonts.map(\.key.rawValue.count).max() ?? 0
            for change in variant.fonts {
                lines.append(
                    "    \(change.key.rawValue.padded(to: width))  \(change.before?.shortForm ?? "-") → \(change.after?.shortForm ?? "-")"
                )
            }
        }
        if !variant.tokens.isEmpty {
            lines.append("  Tokens")
            let width = min(variant.tokens.map(\.key.path.string.count).max() ?? 0, 40)
            for change in variant.tokens {
                var text = "  \(Self.sign(change.kind)) \(change.key.path.string.padded(to: width))  "
                switch change.kind {
                case .added: text += change.after.map(value(_:)) ?? ""
                case .removed: text += change.before.map(value(_:)) ?? ""
                case .changed:
                    text += (change.before.map(value(_:)) ?? "") + " → " + (change.after.map(value(_:)) ?? "")
                }
                if change.before?.kind != change.after?.kind, change.kind == .changed {
                    text += style.dim(" (now a \(change.key.kind.rawValue))")
                }
                if let distance = change.distance {
                    text += "  " + style.dim("ΔE_OK \(NumberText.decimal(distance, places: 3))")
                }
                lines.append("  " + text)
            }
        }
        if !variant.styles.isEmpty {
            lines.append("  Styles")
            for change in variant.styles {
                lines.append("    \(Self.sign(change.kind)) \(change.key)")
                for property in change.propertyChanges {
                    lines.append("        \(Self.sign(property.kind)) \(property.key): " + Self.values(property))
                }
            }
        }
        if !variant.contrast.isEmpty {
            lines.append("  Contrast")
            let changes = FoldedContrastChange.folding(variant.contrast)
            let width = min(changes.map(\.name.count).max() ?? 0, 48)
            for folded in changes {
                let change = folded.change
                let before = "\(NumberText.ratio(change.before.ratio)) \(change.before.level?.rawValue ?? "fail")"
                let after = "\(NumberText.ratio(change.after.ratio)) \(change.after.level?.rawValue ?? "fail")"
                var text = "    \(folded.name.padded(to: width))  \(before.padded(to: 12)) → \(after.padded(to: 12))"
                if let regression = change.regression {
                    text += "  " + style.bold("regression: below \(regression.level.rawValue)")
                }
                lines.append(text)
            }
        }
        return lines
    }

    private func swatch(_ color: ThemeColor, _ theme: ResolvedTheme) -> String {
        style.isEnabled ? style.swatch(color, over: theme.palette.background, width: 2) + " " : ""
    }

    private func value(_ value: TokenValue) -> String {
        guard case .color(let color) = value, style.isEnabled else { return value.description }
        return style.swatch(color, width: 2) + " " + value.description
    }

    /// `value` for a property added or removed, `old → new` for one changed.
    static func values(_ change: ThemeDiff.Change<String, StyleValue>) -> String {
        switch (change.before, change.after) {
        case (let before?, let after?): "\(before) → \(after)"
        case (let before?, nil): before.description
        case (nil, let after?): after.description
        case (nil, nil): ""
        }
    }

    /// `+` added, `-` removed, `~` changed.
    static func sign(_ kind: ThemeDiff.ChangeKind) -> String {
        switch kind {
        case .added: "+"
        case .removed: "-"
        case .changed: "~"
        }
    }
}
