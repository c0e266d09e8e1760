import Foundation

/// The parts of the process's world a command may use, so tests can supply their own.
struct CLIEnvironment {
    /// Environment variables.
    var variables: [String: String]
    /// Whether standard output is a terminal (colour is only used on one in `auto` mode).
    var standardOutputIsTerminal: Bool
    /// Whether standard error is a terminal (messages are wrapped only on one, see ``OutputWidths``).
    var standardErrorIsTerminal = false
    /// How many columns wide the terminal is, when a stream is one and says so.
    var terminalColumns: Int?
    /// Reads standard input, stopping after `limit` bytes.
    var readStandardInput: (_ limit: Int) -> [UInt8]
    /// The user's home directory, for `~/.config/palette`.
    var homeDirectory: String
    /// The directory relative paths are read from (messages show paths under it relative to it).
    var currentDirectory = FileManager.default.currentDirectoryPath

    /// The real process environment.
    static var current: CLIEnvironment {
        CLIEnvironment(
            variables: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1,
            terminalColumns: columns(of: STDERR_FILENO) ?? columns(of: STDOUT_FILENO),
            readStandardInput: { limit in
                var bytes: [UInt8] = []
                while bytes.count < limit,
                    let chunk = try? FileHandle.standardInput.read(upToCount: limit - bytes.count),
                    !chunk.isEmpty
                {
                    bytes += chunk
                }
                return bytes
            },
            homeDirectory: FileManager.default.homeDirectoryForCurrentUser.path
        )
    }

    /// The columns of the terminal `descriptor` is, or `nil` when it is none or does not say.
    private static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The value of a variable, treating an empty value as unset.
    func value(_ name: String) -> String? {
        guard let value = variables[name], !value.isEmpty else { return nil }
        return value
    }

    /// The directory the active-theme choice is kept in: `$PALETTE_CONFIG_DIR`, else
    /// `$XDG_CONFIG_HOME/palette`, else `~/.config/palette`.
    var configDirectory: URL {
        if let directory = value("PALETTE_CONFIG_DIR") {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        if let base = value("XDG_CONFIG_HOME") {
            return URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("palette", isDirectory: true)
        }
        let home = value("HOME") ?? homeDirectory
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".config", isDirectory: true)
            .appendingPathComponent("palette", isDirectory: true)
    }
}
