import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette check [ID|FILE...] [--level AA|AAA] [--pair FG:BG,...] [--appearance A] [--contrast C]
/// [--cvd] [--fix [--gamut srgb|p3]] [--json]`: a theme's contrast audit, of every variant of an
/// adaptive theme.
enum CheckCommand {
    static let command = Command(
        name: "check",
        arguments: "[ID|FILE...]",
        summary: "Audit a theme's contrast against WCAG 2.2; exit 1 when a pair fails",
        details: """
            Prints every pair of colours read together (each on-colour on its colour; highlight
            on background; each text style on background and on surface; outline on surface;
            primary on background and on surface: 25 pairs) with a sample, its WCAG contrast
            ratio and whether it reaches the level: AA (the default) or AAA with --level. Large
            text (24 pt, or 18.67 pt bold) needs 3:1 at AA and 4.5:1 at AAA. Outline and primary
            are non-text pairs (graphical objects: a border, a control filled with primary must
            be told from what it sits on; WCAG 1.4.11): 3:1 at either level. A translucent
            colour is measured as drawn:
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
            --own  audits only the pairs with a colour of the theme's own: for a file that
                   extends a theme, the roles it sets or derives from those it sets (a file of
                   a few tokens takes every role from the theme it extends, which is audited,
                   and said in a note, without it).
            --fix  prints, instead of the table, a theme document "<id>-accessible" with the
                   closest colours that pass (same hue and chroma, nearest lightness):
                   palette check acme --fix > acme-accessible.json
                   It sets all 13 roles and the theme's own fonts, tokens and styles, and extends
                   what the theme extends, so it loads as the fixed theme (palette --themes DIR
                   check acme-accessible). What changed, with ratios before and after, and any
                   pair no colour can fix are written to standard error; with --cvd, so are
                   colour-vision warnings about the fixed colours. The exit status still reports
                   the theme checked. A fix keeps primary, secondary, highlight and error at
                   least 0.1 apart in OKLab (for typical vision and each deficiency --cvd
                   simulates), as 'generate' does: when the nearest lightness would bring one
                   next to another it moves the other way or lowers chroma, and when no colour
                   that passes keeps them apart it says so on standard error.
            --gamut srgb|p3
                   the colours --fix may propose: sRGB (the default), which every screen shows,
                   or p3, which lets a Display P3 colour that fails stay Display P3 (same hue,
                   keeping the chroma sRGB cannot show); sRGB colours are fixed in sRGB either
                   way. Colours are always measured as they are, a P3 colour in its own space.
            --json prints the results as one object: {"id", "name", "level", "passes", "pairs",
                   "colorVision" (with --cvd), "fix" (with --fix)}.

            Without ID|FILE... it checks the active theme, as 'show' does. An adaptive theme (such as
            'system') is checked in every variant it has, each at its own level unless --level is
            given: standard contrast at AA, increased contrast at AAA; each result says which
            variant it is for, and the exit status is 1 if any variant fails. --appearance light|dark
            and --contrast standard|increased check one variant (the one that serves it when the
            theme lacks it); --contrast increased alone checks at AAA. --fix needs one variant.
            With --json, an adaptive theme checked in every variant gives {"id", "name", "passes",
            "variants": [...]}, one report per variant, each with its "variant".

            A file with modes that makes several themes (a resolver's modifier without a default,
            such as brand: acme, globex) is checked in every theme and every variant of each, each
            result naming the inputs that choose it (--input brand=acme); --input checks one. With
            --json it gives {"passes", "themes": [...]}, each theme's report with its "inputs".
            """,
        flags: ["json", "cvd", "fix", "own"],
        options: ["level", "pair", "appearance", "contrast", "gamut"],
        positionals: 0...Int.max,
        run: run
    )

    /// One theme audited at one level: the theme itself, or one variant of an adaptive theme.
    struct Check {
        var theme: ResolvedTheme
        /// The variant audited, when the theme checked is adaptive.
        var variant: ThemeVariant?
        /// The inputs that choose the theme, when a file with modes made several.
        var inputs: [ModeInput] = []
        var level: ContrastLevel
        var audit: ContrastAudit

