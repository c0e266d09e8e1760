internal import InternalPaletteUtilities
import PaletteFormats

/// `--max-file-size` and `--max-tokens`: the two limits on theme files a real design system may
/// outgrow, raised for one run; and the hint that names them where a file is over a limit.
enum LimitOptions {
    /// The options, for the parser.
    static let names: Set<String> = ["max-file-size", "max-tokens"]

    /// The limits of a run: the defaults, with what the options raise.
    static func limits(_ invocation: Invocation) throws(CLIError) -> RunLimits {
        var limits = RunLimits()
        if let text = invocation.option("max-file-size") {
            guard let bytes = byteCount(text) else {
                throw .usage(
                    "'--max-file-size' takes a size in bytes, or with K or M (4M), not '\(text)'",
                    command: invocation.command?.name
                )
            }
            limits.theme.maximumDocumentSize = bytes
        }
        if let text = invocation.option("max-tokens") {
            guard let count = Int(text), count > 0, count <= maximumTokens else {
                throw .usage(
                    "'--max-tokens' takes a number of tokens from 1 to \(maximumTokens), not '\(text)'",
                    command: invocation.command?.name
                )
            }
            limits.theme.maximumTokenCount = count
        }
        return limits
    }

    /// The largest size `--max-file-size` takes: 1 GiB, well past any theme file.
    static let maximumBytes = 1 << 30
    /// The most tokens `--max-tokens` allows.
    static let maximumTokens = 10_000_000

    /// `4194304`, `4096K`, `4M` (binary units, in any case, with an optional `iB`), or `nil`.
    static func byteCount(_ text: String) -> Int? {
        var digits = Substring(text.trimmingSpaces.asciiCaseFolded)
        for suffix in ["ib", "b"] where digits.hasSuffix(suffix) { digits = digits.dropLast(suffix.count) }
        var scale = 1
        if let last = digits.last, let unit = ["k": 1 << 10, "m": 1 << 20, "g": 1 << 30][String(last)] {
            scale = unit
            digits = digits.dropLast()
        }
        guard let value = Int(digits), value > 0, value <= maximumBytes / scale else { return nil }
        return value * scale
    }

    /// What to add to a problem that is a file over a limit: which limit, and the option that
    /// raises it; `nil` for any other problem.
    static func hint(for error: ThemeError) -> String? {
        guard let limit = error.limit else { return nil }
        switch error.code {
        case .inputTooLarge where limit != ThemeLimits.default.maximumPayloadSize:
            // A stream (a pipe, /dev/zero) has no size to raise the limit to: it may never end.
            guard let size = error.size else {
                return "it is ThemeLimits.maximumDocumentSize, and the file is a stream (a pipe or a device) "
                    + "that did not end within it"
            }
            let megabytes = (size + (1 << 20) - 1) >> 20
            return "it is ThemeLimits.maximumDocumentSize; raise it with --max-file-size \(megabytes)M"
        case .limitExceeded where error.value(0).hasSuffix(" tokens"):
            let count = Int(error.value(0).prefix { $0.isNumber }) ?? limit + 1
            return "it is ThemeLimits.maximumTokenCount; raise it with --max-tokens \(count)"
        default:
            return nil
        }
    }
}
