import Foundation
internal import InternalPaletteUtilities
import Palette

/// The arithmetic Tokens Studio writes in token values (`{spacing.base} * 2`,
/// `({size.lg} - {size.sm}) / 2`, `floor({size.unit} * 1.5)`): numbers with units, references in
/// braces, `+ - * /`, `^` (a power, as Tokens Studio's evaluator reads it: right-associative, before
/// `*` and `/`, after a sign), parentheses, and the functions of Tokens Studio's evaluator that
/// keep a length a length (``Function``). Anything else is not evaluated, and the reason names it.
enum TokenMath {
    /// A parsed expression.
    indirect enum Expression: Equatable {
        case number(Double, unit: String?)
        case reference([String], text: String)
        case negate(Expression)
        case binary(Character, Expression, Expression)
        case call(Function, [Expression])
    }

    /// The functions Tokens Studio's math evaluates that Palette reads: each takes lengths of one
    /// unit (or plain numbers) and gives one of the same unit.
    enum Function: String, CaseIterable, Equatable {
        case floor, ceil, round, abs, min, max
        /// `roundTo(x, places)`: `x` rounded to `places` decimal places (0 when not given, as
        /// Tokens Studio's `roundTo(x)` has it).
        case roundTo
        /// `pow(x, y)`: `x` to the power `y`, as `x ^ y`.
        case pow

        /// How many arguments it takes.
        var arity: ClosedRange<Int> {
            switch self {
            case .min, .max: 1...Int.max
            case .roundTo: 1...2
            case .pow: 2...2
            default: 1...1
            }
        }
    }

    /// A number and its unit (`nil` for none) as expressions compute them.
    struct Quantity: Equatable {
        var value: Double
        var unit: String?
    }

    /// What a value's text is as math.
    enum Reading: Equatable {
        /// Not an expression: a plain value or a single alias.
        case notMath
        case expression(Expression)
        /// Math Palette does not evaluate, and why.
        case unsupported(String)
    }

    /// Whether text is an expression Palette would read as math (evaluable or not).
    static func isExpression(_ text: String, limits: FormatLimits) -> Bool {
        read(text, limits: limits) != .notMath
    }

    /// Reads text as an expression: no longer than ``FormatLimits/maximumExpressionLength`` (an
    /// expression is a few terms, and evaluating one recurses once for each), nested no deeper
    /// than ``FormatLimits/maximumExpressionDepth``.
    static func read(_ text: String, limits: FormatLimits) -> Reading {
        // Most values are plain or one alias, with no operator or bracket after their first
        // character: not math.
        let bytes = text.utf8
        let braces = bytes.lazy.filter { $0 == UInt8(ascii: "{") }.count
        let isAlias = braces == 1 && bytes.first == UInt8(ascii: "{") && bytes.last == UInt8(ascii: "}")
        guard bytes.dropFirst().contains(where: { "*/+-()^".utf8.contains($0) }) || (braces > 0 && !isAlias) else {
            return .notMath
        }
        guard text.utf8.count <= limits.maximumExpressionLength else {
            return .unsupported("it is longer than Palette evaluates")
        }
        let tokens: [Token]
        switch tokenize(text) {
        case .tokens(let read): tokens = read
        case .notUnderstood(let what):
            // Text with a reference and more around it is math of a kind Palette cannot read.
            let hasReference = text.contains("{") && text.contains("}")
            let isAlias = text.hasPrefix("{") && text.hasSuffix("}") && text.filter { $0 == "{" }.count == 1
            guard hasReference, !isAlias else { return .notMath }
            return .unsupported(what.reason)
        }
        let operands = tokens.filter { if case .operand = $0 { true } else { false } }.count
        let hasBrackets = tokens.contains { $0 == .open || $0 == .close }
        let calls = tokens.contains { if case .function = $0 { true } else { false } }
        guard operands > 1 || hasBrackets || calls else { return .notMath }
        var parser = Parser(tokens: tokens, maximumDepth: limits.maximumExpressionDepth)
        guard let expression = parser.expression(), parser.isAtEnd else {
            return .unsupported("it is not a well-formed expression")
        }
        return .expression(expression)
    }

    /// Evaluates an expression, `resolve` giving each reference's quantity.
    ///
    /// - Throws: Why it cannot be evaluated: mixed units, division by zero, a reference that
    ///   has no number.
    static func evaluate(
        _ expression: Expression,
        resolve: (_ names: [String], _ text: String) throws(MathProblem) -> Quantity
    ) throws(MathProblem) -> Quantity {
        switch expression {
        case .number(let value, let unit): return Quantity(value: value, unit: unit)
        case .reference(let names, let text): return try resolve(names, text)
        case .negate(let inner):
            let value = try evaluate(inner, resolve: resolve)
            return Quantity(value: -value.value, unit: value.unit)
        case .binary(let operation, let left, let right):
            let a = try evaluate(left, resolve: resolve)
            let b = try evaluate(right, resolve: resolve)
            return try combine(a, operation, b)
        case .call(let function, let arguments):
            var values: [Quantity] = []
            for argument in arguments { values.append(try evaluate(argument, resolve: resolve)) }
            return try apply(function, to: values)
        }
    }

