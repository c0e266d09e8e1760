internal import InternalPaletteUtilities
import PaletteFormats

/// A parsed command line: the command, its positional arguments, flags and option values.
struct Invocation: Sendable {
    var command: Command?
    var positionals: [String] = []
    var flags: Set<String> = []
    /// Every value given for each option, in order (options such as `--map` repeat).
    var options: [String: [String]] = [:]

    /// The last value given for an option.
    func option(_ name: String) -> String? { options[name]?.last }

    /// Every value given for an option.
    func values(_ name: String) -> [String] { options[name] ?? [] }
}

/// Hand-written parsing of `palette [options] <command> [arguments] [options]`.
///
/// Options may come before or after the command, as `--name value` or `--name=value`; `--` ends
/// the options; `-` is an argument (standard input), not an option.
enum CommandLineParser {
    /// Flags every command accepts.
    static let globalFlags: Set<String> = ["help", "version", "verbose", "strict"]
    /// Options with a value every command accepts.
    static let globalOptions: Set<String> = Set(["theme", "color", "themes", "input", "variant-modifier"]).union(
        LimitOptions.names
    )

    static func parse(_ arguments: [String]) throws(CLIError) -> Invocation {
        var invocation = Invocation()
        var seen: [String] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                if invocation.command == nil && invocation.positionals.isEmpty {
                    invocation.command = try command(named: argument)
                } else {
                    invocation.positionals.append(argument)
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument == "-h" {
                invocation.flags.insert("help")
                continue
            }
            guard argument.hasPrefix("--") else {
                let hint = suggestion(for: String(argument.dropFirst()), in: invocation.command)
                throw .usage("unknown option '\(argument.clippedForMessage)'\(hint)", command: invocation.command?.name)
            }
            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            seen.append(name)
            if Command.allOptions.contains(name) {
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw .usage("option '--\(name)' needs a value", command: invocation.command?.name)
                }
                if inlineValue == nil { index += 1 }
                invocation.options[name, default: []].append(value)
            } else if Command.allFlags.contains(name) {
                guard inlineValue == nil else {
                    throw .usage("option '--\(name)' does not take a value", command: invocation.command?.name)
                }
                invocation.flags.insert(name)
            } else {
                let hint = suggestion(for: name, in: invocation.command)
                throw .usage("unknown option '--\(name.clippedForMessage)'\(hint)", command: invocation.command?.name)
            }
        }
        try validate(invocation, seen: seen)
        return invocation
    }

    private static func command(named name: String) throws(CLIError) -> Command {
        if let command = Command.all.first(where: { $0.name == name }) { return command }
        let names = Command.all.map(\.name)
        let suggestion = Suggestion.closest(to: name, in: names)
        let hint =
            suggestion == nil
            ? "; the commands are \(names.joined(separator: ", "))" : Suggestion.didYouMean(suggestion)
        throw .usage("unknown command '\(name.clippedForMessage)'\(hint)", command: nil)
    }

    /// `; did you mean '--NAME'?` for the option closest to `name` among those `command` accepts
    /// (every command's, before the command is known); empty when none is close.
    private static func suggestion(for name: String, in command: Command?) -> String {
        let names =
            command.map { globalFlags.union(globalOptions).union($0.flags).union($0.options) }
            ?? Command.allFlags.union(Command.allOptions)
        return Suggestion.didYouMean(Suggestion.closest(to: name, in: names.sorted()), quoting: { "--\($0)" })
    }

    private static func validate(_ invocation: Invocation, seen: [String]) throws(CLIError) {
        if let color = invocation.option("color"), ColorMode(rawValue: color.asciiCaseFolded) == nil {
            throw .usage("'--color' must be auto, always or never, not '\(color)'", command: invocation.command?.name)
        }
        guard let command = invocation.command else { return }
        for name in seen where !globalFlags.contains(name) && !globalOptions.contains(name) {
            guard command.flags.contains(name) || command.options.contains(name) else {
                let hint = suggestion(for: name, in: command)
                throw .usage("'palette \(command.name)' has no option '--\(name)'\(hint)", command: command.name)
            }
        }
        guard !invocation.flags.contains("help") else { return }
        let count = invocation.positionals.count
        if count < command.positionals.lowerBound {
            throw .usage("'palette \(command.name)' needs \(command.arguments)", command: command.name)
        }
        if count > command.positionals.upperBound {
            let extra = invocation.positionals[command.positionals.upperBound]
            throw .usage("unexpected argument '\(extra)' for 'palette \(command.name)'", command: command.name)
        }
    }
}
