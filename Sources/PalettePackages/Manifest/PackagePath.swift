internal import InternalPaletteUtilities
import Palette

/// The rules for a path inside a theme package, and for a package's identifier, which names its
/// folder on disk.
///
/// A manifest comes from the network, and its paths become files on the device, so they are held
/// to a plain form that means the same on every file system and in every URL: folders separated by
/// `/`, each name of ASCII letters, digits, spaces and `. _ - + @`, never starting with a dot or
/// ending with a dot or a space. That rules out `..`, absolute and drive paths, backslashes, NUL and
/// other control characters, `%`, `?`, `#` and `:` (which a URL would read as something else),
/// hidden files, and look-alike letters. Two paths that differ only in case name one file on a
/// case-insensitive disk (APFS and HFS+ by default), so a manifest may not hold both; nor a file
/// and a folder of one name. A package never holds a symbolic link: the installer writes every
/// file itself, and `palette pack` refuses a folder that holds one.
package enum PackagePath {
    /// The manifest's own name, in the package's top folder.
    package static let manifestName = "theme-package.json"

    /// Why `path` cannot be a file's path in a package, or `nil` when it can.
    package static func problem(_ path: String, limits: PackageLimits) -> String? {
        if path.isEmpty { return "a package file's path cannot be empty" }
        if path.utf8.count > limits.maximumPathLength {
            return "a package file's path is at most \(limits.maximumPathLength) bytes"
        }
        if path.hasPrefix("/") { return "a package file's path is relative to the package, not absolute" }
        if path.contains("\\") { return "a package file's path uses '/' between folders, not '\\'" }
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        if names.contains("..") { return "a package file cannot be outside the package ('..' is not allowed)" }
        if names.count > limits.maximumPackageFolderDepth + 1 {
            return "a package file is at most \(limits.maximumPackageFolderDepth) folders deep"
        }
        for name in names {
            if let problem = nameProblem(name) { return problem }
        }
        if path.asciiCaseFolded == manifestName { return "'\(manifestName)' is the manifest's own name" }
        return nil
    }

    /// Why `name` cannot be one name of a path, or `nil` when it can.
    private static func nameProblem(_ name: Substring) -> String? {
        if name.isEmpty { return "a package file's path has no empty folder names ('//', or '/' at an end)" }
        if name.first == "." { return "a package file's name cannot start with '.' (no '.', '..' or hidden files)" }
        if name.last == "." || name.last == " " || name.first == " " {
            return "a package file's name cannot start with a space or end with '.' or a space"
        }
        guard name.utf8.allSatisfy(isAllowed) else {
            return "a package file's name is ASCII letters, digits, spaces and '. _ - + @' only"
        }
        return nil
    }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    /// Why `id` cannot be a package's identifier, or `nil` when it can: 1 to 128 ASCII letters,
    /// digits and `. _ -`, starting with a letter or digit, since it names the package's folder.
    package static func identifierProblem(_ id: String) -> String? {
        guard (1...128).contains(id.utf8.count) else { return "a package identifier is 1 to 128 characters" }
        guard let first = id.utf8.first, isAlphanumeric(first),
            id.utf8.allSatisfy({
                isAlphanumeric($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
            })
        else {
            return "a package identifier is ASCII letters, digits and '. _ -', starting with a letter or digit"
        }
        return nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The problems of a whole list of paths: two that differ only in case, and a path that is
    /// also a folder of another, each named with the index of the later path.
    package static func conflicts(_ paths: [String]) -> [(index: Int, reason: String)] {
        var files: [String: String] = [:]
        var folders: [String: String] = [:]
        var conflicts: [(Int, String)] = []
        for (index, path) in paths.enumerated() {
            let folded = path.asciiCaseFolded
            if let other = files[folded] {
                let same =
                    other == path ? "is listed twice" : "names the same file as '\(other)' on a case-insensitive disk"
                conflicts.append((index, "'\(path)' \(same)"))
                continue
            }
            if let other = folders[folded] {
                conflicts.append((index, "'\(path)' is a file and also the folder of '\(other)'"))
                continue
            }
            var prefix = ""
            var clash: String?
            for name in folded.split(separator: "/").dropLast() {
                prefix += prefix.isEmpty ? String(name) : "/" + name
                if let other = files[prefix] { clash = other }
                folders[prefix] = folders[prefix] ?? path
            }
            if let clash {
                conflicts.append((index, "'\(path)' is inside '\(clash)', which is a file"))
                continue
            }
            files[folded] = path
        }
        return conflicts
    }
}
