import Palette

/// An importer told what ``ImportOptions`` say in the one way every format's reader is: the
/// theme's identifier and name, the bounds on the input, and mapped paths added to the roles it
/// maps itself.
///
/// Each importer's `decode(_:file:options:)` (and `decode(files:options:)` or
/// `decode(folder:options:)` where its format has several files or a folder) reads with the
/// importer ``configured(_:)`` returns; what only its format takes (AUUTheme's image types, DTCG's
/// font styles and conformance) it takes in ``takeFormatOptions(_:)``.
protocol ConfigurableImporter {
    /// How the importer keys a mapped path: a token path, an SDThemeManager constant's name.
    associatedtype RoleKey: Hashable
    var id: String? { get set }
    var name: String? { get set }
    var limits: FormatLimits { get set }
    var roles: [RoleKey: [ColorRole]] { get set }
    /// The key a mapped path (`--map PATH=ROLE`) is read as.
    static func roleKey(forMappedPath path: String) -> RoleKey
    /// Takes what of `options` only this format reads; nothing by default.
    mutating func takeFormatOptions(_ options: ImportOptions)
}

extension ConfigurableImporter {
    /// The importer told what `options` say: their identifier, name and bounds, and their mapped
    /// paths after its own roles, and what only its format reads.
    func configured(_ options: ImportOptions) -> Self {
        var importer = self
        importer.id = options.id
        importer.name = options.name
        importer.limits = options.limits
        for (path, roles) in options.roles(keyedBy: Self.roleKey(forMappedPath:)) {
            importer.roles[path, default: []].append(contentsOf: roles)
        }
        importer.takeFormatOptions(options)
        return importer
    }

    mutating func takeFormatOptions(_ options: ImportOptions) {}
}
