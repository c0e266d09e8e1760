import Palette

/// A DTCG resolver as a file with modes: its modifiers, and the sources each choice of contexts
/// merges, read through one cache of the files it references.
struct ResolverModes: ModeSource {
    let resolver: DTCGResolver
    private var files: ResolverFiles
    let id: String
    let name: String
    let isNamedAfterFile: Bool

    /// The modes of `resolver`, its theme named by Palette's extension on it or on a modifier
    /// (`$extensions["org.palette"]`, as Palette's exporter writes), else by its file's name
    /// (`apple-hig.resolver.json` is `apple-hig`) and its `name`.
    init(_ resolver: DTCGResolver, files: ResolverFiles) {
        self.resolver = resolver
        self.files = files
        let settings =
            ([resolver.extensions] + resolver.modifierDefinitions.map(\.extensions)).compactMap {
                $0?[DTCGImporter.extensionKey]
            }.first { $0["id"]?.string != nil }
        let written = settings?["id"]?.string
        id = written ?? FileShape.identifier(fromFile: resolver.file)
        name = settings?["name"]?.string ?? resolver.name ?? id
        isNamedAfterFile = written == nil
    }

    var modifiers: [ModeModifier] { resolver.modeModifiers }
    var modifiersLocation: ThemeError.Location? { resolver.orderLocation?.inFile(resolver.file) }
    var unchosen: UnchosenModifier { .defaultElseThemes }

    /// Every file read so far.
    var filesRead: [String] { files.paths }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        .trees(resolver.sources(for: choices, files: &files, reader: &reader))
    }
}
