import Palette

/// Styles in CSS: one class per style the theme has (its own and those of the themes it
/// extends), scoped to the theme's block, with the style's properties after inheritance
/// (`_superstyle`) as CSS declarations. Values that follow the theme are written as the block's
/// custom properties (`var(--palette-primary)`).
///
/// ```css
/// :root .palette-common-label, [data-theme="default"] .palette-common-label {
///   color: var(--palette-color-text-common);
///   font: var(--palette-font-body);
/// }
/// ```
///
/// A property CSS has no counterpart for (`shadowOffset`, a state such as `selected:titleColor`,
/// styles applied to a nested object) is counted in the ``ExportReport``.
extension CSSExporter {
    /// The class a style is written as: `palette-common-label` for `CommonLabel`.
    func className(for style: String) -> String {
        "\(prefix)-\(Self.kebab(style).split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-"))"
    }

    func styleRules(
        _ theme: ResolvedTheme,
        isRoot: Bool,
        selectorID: String? = nil,
        report: inout ExportReport
    ) -> String {
        let sheet = StyleSheet().including(stylesOf: theme)
        guard !sheet.styleNames.isEmpty else { return "" }
        let context = CSSStyleProperty.Context(theme: theme, properties: properties(of: theme))
        let scopes = Self.scopes(selectorID ?? theme.id, isRoot: isRoot)
        var classes: Set<String> = []
        var lines: [String] = []
        for name in sheet.styleNames {
            var className = self.className(for: name)
            if classes.contains(className) {
                var number = 2
                while classes.contains("\(className)-\(number)") { number += 1 }
                className += "-\(number)"
            }
            classes.insert(className)
            let resolution = sheet.resolve(name)
            for problem in resolution.problems {
                report.omit(problem.description, category: "style problems", at: name, placeNoun: "style")
            }
            var declarations: [String] = []
            for entry in resolution.entries {
                guard let written = CSSStyleProperty.declarations(entry.name, entry.value, in: context) else {
                    if CSSStyleProperty.properties[entry.name] == nil {
                        report.omit(entry.name, category: "properties", at: name, placeNoun: "style")
                    } else {
                        report.omit(
                            "\(entry.name): \(Self.describe(entry.value, in: theme))",
                            category: "values",
                            at: name,
                            placeNoun: "style"
                        )
                    }
                    continue
                }
                declarations += written.map { "  \($0.0): \($0.1);" }
            }
            let selector = scopes.map { "\($0) .\(className)" }.joined(separator: ", ")
            lines.append("/* \(Self.comment(name)) */")
            lines.append("\(selector) {")
            lines += declarations
            lines.append("}")
            report.stylesWritten += 1
        }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// A value CSS could not take, for the report: its kind, or the token it names that no
    /// theme defines.
    private static func describe(_ value: StyleValue, in theme: ResolvedTheme) -> String {
        guard case .token(let kind, let path) = value,
            value.color(in: theme) == nil, value.font(in: theme) == nil, value.number(in: theme) == nil
        else { return value.kind }
        return "undefined \(kind.rawValue) token '\(path)'"
    }
}
