internal import InternalPaletteUtilities

/// CSS's `transition` shorthand, as Style Dictionary files and design-system exports write a
/// transition token (`opacity 200ms ease-in-out 50ms`): `[<property>] <duration>
/// [<timing-function>] [<delay>]`, in any order but the duration before the delay. The property is
/// no part of a DTCG transition; several transitions separated by commas are no one token.
enum CSSTransition {
    /// A transition as written: its duration, its delay and timing function when given, and the
    /// property it names, if any.
    struct Parts: Equatable {
        var duration: String
        var delay: String?
        var timingFunction: String?
        var property: String?
    }

    /// The parts of a `transition` value.
    ///
    /// - Parameter referenceType: The type of the token a reference names (a reference to a
    ///   duration is a time, to a cubic Bézier the timing function).
    /// - Throws: Why the text is no transition Palette reads: several transitions, no duration, a
    ///   time in another unit, a word that is no part of one.
    static func parts(_ text: String, referenceType: (String) -> DTCGType?) throws(CSSShorthand.Problem) -> Parts {
        let items = try CSSShorthand.items(text, of: "transition")
        guard items.count == 1 else {
            throw CSSShorthand.Problem(
                "a transition token holds one transition, and this lists \(items.count) (CSS's transitions of"
                    + " several properties, separated by commas)"
            )
        }
        let words = CSSShorthand.words(items[0])
        guard words.count <= 4 else {
            throw CSSShorthand.Problem(
                "a transition is [<property>] <duration> [<timing-function>] [<delay>], not \(words.count) words"
            )
        }
        var times: [(text: String, kind: CSSShorthand.Word)] = []
        var timingFunction: String?
        var property: String?
        for word in words {
            let kind = CSSShorthand.word(word, referenceType: referenceType)
            let given: String?
            if CSSTimingFunction.isEasingFunction(word) || kind == .reference(.cubicBezier) {
                given = timingFunction
                timingFunction = word
            } else if case .number(_, let unit) = kind {
                guard DTCGValueReader.durationUnits.contains(unit) else {
                    throw CSSShorthand.Problem(
                        "'\(word.clippedForMessage)' is no time: a transition's duration and delay are in ms or s"
                    )
                }
                times.append((word, kind))
                given = nil
            } else if kind == .reference(.duration) {
                times.append((word, kind))
                given = nil
            } else if case .keyword = kind {
                given = property
                property = word
            } else {
                throw CSSShorthand.Problem(
                    "'\(word.clippedForMessage)' is no duration, timing function or property of a transition"
                )
            }
            if let given {
                throw CSSShorthand.Problem(
                    "'\(given.clippedForMessage)' and '\(word.clippedForMessage)' are both given"
                )
            }
        }
        guard let duration = times.first else {
            throw CSSShorthand.Problem("'\(text.clippedForMessage)' has no duration")
        }
        guard times.count <= 2 else {
            throw CSSShorthand.Problem(
                "a transition has two times, its duration and then its delay, not \(times.count)"
            )
        }
        if case .number(let value, _) = duration.kind, value < 0 {
            throw CSSShorthand.Problem("a transition's duration is not negative, as '\(duration.text)' is")
        }
        return Parts(
            duration: duration.text,
            delay: times.count == 2 ? times[1].text : nil,
            timingFunction: timingFunction,
            property: property
        )
    }
}
