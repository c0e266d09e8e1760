extension ThemeError {
    /// A problem whose code another module declares: the code, the message made where the
    /// problem was raised, and the values ``ThemeError``'s accessors give.
    ///
    /// PaletteFormats and PalettePackages raise their own codes (`wrongFormat`, `downloadFailed`,
    /// …) through this, so that a new code is declared once, in the module that raises it, with
    /// its message beside it, and Palette's lists of its own codes do not name it.
    package struct Described: Hashable, Sendable {
        /// Which problem it is.
        package var code: Code
        /// The message before the location: `download of 'https://…' failed`.
        package var head: String
        /// The message after the location, without its `: `; empty when there is none.
        package var tail: String
        /// What ``ThemeError/subject`` gives.
        package var subject: String?
        /// What ``ThemeError/reason`` gives.
        package var reason: String?
        /// The values the message quotes, in the order the code's maker takes them, for code and
        /// tests that act on them.
        package var values: [String]
        /// Where the problem is.
        package var location: Location?
        /// Whether the problem takes a location: `false` for a problem with a folder on disk,
        /// which names its path itself and is never placed in a document.
        package var isPlaced: Bool

        /// The same problem with its location replaced by `change(location)`, when it takes one.
        func relocated(_ change: (Location?) -> Location?) -> Described {
            guard isPlaced else { return self }
            var copy = self
            copy.location = change(location)
            return copy
        }
    }

    /// An error with a code another module declares, its message in two parts around the
    /// location: `head` (`not a DTCG resolver`), then the location, then `: ` and `tail`.
    package init(
        code: Code,
        head: String,
        tail: String = "",
        subject: String? = nil,
        reason: String? = nil,
        values: [String] = [],
        location: Location?,
        isPlaced: Bool = true
    ) {
        self.init(
            .described(
                Described(
                    code: code,
                    head: head,
                    tail: tail,
                    subject: subject,
                    reason: reason,
                    values: values,
                    location: isPlaced ? location : nil,
                    isPlaced: isPlaced
                )
            )
        )
    }
}

extension ThemeError {
    /// The values the message of an error with another module's code quotes, in the order its
    /// maker takes them (`wrongFormat`: what was expected, what was found); empty for Palette's
    /// own codes, whose values are in ``subject``, ``candidates`` and the other accessors.
    package var values: [String] {
        if case .described(let described) = kind { return described.values }
        return []
    }
}

extension ThemeWarning {
    /// The values the warning's message quotes, for codes other modules declare
    /// (``ThemeError``'s `values`).
    package var values: [String] { problem.values }
}
