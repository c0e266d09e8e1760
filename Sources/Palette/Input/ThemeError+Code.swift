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
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as the static property that holds it is called: `invalidColor`.
        public let name: String

        private init(_ name: String) {
            self.name = name
        }

        public var description: String { name }

        /// A colour string that is not one of the accepted hex forms.
        public static let invalidColor = Code("invalidColor")
        /// A font weight outside `1...1000`, or a weight name Palette does not know.
        public static let invalidFontWeight = Code("invalidFontWeight")
        /// A value that has the right type but a meaning Palette cannot accept.
        public static let invalidValue = Code("invalidValue")
        /// A theme name that no registered theme answers to.
        public static let unknownTheme = Code("unknownTheme")
        /// Text that is not well-formed JSON (or not the document kind that was expected).
        public static let malformedInput = Code("malformedInput")
        /// A file or folder that does not exist.
        public static let noSuchFile = Code("noSuchFile")
        /// A required key that is absent.
        public static let missingKey = Code("missingKey")
        /// A value of the wrong JSON type.
        public static let typeMismatch = Code("typeMismatch")
        /// An input refused before parsing because it is larger than the configured limit.
        public static let inputTooLarge = Code("inputTooLarge")
        /// An input nested deeper than the configured limit.
        public static let nestingTooDeep = Code("nestingTooDeep")
        /// A persisted theme choice that could not be read or written.
        public static let storeFailure = Code("storeFailure")
        /// A key Palette does not know, such as a colour role that does not exist.
        public static let unknownKey = Code("unknownKey")
        /// A document written in a `formatVersion` this version of Palette cannot read.
        public static let unsupportedFormatVersion = Code("unsupportedFormatVersion")
        /// References that lead back to where they started.
        public static let referenceCycle = Code("referenceCycle")
        /// A reference to something that does not exist.
        public static let unresolvedReference = Code("unresolvedReference")
        /// An input that exceeds one of Palette's bounds (``ThemeLimits``).
        public static let limitExceeded = Code("limitExceeded")
        /// Something in an input that Palette reads but cannot represent.
        public static let unsupported = Code("unsupported")
        /// A name defined twice.
        public static let duplicateDefinition = Code("duplicateDefinition")
        /// Values a file does not set that come from the theme it extends.
        public static let inheritedValues = Code("inheritedValues")
        /// A file read as a format it is not in.
        public static let wrongFormat = Code("wrongFormat")
        /// Something a file leaves open, read one way.
        public static let interpreted = Code("interpreted")
        /// Colours or fonts that leave a pair below the WCAG level the theme they change meets:
        /// a payload's overrides, or a theme file's own values over the theme it extends.
        public static let loweredContrast = Code("loweredContrast")
        /// A document with several problems, each in ``ThemeError/problems``.
        public static let invalidDocument = Code("invalidDocument")
        /// A download that did not deliver what was asked: a refused URL or redirect, an HTTP
        /// error status, a body longer or shorter than announced, a timeout, no connection.
        public static let downloadFailed = Code("downloadFailed")
        /// Bytes whose SHA-256 is not the one a theme package's manifest, or the payload that named
        /// it, promised: a swapped, damaged or tampered file.
        public static let digestMismatch = Code("digestMismatch")
        /// A theme package folder that could not be written, moved or removed on disk (a full
        /// disk, a permission), or whose installed files are not what was installed.
        public static let packageStoreFailure = Code("packageStoreFailure")

        /// Whether `error` is a ``ThemeError`` with this code, so that a code is a pattern for
        /// any error: `catch ThemeError.Code.unknownTheme { … }`.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? ThemeError)?.code == code
        }
    }
}
