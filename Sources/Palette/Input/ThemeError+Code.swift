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
    /// Each module declares the codes it raises, each once, in an extension of `ThemeError.Code`
    /// in that module: Palette's are here; PaletteFormats adds the codes only reading files
    /// raises (`wrongFormat`, `inheritedValues`, `unsupported`), PalettePackages those only
    /// downloads raise (`downloadFailed`, `digestMismatch`, `packageStoreFailure`,
    /// `unlistedFile`). A code is its own description: its ``name``, a ``summary`` of what it
    /// means, the module that declares it and how its message reads, so that a tool lists
    /// codes without a table of its own.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// Everything about the code, shared by every error that has it.
        private let definition: Definition

        /// The code's name, as the static property that holds it is called: `invalidColor`.
        public var name: String { definition.name }
        /// What the code means, in one sentence: `A colour string that is not one of the accepted
        /// hex forms.`
        public var summary: String { definition.summary }
        /// The module that declares the code and raises it: `Palette`, `PaletteFormats`,
        /// `PalettePackages`.
        package var module: String { definition.module }

        /// Where the location of an error with this code goes in its message.
        var placement: Placement { definition.placement }

        /// A code named `name`, declared by the module whose file declares it, whose message is
        /// `text` of the error: the part before the location and the part after it (after `: `,
        /// left out when empty). Two codes are equal when their names are, so each name is
        /// declared once, by the module that raises it.
        @usableFromInline package init(
            _ name: String,
            summary: String,
            placement: Placement = .afterHead,
            fileID: String = #fileID,
            text: @escaping @Sendable (ThemeError) -> (head: String, tail: String)
        ) {
            let module = String(fileID.prefix { $0 != "/" })
            definition = Definition(name: name, summary: summary, module: module, placement: placement, text: text)
        }

        /// The message of `error`, in two parts around its location.
        func text(of error: ThemeError) -> (head: String, tail: String) { definition.text(error) }

        @_alwaysEmitIntoClient public var description: String { name }

        @_alwaysEmitIntoClient public static func == (lhs: Code, rhs: Code) -> Bool { lhs.name == rhs.name }

        @_alwaysEmitIntoClient public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// Whether `error` is a ``ThemeError`` with this code, so that a code is a pattern for
        /// any error: `catch ThemeError.Code.unknownTheme { … }`.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? ThemeError)?.code == code
        }

        /// Where a code's errors are placed, and where their message says so.
        @usableFromInline package enum Placement: Sendable {
            /// After the message's head: `invalid colour '#12' at 'palette.primary' (acme.json:4:16)`.
            case afterHead
            /// After the head, a whole file as its name alone: `no such file 'brand.json'`.
            case namingFile
            /// In the head, which names the file itself; the path and position are left out.
            case inHead
            /// Nowhere: the message names what it is about (a theme name, a folder), and errors
            /// of the code take no location.
            case nowhere
            /// A document of problems: its file, and each problem's message on a line of its own.
            case listing
        }

        /// A code's name, meaning, module, placement and text: immutable, so sharing it between
        /// threads is safe.
        private final class Definition: Sendable {
            let name: String
            let summary: String
            let module: String
            let placement: Placement
            let text: @Sendable (ThemeError) -> (head: String, tail: String)

            init(
                name: String,
                summary: String,
                module: String,
                placement: Placement,
                text: @escaping @Sendable (ThemeError) -> (head: String, tail: String)
            ) {
                self.name = name
                self.summary = summary
                self.module = module
                self.placement = placement
                self.text = text
            }
        }
    }
}
