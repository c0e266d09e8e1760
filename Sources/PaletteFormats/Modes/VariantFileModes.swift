import Palette

/// The token files Palette's DTCG export writes for an adaptive theme, one per variant
/// (`ocean.dark.tokens.json`), read back without the resolver beside them: each says which
/// variant of which theme it is (`$extensions["org.palette"].variant`: `of`, `appearance`,
/// `contrast`), and the files of one theme are its variants.
struct VariantFileModes: ModeSource {
    /// What a file's marker says.
    struct Marker: Equatable {
        var of: String
        var name: String?
        var variant: ThemeVariant
    }

    /// The name of the modifier the files make.
    static let modifierName = "variant"

    /// Each variant's file.
    let files: [(variant: ThemeVariant, member: TokenSetMember)]
    let id: String
    let name: String
    var isNamedAfterFile: Bool { false }

    /// The marker of a token file Palette wrote for one variant of an adaptive theme.
    static func marker(of file: ParsedThemeFile) -> Marker? {
        guard let marker = file.root?["$extensions"]?[DTCGImporter.extensionKey]?["variant"],
            let of = marker["of"]?.string,
            let appearance = marker["appearance"]?.string.flatMap(ThemeAppearance.named)
        else { return nil }
        let contrast = marker["contrast"]?.string.flatMap(ThemeContrast.named) ?? .standard
        return Marker(of: of, name: marker["ofName"]?.string, variant: ThemeVariant(appearance, contrast))
    }

    /// The themes of files with markers, each a group of the files of one theme in the order
    /// given; a second file of one variant of a theme is an error at it.
    static func themes(of members: [TokenSetMember], reader: inout DocumentReader) -> [VariantFileModes] {
        var groups: [(marker: Marker, files: [(variant: ThemeVariant, member: TokenSetMember)])] = []
        for member in members {
            guard let marker = marker(of: member.file) else { continue }
            guard let index = groups.firstIndex(where: { $0.marker.of == marker.of }) else {
                groups.append((marker, [(marker.variant, member)]))
                continue
            }
            if let earlier = groups[index].files.first(where: { $0.variant == marker.variant }) {
                reader.error(
                    .duplicateDefinition(
                        name: "the \(marker.variant) variant of '\(marker.of)'",
                        previous: earlier.member.file.path.map { "'\($0)'" },
                        location: .init(file: member.file.path, path: "$extensions[\"org.palette\"].variant")
                    )
                )
                continue
            }
            groups[index].files.append((marker.variant, member))
        }
        return groups.map { group in
            VariantFileModes(files: group.files, id: group.marker.of, name: group.marker.name ?? group.marker.of)
        }
    }

    var modifiers: [ModeModifier] {
        [
            ModeModifier(
                name: Self.modifierName,
                contexts: ThemeVariant.allCases.filter { variant in files.contains { $0.variant == variant } }.map(
                    \.key
                ),
                defaultContext: ThemeVariant.light.key,
                location: modifiersLocation
            )
        ]
    }

    var modifiersLocation: ThemeError.Location? {
        files.first.map { .init(file: $0.member.file.path, path: "$extensions[\"org.palette\"].variant") }
    }

    var unchosen: UnchosenModifier { .defaultElseThemes }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        let variant = choices[Self.modifierName].flatMap(ThemeVariant.init(key:)) ?? .light
        return .files(files.filter { $0.variant == variant }.map(\.member))
    }
}
