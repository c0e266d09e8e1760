import Palette

extension DTCGValueReader {
    /// The types whose values Tokens Studio may write as math (in files not held to DTCG 2025.10).
    static let mathTypes: Set<DTCGType> = [.dimension, .number, .fontWeight, .duration]

    /// The value of an expression (`{spacing.base} * 2`), each reference read as the token it
    /// names; `nil` and one warning when it cannot be evaluated (the token is then skipped).
    mutating func evaluate(
        _ expression: TokenMath.Expression,
        text: String,
        as type: DTCGType,
        at site: Site,
        reader: inout DocumentReader
    ) -> DTCGValue? {
        let result: TokenMath.Quantity
        do throws(TokenMath.MathProblem) {
            result = try TokenMath.evaluate(expression) { names, reference throws(TokenMath.MathProblem) in
                try quantity(of: names, text: reference, from: site, reader: &reader)
            }
        } catch {
            if !error.reason.isEmpty { warnUnevaluated(text, error.reason, site, &reader) }
            return nil
        }
        var unit = result.unit
        var value = result.value
        if unit == "%", type != .dimension || conventions.units.percentIsEm {
            value /= 100
            unit = type == .dimension ? "em" : nil
        }
        switch type {
        case .dimension:
            return .dimension(DTCGDimension(value: value, unit: unit ?? conventions.units.dimension ?? ""))
        case .duration:
            let durationUnit = unit ?? conventions.units.duration ?? "ms"
            guard Self.durationUnits.contains(durationUnit) else {
                warnUnevaluated(text, "a duration is in 'ms' or 's', not '\(durationUnit)'", site, &reader)
                return nil
            }
            return .duration(DTCGDuration(value: value, unit: durationUnit))
        case .number, .fontWeight:
            if type == .number, let unit, !site.isStrict, Dimension.unit(named: unit) != nil,
                let path = tokenBeingRead, let token = tree.token(at: path), Self.valueSite(of: token).path == site.path
            {
                // kespeee/ids' `{base} * 0.125` typed `number`, `base` being `"16px"`: a length.
                noteNumberAsLength(text, path, file: site.file, at: site.location, reader: &reader)
                return .dimension(DTCGDimension(value: value, unit: unit))
            }
            if let unit {
                warnUnevaluated(text, "\(type.noun) has no unit, but this gives '\(unit)'", site, &reader)
                return nil
            }
            guard type == .number || (1...1000).contains(value) else {
                warnUnevaluated(text, "a font weight is from 1 to 1000, but this gives \(value)", site, &reader)
                return nil
            }
            return type == .number ? .number(value) : .fontWeight(value)
        default:
            return nil
        }
    }

    /// A referenced token's value as a number and unit; a problem with no reason when the
    /// reference itself is broken (that error is already recorded).
    private mutating func quantity(
        of names: [String],
        text: String,
        from site: Site,
        reader: inout DocumentReader
    ) throws(TokenMath.MathProblem) -> TokenMath.Quantity {
        guard let target = aliasTarget(names, text: text, from: site, reader: &reader) else {
            throw TokenMath.MathProblem(reason: "")
        }
        noteUse(of: target.path)
        if let scalar = Self.plainNumber(of: target) { return TokenMath.Quantity(value: scalar, unit: nil) }
        guard case .known(let type)? = self.type(of: target, reader: &reader) else {
            throw TokenMath.MathProblem(reason: "'\(text)' has no number")
        }
        switch value(of: target, as: type, reader: &reader) {
        case .dimension(let dimension):
            return TokenMath.Quantity(value: dimension.value, unit: dimension.unit.isEmpty ? nil : dimension.unit)
        case .duration(let duration): return TokenMath.Quantity(value: duration.value, unit: duration.unit)
        case .number(let number), .fontWeight(let number): return TokenMath.Quantity(value: number, unit: nil)
        case nil: throw TokenMath.MathProblem(reason: "")
        default: throw TokenMath.MathProblem(reason: "'\(text)' is \(type.noun) token, not a number or a length")
        }
    }

    /// The number a token of a file not held to DTCG 2025.10 writes with no unit (`"2"`, `16`),
    /// whatever its type: Tokens Studio puts the text in the expression, so `{spacing.xs} *
    /// {spacing.scale}` with `"4"` and `"2"` is 8, not a length times a length, and an `other`
    /// token's `"16"` is 16.
    private static func plainNumber(of token: DTCGTokenTree.Token) -> Double? {
        guard !token.isStrict, token.reference == nil, let node = token.value else { return nil }
        switch node.value {
        case .number(let number): return number
        case .string(let text):
            guard let (value, unit) = Dimension.split(text), unit.isEmpty else { return nil }
            return value
        default: return nil
        }
    }

    private func warnUnevaluated(_ text: String, _ reason: String, _ site: Site, _ reader: inout DocumentReader) {
        leaveOut(feature: "math '\(text)'", because: "\(reason); it was not evaluated", at: site, reader: &reader)
    }
}
