import Palette

extension ThemeRegistry.Source {
    /// What PalettePackages installs, as a registry source names it: `package`.
    static let packageKind = "package"

    /// An installed theme package, by its identifier and version: `package (summer 1.2.0)`.
    public static func package(id: String, version: String) -> ThemeRegistry.Source {
        .installed(kind: packageKind, id: id, version: version)
    }

    /// The identifier and version of the theme package this source is, or `nil` for any other
    /// source.
    public var installedPackage: (id: String, version: String)? {
        guard case .installed(Self.packageKind, let id, let version) = self else { return nil }
        return (id, version)
    }
}
