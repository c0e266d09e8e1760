internal import InternalPaletteUtilities
import Palette

/// The one rule that tells a token a reader could not read, and left out, from a value it
/// converted.
///
/// A token that cannot be read (a broken or circular alias, a value with no meaning, an unknown
/// colour space, a `components` array too short for its space, a type Palette has no tokens for,
/// a legacy theme's colour that is no colour or image that leaves the theme's folder) is skipped
/// with one `unsupported` warning at it, whose reason says why and ends
/// `'PATH' was not imported`. A conversion whose meaning is certain (a `dp` length as points, an
/// `em` length kept relative, a colour written as a hex string, a key a legacy format maps) is a
/// warning of another kind, and loses nothing.
///
/// Readers stay lenient: ``ThemeLoader`` loads what it can and returns the skipped tokens among
/// its warnings. A tool that writes what it read decides on ``unreadable(in:)``: the `palette` CLI
/// refuses to write anything while a file has such tokens, unless `--skip-invalid` says to write
/// the rest.
public enum UnreadableToken {
    /// How the reason of a skipped token's warning ends, after the token's path in quotes.
    private static let ending = "was not imported"

    /// The one warning at a token that was left out: `unsupported FEATURE`, the place, then
    /// `REASON; 'PATH' was not imported`. Every reader that skips a token says so with this, so
    /// that ``isUnreadable(_:)`` is its only reader.
    static func warning(
        feature: String,
        because reason: String,
        path: String,
        location: ThemeError.Location?
    ) -> ThemeError {
        .unsupported(feature: feature, reason: "\(reason); '\(path)' \(ending)", location: location)
    }

    /// The warning at a token left out because of `problem`, which says why, at its place.
    static func warning(_ problem: ThemeError, path: String, feature: String = "value") -> ThemeError {
        warning(feature: feature, because: problem.message, path: path, location: problem.location)
    }

    /// Whether `warning` says a token could not be read and was left out.
    public static func isUnreadable(_ warning: ThemeWarning) -> Bool {
        warning.problem.code == .unsupported && warning.problem.reason?.hasSuffix("' " + ending) == true
    }

    /// Whether `warning` says that the token at `path` could not be read and was left out.
    static func isUnreadable(_ warning: ThemeWarning, path: String) -> Bool {
        isUnreadable(warning) && warning.problem.reason?.hasSuffix("'\(path)' \(ending)") == true
    }

    /// The warnings among `warnings` that say a token could not be read, in their order.
    public static func unreadable(in warnings: [ThemeWarning]) -> [ThemeWarning] {
        warnings.filter(isUnreadable)
    }

    /// How a reason names the token a token was left out for, itself left out: `'PATH', which was
    /// not imported`, after `it aliases` or `it refers to`.
    static func leftOut(_ path: String) -> String {
        "'\(path.clippedForMessage)', \(consequence)"
    }

    private static let consequence = "which was not imported"

    /// Whether `warning` says a token was left out only because a token it refers to was: its own
    /// problem is the other token's, reported there.
    public static func isConsequence(_ warning: ThemeWarning) -> Bool {
        isUnreadable(warning) && warning.problem.reason?.contains(", " + consequence) == true
    }

    /// The unreadable tokens with those left out for their own problems first, then those left out
    /// only for another's (``isConsequence(_:)``), each part in its order: where a few broken
    /// aliases leave out hundreds of tokens (a Figma file's aliases into a library), the causes
    /// come first.
    public static func causesFirst(_ warnings: [ThemeWarning]) -> [ThemeWarning] {
        warnings.filter { !isConsequence($0) } + warnings.filter(isConsequence)
    }
}

extension DecodingReport {
    /// The tokens that could not be read and were left out, each a warning at the token (also in
    /// ``/Palette/DecodingReport/warnings``); see ``UnreadableToken``.
    public var unreadableTokens: [ThemeWarning] {
        UnreadableToken.unreadable(in: warnings)
    }
}

extension ThemeDocument {
    /// Whether the document holds nothing of its own: no role, font style, token (nor text kept in
    /// a token's extensions), style or variant. A file every token of which could not be read
    /// gives such a document.
    package var holdsNothing: Bool {
        palette.isEmpty && fonts.isEmpty && tokens.isEmpty && tokens.extensions.isEmpty && styles.isEmpty
            && variants == nil
    }
}
