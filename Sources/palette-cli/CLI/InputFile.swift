import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// Files named on the command line: payloads, theme files, `-` for standard input.
enum InputFile {
    /// What is said of a path where there is nothing, after the path: `no such file`.
    static let noSuchFile = ThemeError.noSuchFile(location: nil).message

    /// What a folder in which no file is a theme file is told: `'brand' has no theme files …`.
    static let noThemeFiles = "has no theme files (*.json, *.tokens, *.plist)"

    /// The message for a path where there is nothing: `no such file 'brand.json'`.
    static func missing(_ path: String, folderToo: Bool = false) -> String {
        ThemeError.noSuchFile(folderToo: folderToo, location: .init(file: path)).description + notUTF8(path)
    }

    /// What is said of a path where there is nothing, after the path, for a path whose name as
    /// typed was not UTF-8: `no such file`, and why.
    static func noSuchFile(_ path: String) -> String {
        noSuchFile + notUTF8(path)
    }

    /// Why a path whose name is not UTF-8 names nothing: the command line reaches Swift as text,
    /// each byte that is not UTF-8 replaced by U+FFFD, so the file exists but that path does not.
    /// Empty for any other path.
    private static func notUTF8(_ path: String) -> String {
        guard path.unicodeScalars.contains("\u{FFFD}") else { return "" }
        return "; its name is not valid UTF-8 (each '\u{FFFD}' stands for bytes that are not), "
            + "which palette cannot open: rename the file"
    }

    /// Whether something (a file or a folder) is at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Whether an argument that names no theme is meant as a file: it has a `/` or ends in a theme
    /// file's extension (`.json`, `.tokens`, `.plist`).
    static func looksLikePath(_ argument: String) -> Bool {
        argument.contains("/")
            || ThemeFileFormat.fileExtensions.contains((argument as NSString).pathExtension.asciiCaseFolded)
    }

    /// The bytes of `source`, a file or standard input for `-`, refusing anything larger than
    /// `limit` bytes before reading it all; problems name the file (`<stdin>` for `-`).
    static func read(_ source: String, limit: Int, environment: CLIEnvironment) throws(CLIError) -> [UInt8] {
        guard source == "-" || exists(source) else { throw .failure(missing(source)) }
        do throws(ThemeError) {
            guard source != "-" else {
                let bytes = environment.readStandardInput(limit + 1)
                guard bytes.count <= limit else { throw .inputTooLarge(size: nil, limit: limit, location: nil) }
                return bytes
            }
            return try FileReading.read(URL(fileURLWithPath: source), limit: limit)
        } catch {
            throw CLIError(error.inFile(displayName(source)))
        }
    }

    /// The name a diagnostic gives `source`: the path, or `<stdin>` for `-`.
    static func displayName(_ source: String) -> String {
        source == "-" ? "<stdin>" : source
    }
}
