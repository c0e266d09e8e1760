import Foundation
import Testing

@testable import Palette

#if canImport(Glibc)
import Glibc
#endif

/// Files that are not regular files: a named pipe, a device, links that loop. Each is read within
/// its limit and at once, or refused with what is wrong, never waited on or read for ever.
struct FileReadingStreamTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("palette-streams-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aNamedPipeWithNoWriterReadsAsEmptyInsteadOfWaitingForOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("theme.json")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        // Foundation's reader waits on the open for a writer that never comes (Apple platforms)
        // or gives up with "cannot read the file" (Linux); an empty input is what a pipe gave.
        #expect(try FileReading.read(pipe, limit: 1024).isEmpty)
    }

    @Test func theLargestLimitAnAppCanSetReadsAFileWithoutOverflowing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.json")
        try Data(#"{"id": "a"}"#.utf8).write(to: file)
        #expect(try FileReading.read(file, limit: .max) == Array(#"{"id": "a"}"#.utf8))
    }

    @Test func anEndlessDeviceIsRefusedOncePastTheLimitNotReadForEver() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
        let error = #expect(throws: ThemeError.self) {
            try FileReading.read(URL(fileURLWithPath: "/dev/zero"), limit: 4096)
        }
        #expect(error?.code == .inputTooLarge)
        #expect(error?.limit == 4096)
        #expect(error?.size == nil, "a stream has no size to give")
    }

    @Test func aStoreWhoseFileLinksToAnEndlessDeviceSaysItIsTooLarge() throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileThemeStore(directory: folder)
        try FileManager.default.createSymbolicLink(atPath: store.fileURL.path, withDestinationPath: "/dev/zero")
        let error = #expect(throws: ThemeError.self) { try store.loadThemeID() }
        #expect(
            error?.description.contains("larger than the limit of 4096 bytes") == true,
            "\(String(describing: error))"
        )
    }

    @Test func linksThatLeadRoundInALoopAreSaidToDoSo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("a.json")
        let second = folder.appendingPathComponent("b.json")
        try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
        try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
        let error = #expect(throws: ThemeError.self) { try FileReading.read(first, limit: 1024) }
        #expect(error?.code == .malformedInput)
        #expect(error?.description.contains("its symbolic links lead round in a loop") == true)
    }

    @Test func aRegularFileIsReadWholeUpToTheLimitAndRefusedUnreadPastIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.json")
        let bytes = Array(repeating: UInt8(ascii: "a"), count: 200_000)
        try Data(bytes).write(to: file)
        #expect(try FileReading.read(file, limit: 200_000) == bytes)
        let error = #expect(throws: ThemeError.self) { try FileReading.read(file, limit: 199_999) }
        #expect(error?.size == 200_000)
    }
}
