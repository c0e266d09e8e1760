internal import InternalPaletteUtilities
import PaletteFormats

/// `palette check` for people: every audited pair with a sample, its ratio and its verdict, then
/// the colour-vision warnings when asked for.
struct ContrastTextRenderer {
    let style: TerminalStyle

    func render(theme: ResolvedTheme, audit: ContrastAudit, level: ContrastLevel, includeColorVision: Bool) -> String {
        var lines = [
            style.bold(theme.name) + "  " + style.dim("(\(theme.id))") + "  WCAG \(level.rawValue) contrast", "",
        ]
        let nameWidth = audit.results.map(\.pair.name.count).max() ?? 0
        let colorsWidth = audit.results.map { Self.colors($0.pair).count }.max() ?? 0
        for result in audit.results {
            let pair = result.pair
            var columns: [String] = []
            if style.isEnabled {
                columns.append(style.sample(" Aa ", foreground: pair.foreground, background: pair.background))
            }
            columns.append(pair.name.padded(to: nameWidth))
            columns.append(Self.colors(pair).padded(to: colorsWidth))
            columns.append(Self.leftPadded(ThemeTextRenderer.formatRatio(result.ratio), to: 7))
            columns.append(result.passes(level) ? "pass" : style.bold("FAIL"))
            columns.append(style.dim(Self.requirement(result, level: level)))
            lines.append("  " + columns.joined(separator: "  "))
        }
        lines.append("")
        let failures = audit.failures(at: level)
        if audit.results.isEmpty {
            lines.append("'\(theme.id)' sets no colour of its own to audit.")
        } else if failures.isEmpty {
            lines.append("All \(audit.results.count) pairs reach WCAG \(level.rawValue).")
        } else {
            lines.append("\(failures.count) of \(audit.results.count) pairs fail WCAG \(level.rawValue).")
        }
        if includeColorVision {
            lines += [""] + renderColorVision(audit.colorVision)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The colour-vision section: each pair of roles under each deficiency, with the simulated
    /// colours side by side on a terminal.
    func renderColorVision(_ check: ColorVisionCheck) -> [String] {
        let minimum = Self.formatDistance(check.minimumDistance)
        var lines = [
            style.bold("Colour vision") + "  "
                + style.dim("(roles that must be told apart; OKLab distance at least \(minimum))")
        ]
        let pairWidth = check.results.map(\.pair.description.count).max() ?? 0
        let deficiencyWidth = ColorVisionDeficiency.allCases.map(\.rawValue.count).max() ?? 0
        for result in check.results {
            var columns: [String] = []
            if style.isEnabled {
                columns.append(
                    style.swatch(result.simulatedFirst, width: 2) + style.swatch(result.simulatedSecond, width: 2)
                )
            }
            columns.append(result.pair.description.padded(to: pairWidth))
            columns.append(result.deficiency.rawValue.padded(to: deficiencyWidth))
            columns.append(Self.formatDistance(result.distance))
            columns.append(result.isTooClose ? style.bold("too close") : "ok")
            lines.append("  " + columns.joined(separator: "  "))
        }
        lines.append("")
        let warnings = check.warnings
        if warnings.isEmpty {
            lines.append("Every pair stays apart for every colour-vision deficiency simulated.")
        } else {
            lines.append(
                "\(warnings.count) of \(check.results.count) look alike to some viewers. Do not tell these roles"
            )
            lines.append("apart by colour alone (add an icon or a label), or move their lightness apart.")
        }
        return lines
    }

    /// `#FAFAFA on #1D4ED8`.
    static func colors(_ pair: ContrastAudit.Pair) -> String {
        "\(pair.foreground) on \(pair.background)"
    }

    /// What the pair needs at the level, e.g. `needs 3:1, large text`; a non-text pair says it is a
    /// graphical object, which is why it needs less than text.
    static func requirement(_ result: ContrastAudit.Result, level: ContrastLevel) -> String {
        let needed = "needs \(NumberText.plain(result.minimumRatio(at: level))):1"
        switch result.pair.kind {
        case .text: return needed
        case .largeText: return needed + ", large text"
        case .nonText: return needed + ", non-text (graphical object)"
        }
    }

    /// A distance with two decimals, `0.10`.
    static func formatDistance(_ distance: Double) -> String {
        ThemeTextRenderer.twoDecimals(distance)
    }

    private static func leftPadded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }
}