        /// The audit as `--json` writes it.
        func report(includeColorVision: Bool, fixes: ContrastAudit.Fixes? = nil) -> JSONValue {
            ContrastJSONRenderer.report(
                theme: theme,
                audit: audit,
                level: level,
                variant: variant,
                includeColorVision: includeColorVision,
                fixes: fixes
            )
        }

        /// The audit as text.
        func text(_ renderer: ContrastTextRenderer, includeColorVision: Bool) -> String {
            renderer.render(theme: theme, audit: audit, level: level, includeColorVision: includeColorVision)
        }
    }

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let specifications = try pairSpecifications(invocation)
        let chosenThemes = try context.themes(invocation.positionals, command: command.name, output: &output)
        let wantsFix = invocation.flags.contains("fix")
        if chosenThemes.count > 1 {
            if wantsFix {
                throw CLIError.usage(
                    "'--fix' fixes one theme; choose one of the \(chosenThemes.count) with --input",
                    command: command.name
                )
            }
            try checkEveryTheme(chosenThemes, invocation, context, specifications: specifications, output: &output)
            return
        }
        guard let chosen = chosenThemes.first?.theme else { return }
        let checks = try self.checks(of: chosen, invocation, context, specifications: specifications)
        if wantsFix, checks.count > 1 {
            throw CLIError.usage(
                "'--fix' fixes one variant of '\(chosen.id)'; pick it with --appearance and --contrast",
                command: command.name
            )
        }
        let wantsVision = invocation.flags.contains("cvd")
        let gamut = try gamut(invocation, wantsFix: wantsFix)
        let fixes = wantsFix ? checks.first.map { $0.audit.proposedFixes(at: $0.level, gamut: gamut) } : nil
        let picksVariant = try context.picksVariant(command: command.name)
        let everyVariant = chosen.adaptiveTheme != nil && !picksVariant
        if context.wantsJSON {
            let reports = checks.map { $0.report(includeColorVision: wantsVision, fixes: fixes) }
            let passes = checks.allSatisfy { $0.audit.passes($0.level) }
            output.print(
                JSONWriter.string(
                    everyVariant ? ContrastJSONRenderer.variants(of: chosen, reports, passes: passes) : reports[0]
                )
            )
        } else if let fixes, let check = checks.first {
            output.print(
                JSONWriter.string(ContrastJSONRenderer.fixDocument(theme: check.theme, fixes: fixes).jsonValue)
            )
            output.standardError += ContrastFixRenderer.render(audit: check.audit, fixes: fixes)
            if wantsVision {
                for warning in fixes.audit.colorVision.warnings {
                    output.warn(
                        ContrastFixRenderer.describe(warning, minimumDistance: fixes.audit.colorVision.minimumDistance)
                    )
                }
            }
        } else {
            let renderer = ContrastTextRenderer(style: context.style)
            let texts = checks.map { check in
                let text = check.text(renderer, includeColorVision: wantsVision)
                return check.variant.map { context.notingVariant(text, chosen: chosen, variant: $0) } ?? text
            }
            output.print(texts.joined(separator: "\n"))
        }
        if !invocation.flags.contains("own") {
            for note in inheritedNotes(checks, chosen: chosen) { output.note(note) }
        }
        if let fixes, let check = checks.first {
            for result in fixes.unresolved {
                output.warn("no lightness of either colour makes '\(result.pair.name)' reach \(check.level.rawValue)")
            }
            for crowding in fixes.crowding {
                output.warn("no colour that passes keeps them apart: \(crowding)")
            }
        }
        let subject = invocation.positionals.isEmpty ? nil : ShellWord.joined(invocation.positionals)
        // The hint runs as printed: with the --themes the theme came from.
        let themes = invocation.option("themes").map { "--themes \(ShellWord.quoted($0)) " } ?? ""
        try reportFailures(checks, subject: subject, options: themes, wantsFix: wantsFix)
    }

    /// Audits every theme a file with modes made, in every variant of each, each result naming the
    /// inputs that choose its theme; fails naming each theme and variant that fails.
    private static func checkEveryTheme(
        _ themes: [(theme: ResolvedTheme, inputs: [ModeInput])],
        _ invocation: Invocation,
        _ context: CLIContext,
        specifications: [(foreground: String, background: String)],
        output: inout CLIOutput
    ) throws {
        var grouped: [(theme: ResolvedTheme, inputs: [ModeInput], checks: [Check])] = []
        for (theme, inputs) in themes {
            let checks = try checks(of: theme, invocation, context, specifications: specifications).map { check in
                var check = check
                check.inputs = inputs
                return check
            }
            grouped.append((theme, inputs, checks))
        }
        let all = grouped.flatMap(\.checks)
        let wantsVision = invocation.flags.contains("cvd")
        if context.wantsJSON {
            let reports = grouped.map { theme, inputs, checks in
                let json = checks.map { $0.report(includeColorVision: wantsVision) }
                let passes = checks.allSatisfy { $0.audit.passes($0.level) }
                var value =
                    theme.adaptiveTheme != nil
                    ? ContrastJSONRenderer.variants(of: theme, json, passes: passes) : json.first ?? .null
                if case .object(var members) = value {
                    let listed = inputs.map { JSONNode(.string($0.description)) }
                    members.append(JSONMember(key: "inputs", node: JSONNode(.array(listed))))
                    value = .object(members)
                }
                return JSONNode(value)
            }
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("passes", .bool(all.allSatisfy { $0.audit.passes($0.level) })), ("themes", .array(reports)),
                    ])
                )
            )
        } else {
            let renderer = ContrastTextRenderer(style: context.style)
            let texts = all.map { check in
                let text = check.text(renderer, includeColorVision: wantsVision)
                let inputs = check.inputs.map { "--input \($0)" }.joined(separator: " ")
                guard let end = text.firstIndex(of: "\n") else { return text }
                return String(text[..<end]) + "\n" + context.style.dim(inputs) + String(text[end...])
            }
            output.print(texts.joined(separator: "\n"))
        }
        try reportFailures(all, subject: nil, options: "", wantsFix: false)
    }

    /// The audits to run: every variant an adaptive theme has (each at its contrast's level
    /// unless `--level` is given), or the one `--appearance` and `--contrast` pick; for any other
    /// theme, the theme itself.
    private static func checks(
        of chosen: ResolvedTheme,
        _ invocation: Invocation,
        _ context: CLIContext,
        specifications: [(foreground: String, background: String)]
    ) throws -> [Check] {
        let explicitLevel = try level(invocation)
        let requested = try context.requestedVariant(command: command.name)
        let targets: [(theme: ResolvedTheme, variant: ThemeVariant?, contrast: ThemeContrast)]
        if let adaptive = chosen.adaptiveTheme {
            let variants = try context.picksVariant(command: command.name) ? [requested] : adaptive.definedVariants
            targets = variants.map { (adaptive.variant($0), $0, $0.contrast) }
        } else {
            targets = [(chosen, nil, requested.contrast)]
        }
        return try targets.map { target in
            let pairs: [ContrastAudit.Pair]
            do {
                pairs = try specifications.map {
                    try ContrastAudit.Pair($0.foreground, on: $0.background, in: target.theme)
                }
            } catch let error as ThemeError {
                throw CLIError.failure("--pair: \(error.description)")
            }
            let audit = ContrastAudit(target.theme, additionalPairs: pairs)
            return Check(
                theme: target.theme,
                variant: target.variant,
                level: explicitLevel ?? target.contrast.level,
                audit: invocation.flags.contains("own")
                    ? audit.keeping { pairs.contains($0) || target.theme.owns($0) } : audit
            )
        }
    }

    /// Which of the pairs audited are only the colours of the theme a file extends, which the
    /// file does not set: said once, so that a file of a few tokens is not taken to have passed
    /// (or failed) on colours it does not have. An adaptive theme (an asset catalog with dark and
    /// high-contrast appearances) is said once for the variants that take the same pairs from the
    /// same theme, naming them unless it is every variant checked. Empty when every pair has a
    /// colour of its own.
    private static func inheritedNotes(_ checks: [Check], chosen: ResolvedTheme) -> [String] {
        var groups: [(parent: String, names: [String], total: Int, variants: [ThemeVariant])] = []
        for check in checks {
            guard let parent = check.theme.parent else { continue }
            let names = check.audit.results.filter { !check.theme.owns($0.pair) }.map(\.pair.name)
            guard !names.isEmpty else { continue }
            let total = check.audit.results.count
            let variants = check.variant.map { [$0] } ?? []
            if let index = groups.firstIndex(where: { $0.parent == parent.id && $0.names == names && $0.total == total }
            ) {
                groups[index].variants += variants
            } else {
                groups.append((parent.id, names, total, variants))
            }
        }
        return groups.map { group in
            let listed = group.names.map { "'\($0)'" }.summarisedForMessage(limit: 4)
            let count = group.names.count == group.total ? "all" : "\(group.names.count) of"
            let variants =
                checks.count == 1
                ? ""
                : group.variants.count == checks.count
                    ? "in every variant, "
                    : "in the " + group.variants.map { "\($0)" }.joined(separator: "; ")
                        + (group.variants.count == 1 ? " variant, " : " variants, ")
            let subject = checks.count == 1 ? checks[0].theme.id : chosen.id
            return "\(variants)\(count) \(group.total) pairs audited are colours of '\(group.parent)' that "
                + "'\(subject)' does not set (\(listed)); --own audits the file's own colours only"
        }
    }

    /// Fails, naming each variant that fails its level, when any does.
    private static func reportFailures(_ checks: [Check], subject: String?, options: String, wantsFix: Bool) throws {
        var messages: [String] = []
        for check in checks {
            let failures = check.audit.failures(at: check.level)
            guard !failures.isEmpty else { continue }
            let variant = check.variant.map { " (\($0))" } ?? ""
            let inputs =
                check.inputs.isEmpty ? "" : " [" + check.inputs.map { "--input \($0)" }.joined(separator: " ") + "]"
            messages.append(
                "\(failures.count) of \(check.audit.results.count) pairs in '\(check.theme.id)'\(variant)\(inputs) fail WCAG "
                    + check.level.rawValue
            )
        }
        guard !messages.isEmpty else { return }
        var message = messages.joined(separator: "; ")
        if !wantsFix, checks.count == 1, let check = checks.first {
            // What --fix would check at without --level: the variant's level, AA for a plain theme.
            let fixLevel = check.variant?.contrast.level ?? .aa
            let levelOption = check.level == fixLevel ? "" : " --level \(check.level.rawValue)"
            let variantOptions =
                check.variant.map { " --appearance \($0.appearance.rawValue) --contrast \($0.contrast.rawValue)" } ?? ""
            let subject = subject ?? check.theme.id
            message +=
                "; to propose the closest colours that pass, run: palette \(options)check \(subject)"
                + "\(variantOptions)\(levelOption) --fix"
        }
        throw CLIError.failure(message)
    }

    /// `--level AA|AAA` in any letter case; `nil` when absent, when each variant is checked at
    /// its contrast's level.
    static func level(_ invocation: Invocation) throws(CLIError) -> ContrastLevel? {
        guard let name = invocation.option("level") else { return nil }
        guard let level = ContrastLevel(rawValue: name.uppercased()) else {
            throw .usage("'--level' must be AA or AAA, not '\(name)'", command: command.name)
        }
        return level
    }

    /// `--gamut srgb|p3` in any letter case (`display-p3` too); sRGB when absent. A usage error
    /// without `--fix`, which is all it changes.
    static func gamut(_ invocation: Invocation, wantsFix: Bool) throws(CLIError) -> ColorGamut {
        guard let name = invocation.option("gamut") else { return .sRGB }
        guard wantsFix else {
            throw .usage("'--gamut' chooses the colours '--fix' proposes; add --fix", command: command.name)
        }
        guard let gamut = ColorGamut(name: name) else {
            throw .usage("'--gamut' must be srgb or p3, not '\(name)'", command: command.name)
        }
        return gamut
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
