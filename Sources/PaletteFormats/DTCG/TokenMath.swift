internal import InternalPaletteUtilities
import Palette

/// The arithmetic Tokens Studio writes in token values (`{spacing.base} * 2`,
/// `({size.lg} - {size.sm}) / 2`, `floor({size.unit} * 1.5)`): numbers with units, references in
/// braces, `+ - * /`, parentheses, and the functions of Tokens Studio's evaluator that keep a
/// length a length (``Function``). Anything else is not evaluated.
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
        /// `roundTo(x, places)`: `x` rounded to `places` decimal places.
        case roundTo

        /// How many arguments it takes: `nil` for one or more.
        var arity: Int? {
            switch self {
            case .min, .max: nil
            case .roundTo: 2
            default: 1
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
        guard bytes.dropFirst().contains(where: { "*/+-()".utf8.contains($0) }) || (braces > 0 && !isAlias) else {
            return .notMath
        }
        guard text.utf8.count <= limits.maximumExpressionLength else {
            return .unsupported("it is longer than Palette evaluates")
        }
        guard let tokens = tokenize(text) else {
            // Text with a reference and more around it is math of a kind Palette cannot read.
            let hasReference = text.contains("{") && text.contains("}")
            let isAlias = text.hasPrefix("{") && text.hasSuffix("}") && text.filter { $0 == "{" }.count == 1
            guard hasReference, !isAlias else { return .notMath }
            return .unsupported(
                "functions and other operators are not evaluated; Palette reads + - * /, parentheses and "
                    + Function.allCases.map { "\($0.rawValue)()" }.joined(separator: ", ")
            )
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
        case .roundTo:
            let places = arguments[1]
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

    private static func combine(_ a: Quantity, _ operation: Character, _ b: Quantity) throws(MathProblem) -> Quantity {
        switch operation {
        case "+", "-":
            if let left = a.unit, let right = b.unit, left != right {
                throw MathProblem(reason: "it adds '\(left)' to '\(right)'")
            }
            let sign: Double = operation == "+" ? 1 : -1
            return Quantity(value: a.value + sign * b.value, unit: a.unit ?? b.unit)
        case "*":
            if let left = a.unit, let right = b.unit {
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

    /// The tokens of an expression, or `nil` when the text has anything else (a function's name,
    /// a comma, an unclosed brace).
    static func tokenize(_ text: String) -> [Token]? {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == " " || character == "\t" {
                index += 1
            } else if "+-*/".contains(character) {
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
                guard end < characters.count, characters[end] == "(",
                    let function = Function(rawValue: String(characters[index..<end]))
                else { return nil }
                tokens.append(.function(function))
                index = end
            } else if character == "{" {
                guard let end = characters[index...].firstIndex(of: "}") else { return nil }
                let inner = String(characters[(index + 1)..<end])
                guard case .path(let names) = AliasSyntax.alias(in: "{\(inner)}") else { return nil }
                tokens.append(.operand(.reference(names, text: "{\(inner)}")))
                index = end + 1
            } else if character.isASCIIDigitOrPoint {
                var end = index
                while end < characters.count, characters[end].isASCIIDigitOrPoint { end += 1 }
                guard let value = Double(String(characters[index..<end])) else { return nil }
                var unitEnd = end
                while unitEnd < characters.count, characters[unitEnd].isLetter || characters[unitEnd] == "%" {
                    unitEnd += 1
                }
                let unit = unitEnd > end ? String(characters[end..<unitEnd]).asciiCaseFolded : nil
                tokens.append(.operand(.number(value, unit: unit)))
                index = unitEnd
            } else {
                return nil
            }
        }
        return tokens
    }

    /// A recursive-descent parser over the tokens: sums of products of factors.
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
            guard var left = factor() else { return nil }
            while index < tokens.count, case .operation(let operation) = tokens[index],
                operation == "*" || operation == "/"
            {
                index += 1
                guard let right = factor() else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        private mutating func factor() -> Expression? {
            guard index < tokens.count else { return nil }
            let token = tokens[index]
            index += 1
            switch token {
            case .operand(let operand): return operand
            case .operation("-"):
                depth += 1
                defer { depth -= 1 }
                return depth < maximumDepth ? factor().map(Expression.negate) : nil
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
                if let arity = function.arity, arguments.count != arity { return nil }
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
