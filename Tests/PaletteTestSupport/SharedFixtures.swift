import Foundation

/// The fixtures and tools in `../shared` (``Repository/shared``), present on developer machines
/// and in CI but not in a user's clone; tests that use them are enabled only when they are there.
package enum SharedFixtures {
    /// Whether `../shared` is there.
    package static var isAvailable: Bool {
        Repository.shared != nil
    }

    /// The file or folder at `path` in `../shared` (`"fixtures/legacy/giotto"`); it exists only
    /// when ``isAvailable``.
    package static func url(_ path: String) -> URL {
        Repository.sharedLocation.appendingPathComponent(path)
    }

    /// Whether `tools/dtcg-validate` can run (it needs Python's `jsonschema`, and a platform that
    /// runs processes).
    package static var canValidateDTCG: Bool {
        #if os(macOS) || os(Linux)
        guard isAvailable else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema, referencing"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        do {
            try check.run()
            check.waitUntilExit()
            return check.terminationStatus == 0
        } catch {
            return false
        }
        #else
        return false
        #endif
    }

    #if os(macOS) || os(Linux)
    /// Runs `tools/dtcg-validate` on a file and returns its exit status and output.
    package static func validateDTCG(_ file: URL) throws -> (status: Int32, output: String) {
        try runProcess(url("tools/dtcg-validate"), [file.path])
    }
    #endif
}

// Apple's other platforms run no processes; Scripts/apple-typecheck checks this target for them.
#if os(macOS) || os(Linux)
/// Runs a program to the end and returns its exit status and its output and errors together.
package func runProcess(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}
#endif
