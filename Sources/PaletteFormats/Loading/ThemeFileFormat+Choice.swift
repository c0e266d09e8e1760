import Palette

extension ThemeFileFormat {
    /// A format as a user names it (`--from`): the format, and the reading of it a suffix chooses
    /// (`auu-first` reads AUUTheme's image types as its first revision did).
    ///
    /// Names and readings are the table's (``Descriptor/names``, ``Descriptor/readings``).
    public struct Choice: Hashable, Sendable {
        /// The format named.
        public var format: ThemeFileFormat
        /// What AUUTheme's image types 0 and 1 mean; told from the file unless a reading says.
        public var auuImageTypes: AUUThemeImporter.ImageTypes = .detect

        /// The format `format` names, read as its readers read it by default.
        public init(_ format: ThemeFileFormat) {
            self.format = format
        }

        /// The choice a name stands for, in any letter case: a format's name or alias
        /// (``ThemeFileFormat/init(name:)``), or one followed by `-` and one of its readings
        /// (`auu-first`, `auutheme-later`).
        public init?(name: String) {
            if let format = ThemeFileFormat(name: name) {
                self.init(format)
                return
            }
            let parts = name.asciiCaseFolded.split(separator: "-", maxSplits: 1).map(String.init)
            guard parts.count == 2, let format = ThemeFileFormat(name: parts[0]),
                format.descriptor.readings.contains(parts[1])
            else { return nil }
            self.init(format)
            switch parts[1] {
            case "first": auuImageTypes = .firstRevision
            case "later": auuImageTypes = .later
            default: break
            }
        }

        /// Every name ``init(name:)`` accepts, for help and messages: the formats' names and
        /// aliases, then each reading after the format's first alias (`auu-first`).
        public static var names: [String] {
            ThemeFileFormat.names
                + all.flatMap { descriptor in
                    descriptor.readings.map { "\(descriptor.aliases.first ?? descriptor.name)-\($0)" }
                }
        }

        /// The options a reader is given for this choice: `options`, with the reading's meaning.
        public func applied(to options: ImportOptions) -> ImportOptions {
            var options = options
            if auuImageTypes != .detect { options.auuImageTypes = auuImageTypes }
            return options
        }
    }
}
