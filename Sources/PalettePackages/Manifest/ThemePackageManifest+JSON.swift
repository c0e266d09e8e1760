internal import InternalPaletteUtilities
import Palette

extension ThemePackageManifest {
    /// Reads a manifest, reporting every problem at once, each with its path and line:column.
    ///
    /// The text is strict JSON of at most ``/Palette/ThemeLimits/maximumDocumentSize`` bytes. Members other
    /// than those described in ``ThemePackageManifest`` are ignored, so a host can add its own.
    ///
    /// - Parameters:
    ///   - json: The manifest's bytes.
    ///   - file: Where they came from (a path or a URL), for locations.
    ///   - limits: The bounds on the manifest and on the package it describes.
    /// - Throws: The problem, or ``/Palette/ThemeError/Code/invalidDocument`` listing several:
    ///   text that is not JSON, a missing or mistyped member, anything ``problems(limits:)`` finds.
    public init(json: some Collection<UInt8>, file: String? = nil, limits: PackageLimits = .default) throws(ThemeError)
    {
        let root: JSONNode
        do {
            root = try JSONParser.read(json, options: .document(limits.theme, lenient: false))
        } catch {
            throw error.inFile(file)
        }
        var reader = ManifestReader()
        let manifest = reader.manifest(root)
        var problems = reader.problems
        if let manifest {
            problems += manifest.problems(limits: limits).map { problem in
                guard let path = problem.location?.path, let location = reader.locations[path] else { return problem }
                return problem.relocated(to: location)
            }
        }
        if let problem = ThemeError.combining(problems.map { $0.inFile(file) }) {
            throw problem.code == .invalidDocument ? .invalidDocument(file: file, problems: problem.problems) : problem
        }
        guard let manifest else { throw .malformedInput(reason: "not a theme package manifest", location: nil) }
        self = manifest
    }

    /// The manifest as `palette pack` writes it: pretty-printed JSON, members in a fixed order,
    /// files sorted by path, so that packing the same folder twice gives the same bytes (and the
    /// same SHA-256).
    public var json: String {
        let files = files.map { file in
            JSONNode(
                .orderedObject([
                    ("path", .string(file.path)), ("size", .number(Double(file.size))),
                    ("sha256", .string(file.sha256)),
                ])
            )
        }
        let root = JSONValue.orderedObject([
            ("formatVersion", .number(Double(formatVersion))),
            ("id", .string(id)),
            ("version", .string(version.description)),
            ("theme", .string(theme)),
            ("files", .array(files)),
        ])
        return JSONWriter.string(root) + "\n"
    }
}

/// Reads a manifest's JSON, noting every problem and where each member was.
private struct ManifestReader {
    var problems: [ThemeError] = []
    /// The place of each member read, by its path (`files[2].size`), for problems found after.
    var locations: [String: ThemeError.Location] = [:]

    mutating func manifest(_ root: JSONNode) -> ThemePackageManifest? {
        guard root.members != nil else {
            problems.append(
                .typeMismatch(
                    expected: "a theme package manifest object",
                    found: root.value.typeDescription,
                    location: root.location(.root)
                )
            )
            return nil
        }
        let formatVersion = integer(root, "formatVersion", at: .root)
        let id = string(root, "id", at: .root)
        let versionText = string(root, "version", at: .root)
        let theme = string(root, "theme", at: .root)
        var version: ThemePackageVersion?
        if let versionText, let node = root["version"] {
            version = ThemePackageVersion(versionText)
            if version == nil {
                problems.append(
                    .invalidValue(
                        value: versionText,
                        reason: ThemePackageVersion.rule,
                        location: node.location(JSONPath.root.appending("version"))
                    )
                )
            }
        }
        let files = fileList(root)
        guard let formatVersion, let id, let version, let theme, let files else { return nil }
        var manifest = ThemePackageManifest(id: id, version: version, theme: theme, files: [])
        manifest.formatVersion = formatVersion
        // Kept in the manifest's order, so that a problem's index is the one the file shows.
        manifest.files = files
        return manifest
    }

    private mutating func fileList(_ root: JSONNode) -> [ThemePackageManifest.File]? {
        let path = JSONPath.root.appending("files")
        guard let node = root["files"] else {
            problems.append(.missingKey(key: "files", location: root.location(.root)))
            return nil
        }
        locations["files"] = node.location(path)
        guard let elements = node.elements else {
            problems.append(
                .typeMismatch(
                    expected: "an array of files",
                    found: node.value.typeDescription,
                    location: node.location(path)
                )
            )
            return nil
        }
        var files: [ThemePackageManifest.File] = []
        var complete = true
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            guard element.members != nil else {
                problems.append(
                    .typeMismatch(
                        expected: "a file object with 'path', 'size' and 'sha256'",
                        found: element.value.typeDescription,
                        location: element.location(elementPath)
                    )
                )
                complete = false
                continue
            }
            let filePath = string(element, "path", at: elementPath)
            let size = integer(element, "size", at: elementPath)
            let digest = string(element, "sha256", at: elementPath)
            guard let filePath, let size, let digest else {
                complete = false
                continue
            }
            files.append(.init(path: filePath, size: size, sha256: digest))
        }
        return complete ? files : nil
    }

    private mutating func string(_ node: JSONNode, _ key: String, at path: JSONPath) -> String? {
        guard let member = member(node, key, at: path) else { return nil }
        guard let string = member.string else {
            problems.append(
                .typeMismatch(
                    expected: "a string",
                    found: member.value.typeDescription,
                    location: member.location(path.appending(key))
                )
            )
            return nil
        }
        return string
    }

    private mutating func integer(_ node: JSONNode, _ key: String, at path: JSONPath) -> Int? {
        guard let member = member(node, key, at: path) else { return nil }
        // Sizes up to 2^53 are exact in a double; anything larger is over every limit anyway.
        guard let number = member.number, number.rounded() == number, abs(number) < 9_007_199_254_740_992 else {
            problems.append(
                .typeMismatch(
                    expected: "a whole number",
                    found: member.number.map { "the number \($0)" } ?? member.value.typeDescription,
                    location: member.location(path.appending(key))
                )
            )
            return nil
        }
        return Int(number)
    }

    private mutating func member(_ node: JSONNode, _ key: String, at path: JSONPath) -> JSONNode? {
        guard let member = node[key] else {
            problems.append(.missingKey(key: key, location: node.location(path)))
            return nil
        }
        locations[path.appending(key).description] = member.location(path.appending(key))
        return member
    }
}
