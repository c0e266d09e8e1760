internal import InternalPaletteUtilities

/// CSS's `linear-gradient()`, as Tokens Studio's colour tokens write a gradient
/// (`linear-gradient(270deg, #ecf1f1 5.21%, {colors.teal} 100%)`): an optional direction, then
/// colour stops, each a colour (any colour text, or a reference) and up to two positions in `%`.
enum CSSLinearGradient {
    /// A gradient as written: its direction in degrees (`nil` when it has none, CSS's `to bottom`)
    /// and its stops, each position in `0...1` once ``parse(_:)`` has placed the stops without one.
    struct Parsed: Equatable {
        var angle: Double?
        var stops: [(color: String, position: Double)]

        static func == (lhs: Parsed, rhs: Parsed) -> Bool {
            lhs.angle == rhs.angle
                && lhs.stops.elementsEqual(rhs.stops) { $0.color == $1.color && $0.position == $1.position }
        }
    }

    /// Whether text calls a CSS gradient function (`linear-gradient(…)`, `radial-gradient(…)`, …).
    static func isGradient(_ text: String) -> Bool {
        guard let (name, _) = CSSColorFunction.parts(of: text) else { return false }
        return name.asciiCaseFolded.hasSuffix("-gradient")
    }

    /// The direction and stops of a `linear-gradient(…)`.
    ///
    /// - Throws: Why the text is not a linear gradient Palette reads, as a phrase.
    static func parse(_ text: String) throws(Problem) -> Parsed {
        guard let (name, inner) = CSSColorFunction.parts(of: text) else { throw Problem("it is no function call") }
        guard name.asciiCaseFolded == "linear-gradient" else {
            throw Problem("'\(name)()' has no DTCG form: a gradient token is a linear gradient's stops")
        }
        var arguments = CSSColorFunction.split(inner, at: ",")
        guard let first = arguments.first else { throw Problem("a gradient has colour stops") }
        var angle: Double?
        if let direction = try direction(first) {
            angle = direction
            arguments.removeFirst()
        }
        guard !arguments.isEmpty else { throw Problem("a gradient has colour stops") }
        var stops: [(color: String, positions: [Double])] = []
        for argument in arguments {
            let words = CSSColorFunction.split(argument[...], at: " ")
            guard let color = words.first else { throw Problem("a colour stop is empty") }
            guard color.last != "%" || Double(color.dropLast()) == nil else {
                throw Problem("a colour hint ('\(color)') has no DTCG form")
            }
            let positions = try words.dropFirst().map { word throws(Problem) in
                guard word.hasSuffix("%"), let percent = Double(word.dropLast()), percent.isFinite else {
                    throw Problem("a stop's position is a percentage, not '\(word)'")
                }
                // Rounded past any digit written, so that `65.1%` is 0.651, not 0.6509999999999999.
                return (percent * 1e8).rounded() / 1e10
            }
            guard positions.count <= 2 else { throw Problem("a colour stop has at most two positions") }
            stops.append((String(color), positions))
        }
        return Parsed(angle: angle, stops: placed(stops))
    }

    /// Why a text is no linear gradient Palette reads.
    struct Problem: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    // MARK: Parts

    /// A direction in degrees, clockwise from up (`to right` is 90), or `nil` when the argument is
    /// no direction (it is the first colour stop).
    private static func direction(_ argument: String) throws(Problem) -> Double? {
        let lowered = argument.asciiCaseFolded
        if lowered.hasPrefix("to ") {
            let sides = Set(lowered.dropFirst(3).split(separator: " ").map(String.init))
            let angles: [Set<String>: Double] = [
                ["top"]: 0, ["right"]: 90, ["bottom"]: 180, ["left"]: 270,
                ["top", "right"]: 45, ["bottom", "right"]: 135, ["bottom", "left"]: 225, ["top", "left"]: 315,
            ]
            guard let angle = angles[sides] else { throw Problem("'\(argument)' is no direction") }
            return angle
        }
        let units: [(suffix: String, degrees: Double)] = [
            ("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360),
        ]
        for (suffix, degrees) in units where lowered.hasSuffix(suffix) {
            guard let number = Double(lowered.dropLast(suffix.count)), number.isFinite else { continue }
            return number * degrees
        }
        return nil
    }

    /// The stops with every position placed as CSS places them: a first stop without one at 0, a
    /// last at 1, those between spread evenly, and none before the one ahead of it.
    private static func placed(_ stops: [(color: String, positions: [Double])]) -> [(color: String, position: Double)] {
        var flat: [(color: String, position: Double?)] = []
        for stop in stops {
            if stop.positions.isEmpty { flat.append((stop.color, nil)) }
            for position in stop.positions { flat.append((stop.color, position)) }
        }
        if flat.first?.position == nil { flat[0].position = 0 }
        if flat.last?.position == nil { flat[flat.count - 1].position = 1 }
        var index = 0
        var last = 0.0
        while index < flat.count {
            if let position = flat[index].position {
                last = max(last, position)
                flat[index].position = last
                index += 1
                continue
            }
            // A run of stops without positions, between `last` and the next placed one.
            let end = flat[index...].firstIndex { $0.position != nil } ?? flat.count - 1
            let next = max(last, flat[end].position ?? 1)
            let count = Double(end - index + 1)
            for (offset, runIndex) in (index..<end).enumerated() {
                flat[runIndex].position = last + (next - last) * Double(offset + 1) / count
            }
            index = end
        }
        return flat.map { ($0.color, $0.position ?? 0) }
    }
}
