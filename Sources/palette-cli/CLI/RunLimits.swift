import Foundation
import PaletteFormats
import PalettePackages

/// Every module's limits for one run, and the one table of them: Palette's
/// (`ThemeLimits`), PaletteFormats' (`FormatLimits`) and PalettePackages' (`PackageLimits`).
///
/// The CLI sees every module, so it is the place that reads them all: `--max-file-size` and
/// `--max-tokens` set Palette's two limits a real design system may outgrow (``LimitOptions``),
/// and ``table`` lists each module's limits with their defaults, which the DocC limits tables are
/// checked against.
struct RunLimits: Sendable {
    /// Palette's limits, which both others hold.
    var theme: ThemeLimits = .default
    /// PaletteFormats' own limits.
    var formatsOwn: FormatLimits = .default
    /// PalettePackages' own limits.
    var packagesOwn: PackageLimits = .default

    /// The limits every reader of theme files takes: PaletteFormats', with Palette's in them.
    var formats: FormatLimits {
        var limits = formatsOwn
        limits.theme = theme
        return limits
    }

    /// The limits every download and package check takes: PalettePackages', with Palette's in them.
    var packages: PackageLimits {
        var limits = packagesOwn
        limits.theme = theme
        return limits
    }

    /// One limit: the module and type that declare it, its name, and its default as written.
    struct Row: Hashable, Sendable {
        var module: String
        var type: String
        var name: String
        var defaultValue: String
    }

    /// Every limit of every module, in declaration order, read from each type's defaults: a limit
    /// added to any of the three types is in the table without another list to edit.
    static var table: [Row] {
        rows(of: ThemeLimits.default, module: "Palette", type: "ThemeLimits")
            + rows(of: FormatLimits.default, module: "PaletteFormats", type: "FormatLimits")
            + rows(of: PackageLimits.default, module: "PalettePackages", type: "PackageLimits")
    }

    /// A type that keeps its limits in one stored tuple (`ThemeLimits`, so that an app keeps one
    /// set of accessors for them) lists the tuple's labelled elements.
    private static func rows(of limits: Any, module: String, type: String) -> [Row] {
        Mirror(reflecting: limits).children.flatMap { child -> [Row] in
            guard let name = child.label, !(child.value is ThemeLimits) else { return [] }
            let value = Mirror(reflecting: child.value)
            guard value.displayStyle == .tuple else {
                return [Row(module: module, type: type, name: name, defaultValue: "\(child.value)")]
            }
            return value.children.compactMap { element in
                element.label.map { Row(module: module, type: type, name: $0, defaultValue: "\(element.value)") }
            }
        }
    }
}
