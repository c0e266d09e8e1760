internal import InternalPaletteUtilities
import PaletteFormats

/// `palette show` for people: every colour role with a swatch, its hex and its contrast against
/// the role it is read with, then every font style. A Display P3 (or extended-range sRGB)
/// colour is marked, with its components; its swatch and hex are its sRGB fallback.
struct ThemeTextRenderer {
    let style: TerminalStyle

    func render(_ theme: ResolvedTheme) -> String {
        var lines = [style.bold(theme.name) + "  " + style.dim("(\(theme.id))"), "", style.bold("Colours")]
        let palette = theme.palette
        let roleWidth = ColorRole.allCases.map(\.rawValue.count).max() ?? 0
        // One audit, one verdict: each row's verdict is the one `palette check` gives its pair.
        let audit = ContrastAudit(theme)
        for role in ColorRole.allCases {
            let color = palette[role]
            let counterpart = role.counterpart
            // Measured as the audit measures it: the text colour over the fill as drawn.
            let (text, fill) = role.isReadOnCounterpart ? (role, counterpart) : (counterpart, role)
            let result = audit.results.first {
                $0.pair.fontStyle == nil && $0.pair.foregroundRole == text && $0.pair.backgroundRole == fill
            }
            let ratio = result?.ratio ?? palette[text].contrastRatio(with: palette.visibleColor(of: fill))
            var columns: [String] = []
            if style.isEnabled {
                // The role's colour with its counterpart written on it: the contrast, visible.
                columns.append(style.sample(" Aa ", foreground: palette[counterpart], background: color))
            }
            columns.append(role.rawValue.padded(to: roleWidth))
            columns.append(color.hex.padded(to: 9))
            columns.append(Self.formatRatio(ratio).padded(to: 7))
            columns.append((result.map(ContrastVerdict.init)?.label ?? "").padded(to: 4))
            let kind =
                switch result?.pair.kind {
                case .nonText?: " (non-text)"
                case nil: " (not audited)"
                default: ""
                }
            columns.append(style.dim("against \(counterpart.rawValue)" + kind))
            if let wide = Self.wideNote(color) { columns.append(wide) }
            lines.append("  " + columns.joined(separator: "  "))
        }
        lines += ["", style.bold("Fonts")]
        let styleWidth = FontStyle.allCases.map(\.rawValue.count).max() ?? 0
        for fontStyle in FontStyle.allCases {
            let font = theme.fontStyles[fontStyle]
            var columns = [
                fontStyle.rawValue.padded(to: styleWidth),
                font.family.description.padded(to: 17),
                "\(NumberText.plain(font.size)) pt".padded(to: 7),
                font.weight.description.padded(to: 11),
            ]
            if !font.traits.isEmpty { columns.append(font.traits.names.joined(separator: " ")) }
            if let textStyle = font.textStyle { columns.append(style.dim("(\(textStyle.rawValue))")) }
            if let note = Self.typographyNote(font) { columns.append(style.dim(note)) }
            lines.append("  " + columns.joined(separator: "  "))
        }
        lines += tokenLines(theme)
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n") + "\n"
    }

    /// The custom tokens the theme answers, its own and those of the themes it extends, each once.
    private func tokenLines(_ theme: ResolvedTheme) -> [String] {
        var seen = Set<String>()
        var rows: [(path: String, value: TokenValue, owner: String)] = []
        for ancestor in theme.lineage {
            for (path, value) in ancestor.tokens.all where seen.insert("\(value.kind):\(path)").inserted {
                rows.append((path.string, value, ancestor.id))
            }
        }
        guard !rows.isEmpty else { return [] }
        let width = min(rows.map(\.path.count).max() ?? 0, 40)
        var lines = ["", style.bold("Tokens")]
        for row in rows.sorted(by: { TokenPath($0.path) < TokenPath($1.path) }) {
            var columns: [String] = []
            if style.isEnabled {
                if case .color(let color) = row.value {
                    columns.append(style.swatch(color, over: theme.palette.background))
                } else {
                    columns.append("    ")
                }
            }
            columns.append(row.path.padded(to: width))
            columns.append(row.value.description)
            if row.owner != theme.id { columns.append(style.dim("(from \(row.owner))")) }
            lines.append("  " + columns.joined(separator: "  "))
        }
        return lines
    }

    /// What a colour that is not sRGB is, after its row: `Display P3 0.925 0.216 0.141; the hex
    /// is its sRGB fallback`. The swatch and the hex are that fallback, the closest colour an
    /// sRGB terminal shows; the ratio is measured on the colour itself. `nil` for sRGB.
    static func wideNote(_ color: ThemeColor) -> String? {
        let name: String
        switch color.colorSpace {
        case .sRGB: return nil
        case .displayP3: name = "Display P3"
        case .extendedSRGB: name = "extended sRGB"
        }
        let components = [color.red, color.green, color.blue].map { NumberText.decimal($0, places: 4) }
        let alpha = color.isOpaque ? "" : " / \(NumberText.decimal(color.alpha, places: 4))"
        let fallback = color.isInGamut(.sRGB) ? "the same colour in sRGB" : "its sRGB fallback"
        return "\(name) \(components.joined(separator: " "))\(alpha); the hex is \(fallback)"
    }

    /// What a typography token gives a font beyond its short form: `line height 1.3, letter
    /// spacing -0.4pt, falls back to Helvetica Neue, Arial, sans-serif`. `nil` when it gives none.
    static func typographyNote(_ font: FontDescriptor) -> String? {
        var parts: [String] = []
        if let lineHeight = font.lineHeight { parts.append("line height \(NumberText.plain(lineHeight))") }
        if let spacing = font.letterSpacing { parts.append("letter spacing \(spacing)") }
        if !font.fallbackFamilies.isEmpty {
            parts.append("falls back to " + font.fallbackFamilies.joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A ratio as `6.42:1`.
    static func formatRatio(_ ratio: Double) -> String {
        twoDecimals(ratio) + ":1"
    }

    /// A number with two decimals, `6.42`; one too large for an `Int` of hundredths (or not
    /// finite) as Swift writes it, since converting it would trap.
    static func twoDecimals(_ value: Double) -> String {
        guard let hundredths = Int(exactly: (value * 100).rounded()) else { return String(value) }
        let (whole, fraction) = (hundredths / 100, abs(hundredths % 100))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// The WCAG 2.x level an audited pair reaches, as `palette check` judges it.
///
/// Text reaches AAA at 7:1 and AA at 4.5:1 (large text 4.5:1 and 3:1); non-text elements
/// (borders, icons) have one level, AA at 3:1 (success criterion 1.4.11).
enum ContrastVerdict: Equatable {
    case aaa
    case aa
    case fail

    init(_ result: ContrastAudit.Result) {
        switch result.level {
        case nil: self = .fail
        case .aaa? where result.pair.kind != .nonText: self = .aaa
        default: self = .aa
        }
    }

    var label: String {
        switch self {
        case .aaa: "AAA"
        case .aa: "AA"
        case .fail: "fail"
        }
    }
}
