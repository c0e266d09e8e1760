import Foundation
import Palette

/// `palette check [ID|FILE...] [--level AA|AAA] [--pair FG:BG,...] [--cvd] [--fix] [--json]`: a
/// theme's contrast audit.
enum CheckCommand {
    static let command = Command(
        name: "check",
        arguments: "[ID|FILE...]",
        summary: "Audit a theme's contrast against WCAG 2.2; exit 1 when a pair fails",
        details: """
            Prints every pair of colours read together (each on-colour on its colour; highlight
            on background; each text style on background and on surface; outline on surface:
            23 pairs) with a sample, its WCAG contrast ratio and whether it reaches the level: AA
            (the default) or AAA with --level. Large text (24 pt, or 18.67 pt bold) needs 3:1 at
            AA and 4.5:1 at AAA; outlines need 3:1. A translucent colour is measured as drawn:
            the background over the theme's background (itself over white), the text over that.
            Exits 1 when any pair fails the level.

            --pair FG:BG[,FG:BG...]
                   also audits these pairs as text. Each side is a colour role (primary,
                   onSurface, any letter case) or a colour token path (color.brand.accent),
                   found as the theme looks tokens up: the path, its parents, __default__, then
                   the theme it extends. A path nothing defines is an error. --pair may repeat:
                   palette check acme --pair color.brand.accent:surface,onPrimary:color.badge
            --cvd  also checks that error, primary and secondary stay apart for viewers with
                   protanopia, deuteranopia, tritanopia or achromatopsia (OKLab distance at
                   least 0.1); these are warnings and do not change the exit status.
            --fix  prints, instead of the table, a theme document "<id>-accessible" with the
                   closest colours that pass (same hue and chroma, nearest lightness):
                   palette check acme --fix > acme-accessible.json
                   It sets all 13 roles and the theme's own fonts, tokens and styles, and extends
                   what the theme extends, so it loads as the fixed theme (palette --themes DIR
                   check acme-accessible). What changed, with ratios before and after, and any
                   pair no colour can fix are written to standard error; with --cvd, so are
                   colour-vision warnings about the fixed colours. The exit status still reports
                   the theme checked.
            --json prints the results as one object: {"id", "name", "level", "passes", "pairs",
                   "colorVision" (with --cvd), "fix" (with --fix)}.

            Without ID|FILE... it checks the active theme, as 'show' does. An adaptive theme (such as
            'system') is checked in its light variant, or the one --appearance light|dark picks.
            """,
        flags: ["json", "cvd", "fix"],
        options: ["level", "pair", "appearance"],
        positionals: 0...Int.max,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let level = try self.level(invocation)
        let specifications = try pairSpecifications(invocation)
        let chosen = try context.theme(invocation.positionals, command: command.name, output: &output)
        let theme = try context.variant(of: chosen, command: command.name)
        let pairs: [ContrastAudit.Pair]
        do {
            pairs = try specifications.map { try ContrastAudit.Pair($0.foreground, on: $0.background, in: theme) }
        } catch let error as ThemeError {
            throw CLIError.failure("--pair: \(error.description)")
        }
        let audit = ContrastAudit(theme, additionalPairs: pairs)
        let wantsFix = invocation.flags.contains("fix")
        let wantsVision = invocation.flags.contains("cvd")
        let fixes = wantsFix ? audit.proposedFixes(at: level) : nil
        if context.wantsJSON {
            let report = ContrastJSONRenderer.report(
                theme: theme,
                audit: audit,
                level: level,
                includeColorVision: wantsVision,
                fixes: fixes
            )
            output.print(JSONWriter.string(report))
        } else if let fixes {
            output.print(JSONWriter.string(ContrastJSONRenderer.fixDocument(theme: theme, fixes: fixes).jsonValue))
            output.standardError += ContrastFixRenderer.render(audit: audit, fixes: fixes)
            if wantsVision {
                for warning in fixes.audit.colorVision.warnings {
                    output.warn(
                        ContrastFixRenderer.describe(warning, minimumDistance: fixes.audit.colorVision.minimumDistance)
                    )
                }
            }
        } else {
            let renderer = ContrastTextRenderer(style: context.style)
            let text = renderer.render(theme: theme, audit: audit, level: level, includeColorVision: wantsVision)
            output.print(context.notingVariant(text, chosen: chosen, shown: theme))
        }
        for result in fixes?.unresolved ?? [] {
            output.warn("no lightness of either colour makes '\(result.pair.name)' reach \(level.rawValue)")
        }
        let failures = audit.failures(at: level)
        guard failures.isEmpty else {
            var message =
                "\(failures.count) of \(audit.results.count) pairs in '\(theme.id)' fail WCAG \(level.rawValue)"
            if !wantsFix {
                let levelOption = level == .aa ? "" : " --level \(level.rawValue)"
                let subject = invocation.positionals.isEmpty ? theme.id : invocation.positionals.joined(separator: " ")
                message += "; 'palette check \(subject)\(levelOption) --fix' proposes the closest colours that pass"
            }
            throw CLIError.failure(message)
        }
    }

    /// `--level AA|AAA` in any letter case; AA when absent.
    static func level(_ invocation: Invocation) throws(CLIError) -> ContrastLevel {
        guard let name = invocation.option("level") else { return .aa }
        guard let level = ContrastLevel(name: name) else {
            throw .usage("'--level' must be AA or AAA, not '\(name)'", command: command.name)
        }
        return level
    }

    /// Every `--pair FG:BG[,FG:BG...]`, in order; a usage error for one that is not two names
    /// around a colon.
    static func pairSpecifications(
        _ invocation: Invocation
    ) throws(CLIError) -> [(foreground: String, background: String)] {
        var specifications: [(foreground: String, background: String)] = []
        for value in invocation.values("pair") {
            for item in value.split(separator: ",", omittingEmptySubsequences: false) {
                let sides = item.split(separator: ":", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard sides.count == 2, !sides[0].isEmpty, !sides[1].isEmpty else {
                    throw .usage(
                        "'--pair' takes FOREGROUND:BACKGROUND (a role or colour token path on each side), not '\(item)'",
                        command: command.name
                    )
                }
                specifications.append((sides[0], sides[1]))
            }
        }
        return specifications
    }
}
