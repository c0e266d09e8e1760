import Foundation

/// The parts of the process's world a command may use, so tests can supply their own.
struct CLIEnvironment {
    /// Environment variables.
    var variables: [String: String]
    /// Whether standard output is a terminal (colour is only used on one in `auto` mode).
    var standardOutputIsTerminal: Bool
    /// Reads standard input, stopping after `limit` bytes.
    var readStandardInput: (_ limit: Int) -> [UInt8]
    /// The user's home directory, for `~/.config/palette`.
    var homeDirectory: String

    /// The real process environment.
    static var current: CLIEnvironment {
        CLIEnvironment(
            variables: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
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
