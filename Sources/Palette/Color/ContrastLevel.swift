/// A WCAG 2.2 conformance level for contrast: AA or AAA.
///
/// | what | AA | AAA |
/// |---|---|---|
/// | text (success criteria 1.4.3 and 1.4.6) | 4.5:1 | 7:1 |
/// | large text (see ``FontDescriptor/isLargeText``) | 3:1 | 4.5:1 |
/// | UI components and graphics (1.4.11) | 3:1 | 3:1 |
///
/// Non-text contrast has no AAA criterion of its own; a theme that conforms at AAA still has to
/// meet 1.4.11, so its threshold is 3:1 at both levels. The thresholds are
/// ``ContrastAudit/Kind/minimumRatio(at:)``.
public enum ContrastLevel: String, CaseIterable, Codable, Hashable, Sendable, Comparable {
    /// Level AA, the level most laws and policies ask for.
    case aa = "AA"
    /// Level AAA, the enhanced level.
    case aaa = "AAA"

    public static func < (lhs: ContrastLevel, rhs: ContrastLevel) -> Bool {
        lhs == .aa && rhs == .aaa
    }
}