    private static func apply(_ function: Function, to arguments: [Quantity]) throws(MathProblem) -> Quantity {
        guard let first = arguments.first else { throw MathProblem(reason: "\(function.rawValue)() has no argument") }
        switch function {
        case .floor: return Quantity(value: first.value.rounded(.down), unit: first.unit)
        case .ceil: return Quantity(value: first.value.rounded(.up), unit: first.unit)
        case .round: return Quantity(value: first.value.rounded(), unit: first.unit)
        case .abs: return Quantity(value: Swift.abs(first.value), unit: first.unit)
        case .pow:
            return try power(first, arguments[1])
        case .roundTo:
            let places = arguments.count > 1 ? arguments[1] : Quantity(value: 0, unit: nil)
            guard places.unit == nil, places.value >= 0, places.value <= 15 else {
                throw MathProblem(reason: "roundTo() rounds to 0 to 15 decimal places")
            }
            let scale = (0..<Int(places.value)).reduce(1.0) { value, _ in value * 10 }
            return Quantity(value: (first.value * scale).rounded() / scale, unit: first.unit)
        case .min, .max:
            let units = Set(arguments.compactMap(\.unit))
            guard units.count <= 1 else {
                throw MathProblem(
                    reason:
                        "\(function.rawValue)() compares lengths in '\(units.sorted().joined(separator: "' and '"))'"
                )
            }
            let values = arguments.map(\.value)
            let value = (function == .min ? values.min() : values.max()) ?? first.value
            return Quantity(value: value, unit: units.first)
        }
    }

    /// Why an expression cannot be evaluated.
    struct MathProblem: Error {
        var reason: String
    }

    /// `base` to the power `exponent`: a plain number to any power, a length only to the first (a
    /// length squared is no length).
    private static func power(_ base: Quantity, _ exponent: Quantity) throws(MathProblem) -> Quantity {
        if let unit = exponent.unit { throw MathProblem(reason: "it raises to a power in '\(unit)'") }
        if let unit = base.unit, exponent.value != 1 {
            throw MathProblem(reason: "it raises a length in '\(unit)' to a power, which gives no length")
        }
        let value = Foundation.pow(base.value, exponent.value)
        guard value.isFinite else { throw MathProblem(reason: "its power is not a finite number") }
        return Quantity(value: value, unit: base.unit)
    }

    private static func combine(_ a: Quantity, _ operation: Character, _ b: Quantity) throws(MathProblem) -> Quantity {
        switch operation {
        case "^":
            return try power(a, b)
        case "+", "-":
            if let left = a.unit, let right = b.unit, left != right {
                throw MathProblem(reason: "it adds '\(left)' to '\(right)'")
            }
            let sign: Double = operation == "+" ? 1 : -1
            return Quantity(value: a.value + sign * b.value, unit: a.unit ?? b.unit)
        case "*":
            // Tokens Studio multiplies lengths in one unit as numbers in that unit (`{base} * 1.5rem`
            // with a base of `1rem` is `1.5rem`), as its own evaluation does.
            if let left = a.unit, let right = b.unit, left != right {
                throw MathProblem(reason: "it multiplies '\(left)' by '\(right)'")
            }
            return Quantity(value: a.value * b.value, unit: a.unit ?? b.unit)
        default:
            guard b.value != 0 else { throw MathProblem(reason: "it divides by zero") }
            if let right = b.unit, right != a.unit {
                throw MathProblem(reason: "it divides by a length in '\(right)'")
            }
            return Quantity(value: a.value / b.value, unit: b.unit == nil ? a.unit : nil)
        }
    }

    // MARK: Reading text

    enum Token: Equatable {
        case operand(Expression)
        case operation(Character)
        case open
        case close
        case comma
        case function(Function)
    }

    /// What text is as an expression's tokens.
    enum Tokenized: Equatable {
        case tokens([Token])
        /// The text holds something that is no part of an expression Palette reads.
        case notUnderstood(NotUnderstood)
    }

    /// What an expression holds that Palette does not evaluate, for the message that names it.
    enum NotUnderstood: Equatable {
        /// A word before a bracket that is none of ``Function``.
        case function(String)
        /// A word that is no function call.
        case word(String)
        /// A character that is no operator, bracket, number or reference.
        case character(Character)
        /// A `{` with no `}`, or braces around no token path.
        case reference(String)

        /// Why the expression was not evaluated, naming what it holds.
        var reason: String {
            switch self {
            case .function(let name):
                "'\(name)()' is not a function Palette evaluates (it reads "
                    + Function.allCases.map { "\($0.rawValue)()" }.joined(separator: ", ") + ")"
            case .word(let word): "'\(word)' is neither a number, a reference nor a function call"
            case .character(let character):
                "'\(character)' is not an operator Palette evaluates (it reads + - * / ^ and parentheses)"
            case .reference(let text): "'\(text)' is not a reference to a token"
            }
        }
    }

