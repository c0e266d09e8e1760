import Foundation
internal import InternalPaletteUtilities
import Palette

/// The record of what is installed for one package identifier, `installed.json` in its folder: the
/// version folder in use and where it came from.
///
/// Replacing this one small file by a rename is the moment an install or an update takes effect;
/// everything before it happens in folders nothing reads.
struct InstallRecord: Hashable, Sendable {
    /// The record's file name.
    static let fileName = "installed.json"

    var id: String
    var version: ThemePackageVersion
    /// The name of the version folder, beside the record.
    var folder: String
    var source: URL?
    var manifestSHA256: String
    var entityTag: String?

    /// The record as it is written.
    var data: Data {
        var members: [(String, JSONValue)] = [
            ("formatVersion", .number(1)), ("id", .string(id)), ("version", .string(version.description)),
            ("folder", .string(folder)), ("sha256", .string(manifestSHA256)),
        ]
        if let source { members.append(("url", .string(source.absoluteString))) }
        if let entityTag { members.append(("etag", .string(entityTag))) }
        return Data((JSONWriter.string(.orderedObject(members)) + "\n").utf8)
    }

    /// Reads a record.
    ///
    /// - Throws: ``/Palette/ThemeError/Code/malformedInput`` for anything but a record this
    ///   version wrote: the folder must be a plain name, the digest 64 hexadecimal digits.
    init(data: some Collection<UInt8>) throws(ThemeError) {
        let root = try JSONParser.read(data, options: .strict)
        guard let id = root["id"]?.string, PackagePath.identifierProblem(id) == nil,
            let version = root["version"]?.string.flatMap(ThemePackageVersion.init),
            let folder = root["folder"]?.string, PackagePath.problem(folder, limits: .default) == nil,
            !folder.contains("/"),
            let digest = root["sha256"]?.string, ThemePackageReference.normalizedDigest(digest) == digest
        else {
            throw .malformedInput(reason: "not an install record", location: nil)
        }
        self.id = id
        self.version = version
        self.folder = folder
        self.manifestSHA256 = digest
        source = root["url"]?.string.flatMap(URL.init(string:))
        entityTag = root["etag"]?.string
    }

    init(
        id: String,
        version: ThemePackageVersion,
        folder: String,
        source: URL?,
        manifestSHA256: String,
        entityTag: String?
    ) {
        self.id = id
        self.version = version
        self.folder = folder
        self.source = source
        self.manifestSHA256 = manifestSHA256
        self.entityTag = entityTag
    }
}
