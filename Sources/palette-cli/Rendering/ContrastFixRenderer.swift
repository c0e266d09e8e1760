import PaletteFormats

/// `palette check --fix` on standard error: what the fix document changes and what that does
/// to the ratios, while the document itself goes to standard output.
enum ContrastFixRenderer {
    /// One line per changed role, token and pair: the colour before and after, and the pair it
    /// mattered most for with its ratio before and after. Empty when nothing changed.
    ///
    /// ```text
    /// Fixed 2 colours for WCAG AA:
    ///   onPrimary     #FFFFFF → #1E1E1E  onPrimary on primary 3.68:1 → 4.60:1
    ///   onBackground  #8A8A8A → #767676  body text on background 3.46:1 → 4.54:1
    /// ```
    static func render(audit: ContrastAudit, fixes: ContrastAudit.Fixes) -> String {
        var rows: [(subject: String, colors: String, effect: String)] = []
        /// A changed role's or token's row: the pairs it mattered for are those where `isUsed`.
        func changed(
            _ subject: String,
            _ original: ThemeColor,
            _ replacement: ThemeColor,
            isUsed: (ContrastAudit.Pair) -> Bool
        ) {
            let indices = audit.results.indices.filter { isUsed(audit.results[$0].pair) }
            rows.append((subject, colors(original, replacement), effect(indices, audit, fixes)))
        }
        for change in fixes.changes {
            changed(change.role.rawValue, change.original, change.replacement) {
                $0.foregroundRole == change.role || $0.backgroundRole == change.role
            }
        }
        for change in fixes.tokenChanges {
            changed(change.path.string, change.original, change.replacement) {
                $0.foregroundToken == change.path || $0.backgroundToken == change.path
            }
        }
        let tokenPaths = Set(fixes.tokenChanges.map(\.path))
        let offset = audit.results.count - audit.additionalPairs.count
        for change in fixes.pairChanges {
            let (original, fixed) = (change.original, change.replacement)
            // Pairs whose colours changed with a role or token are described by that change.
            var parts: [String] = []
            if original.foreground != fixed.foreground, original.foregroundRole == nil,
                original.foregroundToken.map(tokenPaths.contains) != true
            {
                parts.append("text " + colors(original.foreground, fixed.foreground))
            }
            if original.background != fixed.background, original.backgroundRole == nil,
                original.backgroundToken.map(tokenPaths.contains) != true
            {
                parts.append("background " + colors(original.background, fixed.background))
            }
            guard !parts.isEmpty, let index = audit.additionalPairs.firstIndex(of: original) else { continue }
            rows.append((original.name, parts.joined(separator: ", "), effect([offset + index], audit, fixes)))
        }
        guard !rows.isEmpty else { return "" }
        let count = rows.count == 1 ? "1 colour" : "\(rows.count) colours"
        var lines = ["Fixed \(count) for WCAG \(fixes.level.rawValue):"]
        let subjectWidth = rows.map(\.subject.count).max() ?? 0
        let colorsWidth = rows.map(\.colors.count).max() ?? 0
        for row in rows {
            lines.append(
                "  \(row.subject.padded(to: subjectWidth))  \(row.colors.padded(to: colorsWidth))  \(row.effect)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A colour-vision warning about the fixed palette.
    static func describe(_ warning: ColorVisionCheck.Result, minimumDistance: Double) -> String {
        "with the fixed colours, \(warning.pair.first.rawValue) and \(warning.pair.second.rawValue) look alike "
            + "under \(warning.deficiency.rawValue) (OKLab distance "
            + "\(ContrastTextRenderer.formatDistance(warning.distance)), "
            + "at least \(ContrastTextRenderer.formatDistance(minimumDistance)) needed)"
    }

    /// `#FFFFFF → #1E1E1E`; a Display P3 colour as CSS colour text,
    /// `color(display-p3 0.925 0.216 0.141) → color(display-p3 0.8 0.1 0.1)`.
    private static func colors(_ original: ThemeColor, _ replacement: ThemeColor) -> String {
        "\(original) → \(replacement)"
    }

    /// The pair among `indices` that the audit found furthest below its level (else closest to
    /// it), with its ratio before and after the fix.
    private static func effect(_ indices: [Int], _ audit: ContrastAudit, _ fixes: ContrastAudit.Fixes) -> String {
        let level = fixes.level
        let worst = indices.min { lhs, rhs in
            let left = audit.results[lhs]
            let right = audit.results[rhs]
            return left.ratio / left.minimumRatio(at: level) < right.ratio / right.minimumRatio(at: level)
        }
        guard let index = worst, fixes.audit.results.indices.contains(index) else { return "" }
        let before = audit.results[index]
        let after = fixes.audit.results[index]
        return "\(before.pair.name) \(ThemeTextRenderer.formatRatio(before.ratio)) → "
            + ThemeTextRenderer.formatRatio(after.ratio)
    }
}