    /// The tokens of an expression, or what the text has that is none (a function's name Palette
    /// does not know, another operator, an unclosed brace).
    static func tokenize(_ text: String) -> Tokenized {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
            } else if "+-*/^".contains(character) {
                tokens.append(.operation(character))
                index += 1
            } else if character == "(" || character == ")" {
                tokens.append(character == "(" ? .open : .close)
                index += 1
            } else if character == "," {
                tokens.append(.comma)
                index += 1
            } else if character.isLetter {
                // A function's name, right before its bracket; any other word is not math.
                var end = index
                while end < characters.count, characters[end].isLetter { end += 1 }
                let word = String(characters[index..<end])
                var bracket = end
                while bracket < characters.count, characters[bracket] == " " { bracket += 1 }
                guard bracket < characters.count, characters[bracket] == "(" else {
                    return .notUnderstood(.word(word))
                }
                guard let function = Function(rawValue: word) else { return .notUnderstood(.function(word)) }
                tokens.append(.function(function))
                index = bracket
            } else if character == "{" {
                guard let end = characters[index...].firstIndex(of: "}") else {
                    return .notUnderstood(.reference(String(characters[index...])))
                }
                let inner = String(characters[(index + 1)..<end])
                guard case .path(let names) = AliasSyntax.alias(in: "{\(inner)}") else {
                    return .notUnderstood(.reference("{\(inner)}"))
                }
                tokens.append(.operand(.reference(names, text: "{\(inner)}")))
                index = end + 1
            } else if character.isASCIIDigitOrPoint {
                var end = index
                while end < characters.count, characters[end].isASCIIDigitOrPoint { end += 1 }
                guard let value = Double(String(characters[index..<end])) else {
                    return .notUnderstood(.word(String(characters[index..<end])))
                }
                var unitEnd = end
                while unitEnd < characters.count, characters[unitEnd].isLetter || characters[unitEnd] == "%" {
                    unitEnd += 1
                }
                let unit = unitEnd > end ? String(characters[end..<unitEnd]).asciiCaseFolded : nil
                tokens.append(.operand(.number(value, unit: unit)))
                index = unitEnd
            } else {
                return .notUnderstood(.character(character))
            }
        }
        return .tokens(tokens)
    }

    /// A recursive-descent parser over the tokens: sums of products of signed powers, as Tokens
    /// Studio's evaluator (expr-eval) reads them: `-2 ^ 2` is `-(2 ^ 2)`, `2 ^ 3 ^ 2` is `2 ^ (3 ^ 2)`.
    private struct Parser {
        let tokens: [Token]
        /// How deeply parentheses and signs may nest; deeper is refused rather than recursed into.
        let maximumDepth: Int
        var index = 0
        /// Nesting so far.
        var depth = 0

        var isAtEnd: Bool { index == tokens.count }

        mutating func expression() -> Expression? {
            guard depth < maximumDepth, var left = term() else { return nil }
            while index < tokens.count, case .operation(let operation) = tokens[index],
                operation == "+" || operation == "-"
            {
                index += 1
                guard let right = term() else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        private mutating func term() -> Expression? {
            guard var left = signed() else { return nil }
            while index < tokens.count, case .operation(let operation) = tokens[index],
                operation == "*" || operation == "/"
            {
                index += 1
                guard let right = signed() else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        /// A power, or a sign before one.
        private mutating func signed() -> Expression? {
            guard index < tokens.count else { return nil }
            guard tokens[index] == .operation("-") else { return power() }
            index += 1
            depth += 1
            defer { depth -= 1 }
            return depth < maximumDepth ? signed().map(Expression.negate) : nil
        }

        /// A factor, raised to a (signed) power when `^` follows: right-associative.
        private mutating func power() -> Expression? {
            guard let base = factor() else { return nil }
            guard index < tokens.count, tokens[index] == .operation("^") else { return base }
            index += 1
            depth += 1
            defer { depth -= 1 }
            guard depth < maximumDepth, let exponent = signed() else { return nil }
            return .binary("^", base, exponent)
        }

        private mutating func factor() -> Expression? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case .operand(let operand): return operand
            case .open:
                depth += 1
                defer { depth -= 1 }
                guard let inner = expression(), index < tokens.count, tokens[index] == .close else { return nil }
                index += 1
                return inner
            case .function(let function):
                depth += 1
                defer { depth -= 1 }
                guard depth < maximumDepth, index < tokens.count, tokens[index] == .open else { return nil }
                index += 1
                var arguments: [Expression] = []
                while true {
                    guard let argument = expression() else { return nil }
                    arguments.append(argument)
                    guard index < tokens.count else { return nil }
                    if tokens[index] == .comma {
                        index += 1
                        continue
                    }
                    guard tokens[index] == .close else { return nil }
                    index += 1
                    break
                }
                guard function.arity.contains(arguments.count) else { return nil }
                return .call(function, arguments)
            default: return nil
            }
        }
    }
}

extension Character {
    /// Whether the character is an ASCII digit or a decimal point.
    fileprivate var isASCIIDigitOrPoint: Bool { ("0"..."9").contains(self) || self == "." }
}
