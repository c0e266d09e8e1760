import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages

/// `palette pack FOLDER --output DIR`: a theme package for a server to host.
enum PackCommand {
    static let command = Command(
        name: "pack",
        arguments: "FOLDER",
        summary: "Make a theme package (manifest with sizes and SHA-256) for a server to host",
        details: """
            FOLDER holds one Palette theme document (the only .json file in its top folder) and the
            images it names ({"file": "images/header.png"}), in folders if you like; hidden files
            are left out. The theme is checked as 'validate' checks it, against the registered
            themes its 'extends' may name, and so is every path (ASCII letters, digits, spaces and
            '. _ - + @'; no '..', links, names differing only in case), every size (FormatLimits)
            and every image file the theme names, which must be in the folder. The package's
            identifier is the theme's 'id'.

            --output DIR receives a copy of the files and theme-package.json, the manifest listing
            each file's path, size and SHA-256: host DIR as it is. DIR is made when it does not
            exist and must otherwise be empty; DIR may also be FOLDER itself, which then only gets
            the manifest. --package-version VERSION sets the version (1 to 4 numbers, '1.2.0';
            1.0.0 unless given): an installed package is replaced by a newer or equal version.

            Prints the manifest's SHA-256: the 'sha256' a backend sends with the package's URL,
            {"theme": ID, "package": {"url": ".../theme-package.json", "sha256": ...}}, which pins
            every byte of the package. With --json prints {"id", "version", "files", "size",
            "manifest", "sha256"}.
            """,
        flags: ["json"],
        options: ["output", "package-version"],
        positionals: 1...1,
        run: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) throws {
        let folder = URL(fileURLWithPath: invocation.positionals[0], isDirectory: true).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CLIError.failure(
                "'\(invocation.positionals[0])' is not a folder; pack takes the folder of a theme and its images"
            )
        }
        guard let outputPath = invocation.option("output") else {
            throw CLIError.usage(
                "'palette pack' needs --output DIR, the folder to write the package to",
                command: "pack"
            )
        }
        let versionText = invocation.option("package-version") ?? "1.0.0"
        guard let version = ThemePackageVersion(versionText) else {
            throw CLIError.usage(
                "'--package-version' is one to four numbers separated by dots, such as 1.2.0, not '\(versionText)'",
                command: "pack"
            )
        }
        let destination = URL(fileURLWithPath: outputPath, isDirectory: true).standardizedFileURL
        let manifest: ThemePackageManifest
        // What was there before, so that a failure part way leaves it so.
        let destinationExisted = FileManager.default.fileExists(atPath: destination.path)
        do {
            manifest = try ThemePackageManifest.packing(folder, version: version, limits: context.packageLimits)
            try check(manifest, in: folder, context: context)
            if destination.resolvingSymlinksInPath() != folder.resolvingSymlinksInPath() {
                try copy(manifest, from: folder, to: destination)
                // What was copied is what the manifest says, or a file changed while packing.
                let copied = try? ThemePackageManifest.packing(
                    destination,
                    version: version,
                    limits: context.packageLimits
                )
                guard copied == manifest else {
                    undoCopy(to: destination, existed: destinationExisted)
                    throw CLIError.failure("a file in '\(folder.path)' changed while it was packed; pack again")
                }
            }
        } catch let error as ThemeError {
            throw CLIError.failure(
                "'\(folder.path)' is not a theme package:\n"
                    + Diagnostics.lines(error.problems, severity: "error", file: folder.path, verbose: true)
                    .trimmingCharacters(in: .newlines)
            )
        }
        let bytes = Data(manifest.json.utf8)
        let manifestURL = destination.appendingPathComponent("theme-package.json")
        do {
            try bytes.write(to: manifestURL, options: .atomic)
        } catch {
            if destination.resolvingSymlinksInPath() != folder.resolvingSymlinksInPath() {
                undoCopy(to: destination, existed: destinationExisted)
            }
            throw CLIError.failure(
                "--output: cannot write '\(manifestURL.path)': \(error.localizedDescription); nothing was left there"
            )
        }
        let digest = SHA256.hex(of: bytes)
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("id", .string(manifest.id)), ("version", .string(manifest.version.description)),
                        ("files", .number(Double(manifest.files.count))), ("size", .number(Double(manifest.totalSize))),
                        ("manifest", .string(manifestURL.path)), ("sha256", .string(digest)),
                    ])
                )
            )
            return
        }
        let files = manifest.files.count == 1 ? "1 file" : "\(manifest.files.count) files"
        output.printMessage(
            "Packed '\(manifest.id)' \(manifest.version): \(files), \(manifest.totalSize) bytes, in \(destination.path)"
        )
        output.print("sha256 \(digest)  \(manifestURL.path)")
    }

    /// The theme must resolve against the registered themes (its `extends`, its references).
    private static func check(_ manifest: ThemePackageManifest, in folder: URL, context: CLIContext) throws {
        let file = folder.appendingPathComponent(manifest.theme)
        let document = try ThemeDocument(
            json: FileReading.read(file, limit: context.limits.theme.maximumDocumentSize),
            file: manifest.theme,
            limits: context.limits.theme
        )
        var registry = context.registry
        if registry.entry(named: document.id)?.source.installedPackage != nil { registry.unregister(document.id) }
        do {
            _ = try document.resolve(in: registry, limits: context.limits.theme, folder: folder)
        } catch {
            throw error.inFile(manifest.theme)
        }
    }

    /// Copies the manifest's files from `folder` into `destination`, which must be new or empty
    /// and not inside `folder`. A copy that fails part way is undone: no half package is left for a
    /// server to host.
    private static func copy(_ manifest: ThemePackageManifest, from folder: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let existed = manager.fileExists(atPath: destination.path, isDirectory: &isDirectory)
        if existed, !isDirectory.boolValue {
            throw CLIError.failure("--output '\(destination.path)' is a file; give a new or empty folder")
        }
        if destination.path.hasPrefix(folder.path + "/") {
            throw CLIError.failure(
                "--output '\(destination.path)' is inside the folder packed; choose a folder outside it"
            )
        }
        if let entries = try? manager.contentsOfDirectory(atPath: destination.path), !entries.isEmpty {
            throw CLIError.failure(
                "--output '\(destination.path)' is not empty; give a new or empty folder (or the folder packed itself)"
            )
        }
        do {
            try manager.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in manifest.files {
                let target = destination.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: folder.appendingPathComponent(file.path), to: target)
            }
        } catch {
            undoCopy(to: destination, existed: existed)
            throw CLIError.failure(
                "--output: cannot write the package to '\(destination.path)': \(describe(error)); "
                    + "nothing was left there"
            )
        }
    }

    /// What went wrong with a file operation: the system's reason beneath Foundation's, which on
    /// Linux is often only a number (`NSCocoaErrorDomain error 512`).
    private static func describe(_ error: any Error) -> String {
        let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        return (underlying ?? error as NSError).localizedDescription
    }

    /// Removes what a copy into `destination` made: the folder, or, when it was there (and empty)
    /// before, everything in it.
    private static func undoCopy(to destination: URL, existed: Bool) {
        let manager = FileManager.default
        guard existed else {
            try? manager.removeItem(at: destination)
            return
        }
        for entry in (try? manager.contentsOfDirectory(atPath: destination.path)) ?? [] {
            try? manager.removeItem(at: destination.appendingPathComponent(entry))
        }
    }
}
