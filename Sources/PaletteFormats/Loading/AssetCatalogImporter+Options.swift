import Foundation
import Palette

/// What every importer reads in one shape: the file's bytes (or a catalog's folder), its name, and
/// the ``ImportOptions`` every format's reader takes; ``ThemeFileFormat`` reads the asset catalog format
/// through these same entry points.
extension AssetCatalogImporter {
    /// Reads a catalog folder (`*.xcassets`, or any folder of colour sets) or one `.colorset`
    /// folder, reporting every problem at once.
    ///
    /// - Parameters:
    ///   - folder: The folder.
    ///   - options: The theme's identifier and name, the bounds, colours mapped to roles by
    ///     Xcode's name (`Brand/Blue`) or by token path (`Brand.Blue`).
    public func decode(folder: URL, options: ImportOptions = ImportOptions()) -> DecodingReport<ThemeDocument> {
        configured(options).read(folder: folder)
    }

    /// Reads one colour set's `Contents.json`, the colour named after its folder
    /// (`Primary.colorset/Contents.json` is `Primary`) or else after the file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's path, for locations and the colour's name.
    ///   - options: The theme's identifier and name, the bounds, the colour mapped to roles.
    public func decode(
        _ bytes: some Collection<UInt8>,
        file: String? = nil,
        options: ImportOptions = ImportOptions()
    ) -> DecodingReport<ThemeDocument> {
        decode(ParsedThemeFile(bytes: Array(bytes), path: file, limits: options.limits), options: options)
    }

    /// ``decode(_:file:options:)`` for a file already parsed.
    package func decode(_ parsed: ParsedThemeFile, options: ImportOptions) -> DecodingReport<ThemeDocument> {
        configured(options).read(colorSet: parsed)
    }
}

extension AssetCatalogImporter: ConfigurableImporter {
    /// A colour is mapped by Xcode's name (`Brand/Blue`) or by token path (`Brand.Blue`).
    static func roleKey(forMappedPath path: String) -> TokenPath { tokenPath(forColorNamed: path) }
}
