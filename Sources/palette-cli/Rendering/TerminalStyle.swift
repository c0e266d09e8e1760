import PaletteFormats

/// `--color auto|always|never`.
enum ColorMode: String, CaseIterable {
    case auto
    case always
    case never

    /// Whether to write escape codes: `always` does, `never` doesn't, and `auto` does only on a
    /// terminal that is not `dumb` when `NO_COLOR` is not set (https://no-color.org: a flag on
    /// the command line overrides `NO_COLOR`).
    func usesColor(isTerminal: Bool, noColor: Bool, term: String?) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && !noColor && term != "dumb"
        }
    }
}

/// Terminal styling that disappears entirely when colour is off.
struct TerminalStyle {
    let isEnabled: Bool

    private static let escape = "\u{1B}["
    private static let reset = "\u{1B}[0m"

    /// A block of `width` cells painted in `color` with a 24-bit background escape; empty when
    /// colour is off. Translucent colours are shown as they look over `backdrop`; a Display P3
    /// colour as its sRGB rendering, the closest colour a terminal's sRGB shows.
    func swatch(_ color: ThemeColor, over backdrop: ThemeColor = .white, width: Int = 4) -> String {
        guard isEnabled else { return "" }
        let (red, green, blue, _) = color.composited(over: backdrop).rgba8
        return "\(Self.escape)48;2;\(red);\(green);\(blue)m" + String(repeating: " ", count: width) + Self.reset
    }

    /// `text` in `foreground` on `background`, as a sample of the pair; plain text when colour is off.
    func sample(_ text: String, foreground: ThemeColor, background: ThemeColor) -> String {
        guard isEnabled else { return text }
        let (fr, fg, fb, _) = foreground.composited(over: background).rgba8
        let (br, bg, bb, _) = background.composited(over: .white).rgba8
        return "\(Self.escape)38;2;\(fr);\(fg);\(fb);48;2;\(br);\(bg);\(bb)m\(text)\(Self.reset)"
    }

    func bold(_ text: String) -> String {
        isEnabled ? "\(Self.escape)1m\(text)\(Self.reset)" : text
    }

    func dim(_ text: String) -> String {
        isEnabled ? "\(Self.escape)2m\(text)\(Self.reset)" : text
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
