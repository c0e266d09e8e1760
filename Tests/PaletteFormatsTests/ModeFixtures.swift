import Foundation
import PaletteTestSupport

@testable import PaletteFormats

/// The files with modes in `Tests/Fixtures/modes` (see its README), and how tests read them.
enum ModeFixtures {
    static func url(_ path: String) -> URL {
        Repository.fixture("modes").appendingPathComponent(path)
    }

    /// Loads files or folders into a registry of the default theme, with these modes and conformance.
    static func load(
        _ items: [URL],
        modes: ModeOptions = ModeOptions(),
        limits: FormatLimits = .default,
        conformance: DTCGImporter.Conformance = .lenient
    ) -> (
        report: ThemeLoader.Report, registry: ThemeRegistry
    ) {
        var registry = (try? ThemeRegistry([DefaultTheme.self])) ?? ThemeRegistry()
        var loader = ThemeLoader(limits: limits)
        loader.modes = modes
        loader.conformance = conformance
        let report = loader.load(items, into: &registry)
        return (report, registry)
    }

    /// The hex of the colour token at `path` in `variant` of the registered theme `id`.
    static func color(
        _ path: String,
        in registry: ThemeRegistry,
        _ id: String,
        _ variant: ThemeVariant = .light
    )
        throws -> String?
    {
        let theme = try registry.resolve(id)
        let served = theme.adaptiveTheme?.variant(variant) ?? theme
        guard case .color(let color)? = served.resolveAnyToken(TokenPath(path))?.resolution.value else { return nil }
        return color.hex
    }

    /// The resolved colour at `path` of one choice of a source's contexts, read at the DTCG level:
    /// the token alone, whatever problems other tokens have. Its `hex`, upper case.
    static func color(_ path: String, of source: inout some ModeSource, choices: [String: String]) -> String? {
        var reader = DocumentReader()
        let trees: [DTCGTokenTree.Source]
        switch source.sources(for: choices, reader: &reader) {
        case .trees(let found): trees = found
        case .files(let members):
            trees = members.compactMap { member in
                member.file.root.map {
                    DTCGTokenTree.Source(
                        root: $0,
                        file: member.file.path,
                        isStrict: false,
                        isReferenceOnly: member.isReferenceOnly,
                        replacesQuietly: true
                    )
                }
            }
        }
        let tree = DTCGTokenTree(sources: trees, limits: .default, reader: &reader)
        var values = DTCGValueReader(tree: tree, limits: .default)
        guard let token = tree.token(at: path),
            case .color(let color)? = values.value(of: token, as: .color, reader: &reader)
        else { return nil }
        if let hex = color.hex { return hex.uppercased() }
        let bytes = color.components.map { component in
            String(format: "%02X", Int(((component ?? 0) * 255).rounded()))
        }
        return "#" + bytes.joined()
    }
}
