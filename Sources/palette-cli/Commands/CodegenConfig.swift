import Foundation
internal import InternalPaletteUtilities
import PaletteFormats

/// `palette.json`, the build plugin's configuration beside a target's theme files: more theme
/// files to compile, whatever their names.
///
/// ```json
/// { "files": ["brand.json", "../Design/ocean.tokens.json"] }
/// ```
///
/// `files` is its one key: paths of theme files relative to the folder `palette.json` is in
/// (or absolute). A path may name a folder that is one theme, as a Tokens Studio folder is; it
/// is compiled as `palette codegen FOLDER` compiles it. Every problem is reported with its line
/// and column.
struct CodegenConfig {
    /// The name the build plugin looks for.
    static let fileName = "palette.json"
    static let keys = ["files"]

    /// The listed files and folders that exist, as paths.
    var files: [String] = []
    /// Every problem in the file, located.
    var problems: [ThemeError] = []

    /// Reads the configuration at `path` under `limits`; it never throws, every problem is in
    /// ``problems``.
    init(path: String, limits: FormatLimits) {
        let root: JSONNode
        do throws(ThemeError) {
            let bytes = try FileReading.read(URL(fileURLWithPath: path), limit: limits.maximumDocumentSize)
            root = try JSONParser.read(bytes, options: .strict)
        } catch {
            problems = [error.inFile(path)]
            return
        }
        guard let members = root.members else {
            problems = [
                .typeMismatch(
                    expected: #"an object, {"files": ["brand.json"]}"#,
                    found: root.value.typeDescription,
                    location: root.location(.root, file: path)
                )
            ]
            return
        }
        for member in members where !Self.keys.contains(member.key) {
            problems.append(
                .unknownKey(
                    key: member.key,
                    expected: Self.keys,
                    suggestion: Suggestion.closest(to: member.key, in: Self.keys),
                    location: member.keyLocation(JSONPath.root.appending(member.key)).inFile(path)
                )
            )
        }
        guard let list = root["files"] else {
            problems.append(.missingKey(key: "files", location: root.location(.root, file: path)))
            return
        }
        let listPath = JSONPath.root.appending("files")
        guard case .array(let entries) = list.value else {
            problems.append(
                .typeMismatch(
                    expected: "an array of paths",
                    found: list.value.typeDescription,
                    location: list.location(listPath, file: path)
                )
            )
            return
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for (index, entry) in entries.enumerated() {
            let location = entry.location(listPath.appending(index: index), file: path)
            guard let relative = entry.string else {
                problems.append(
                    .typeMismatch(expected: "a path", found: entry.value.typeDescription, location: location)
                )
                continue
            }
            let file = relative.hasPrefix("/") ? relative : folder.appendingPathComponent(relative).path
            guard !relative.isEmpty, FileManager.default.fileExists(atPath: file) else {
                problems.append(
                    .unresolvedReference(
                        reference: relative,
                        reason: "no such file or folder; a path is relative to the folder palette.json is in",
                        location: location
                    )
                )
                continue
            }
            files.append(file)
        }
    }
}
