extension ThemeError {
    /// Which problem a ``ThemeError`` is: compare with `==`, match in a `switch` or a `catch`.
    ///
    /// New codes may be added in any release, so a `switch` over codes needs a `default`.
    ///
    /// ```swift
    /// catch let error as ThemeError where error.code == .unknownTheme { … }
    /// catch ThemeError.Code.inputTooLarge { … }   // matches any error with this code
    /// if case .invalidColor = error.code { … }
    /// ```
    ///
    /// Each module declares its own codes, in an extension of `ThemeError.Code` in that module:
    /// Palette's are here; PaletteFormats adds the codes only reading files raises (`wrongFormat`,
    /// `inheritedValues`, `unsupported`), PalettePackages those only downloads raise
    /// (`downloadFailed`, `digestMismatch`, `packageStoreFailure`, `unlistedFile`). A code is its
    /// own description: its ``name``, a ``summary`` of what it means and the ``module`` that
    /// declares it, so that a tool lists codes without a table of its own.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as the static property that holds it is called: `invalidColor`.
        public let name: String
        /// What the code means, in one sentence: `A colour string that is not one of the accepted
        /// hex forms.`
        public let summary: String
        /// The module that declares the code and raises it: `Palette`, `PaletteFormats`,
        /// `PalettePackages`.
        public let module: String

        /// A code named `name`, declared by `module`. Two codes are equal when their names are,
        /// so each name is declared once, by the module that raises it.
        package init(_ name: String, module: String = "Palette", summary: String) {
            self.name = name
            self.module = module
            self.summary = summary
        }

        public var description: String { name }

        public static func == (lhs: Code, rhs: Code) -> Bool { lhs.name == rhs.name }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// A colour string that is not one of the accepted hex forms.
        public static let invalidColor = Code(
            "invalidColor",
            summary: "A colour string that is not one of the accepted hex forms."
        )
        /// A font weight outside `1...1000`, or a weight name Palette does not know.
        public static let invalidFontWeight = Code(
            "invalidFontWeight",
            summary: "A font weight outside `1...1000`, or a weight name Palette does not know."
        )
        /// A value that has the right type but a meaning Palette cannot accept.
        public static let invalidValue = Code(
            "invalidValue",
            summary: "A value that has the right type but a meaning Palette cannot accept."
        )
        /// A theme name that no registered theme answers to.
        public static let unknownTheme = Code(
            "unknownTheme",
            summary: "A theme name that no registered theme answers to."
        )
        /// Text that is not well-formed JSON (or not the document kind that was expected).
        public static let malformedInput = Code(
            "malformedInput",
            summary: "Text that is not well-formed JSON (or not the document kind that was expected)."
        )
        /// A file or folder that does not exist.
        public static let noSuchFile = Code(
            "noSuchFile",
            summary: "A file or folder that does not exist."
        )
        /// A required key that is absent.
        public static let missingKey = Code(
            "missingKey",
            summary: "A required key that is absent."
        )
        /// A value of the wrong JSON type.
        public static let typeMismatch = Code(
            "typeMismatch",
            summary: "A value of the wrong JSON type."
        )
        /// An input refused before parsing because it is larger than the configured limit.
        public static let inputTooLarge = Code(
            "inputTooLarge",
            summary: "An input refused before parsing because it is larger than the configured limit."
        )
        /// An input nested deeper than the configured limit.
        public static let nestingTooDeep = Code(
            "nestingTooDeep",
            summary: "An input nested deeper than the configured limit."
        )
        /// A persisted theme choice that could not be read or written.
        public static let storeFailure = Code(
            "storeFailure",
            summary: "A persisted theme choice that could not be read or written."
        )
        /// A key Palette does not know, such as a colour role that does not exist.
        public static let unknownKey = Code(
            "unknownKey",
            summary: "A key Palette does not know, such as a colour role that does not exist."
        )
        /// A document written in a `formatVersion` this version of Palette cannot read.
        public static let unsupportedFormatVersion = Code(
            "unsupportedFormatVersion",
            summary: "A document written in a `formatVersion` this version of Palette cannot read."
        )
        /// References that lead back to where they started.
        public static let referenceCycle = Code(
            "referenceCycle",
            summary: "References that lead back to where they started."
        )
        /// A reference to something that does not exist.
        public static let unresolvedReference = Code(
            "unresolvedReference",
            summary: "A reference to something that does not exist."
        )
        /// An input that exceeds one of Palette's bounds (``ThemeLimits``).
        public static let limitExceeded = Code(
            "limitExceeded",
            summary: "An input that exceeds one of Palette's bounds (`ThemeLimits`)."
        )
        /// A name defined twice.
        public static let duplicateDefinition = Code(
            "duplicateDefinition",
            summary: "A name defined twice."
        )
        /// Something a file leaves open, read one way.
        public static let interpreted = Code(
            "interpreted",
            summary: "Something a file leaves open, read one way."
        )
        /// Colours or fonts that leave a pair below the WCAG level the theme they change meets:
        /// a payload's overrides, or a theme file's own values over the theme it extends.
        public static let loweredContrast = Code(
            "loweredContrast",
            summary:
                "Colours or fonts that leave a pair below the WCAG level the theme they change meets: a payload's overrides, or a theme file's own values over the theme it extends."
        )
        /// A document with several problems, each in ``ThemeError/problems``.
        public static let invalidDocument = Code(
            "invalidDocument",
            summary: "A document with several problems, each in `problems`."
        )

        /// Whether `error` is a ``ThemeError`` with this code, so that a code is a pattern for
        /// any error: `catch ThemeError.Code.unknownTheme { … }`.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? ThemeError)?.code == code
        }
    }
}
