import Foundation
internal import InternalPaletteUtilities
import PaletteFormats
import PalettePackages

/// `palette install URL`: fetches, verifies and installs a theme package.
enum InstallCommand {
    static let command = Command(
        name: "install",
        arguments: "URL",
        summary: "Fetch, verify and install a theme package",
        details: """
            URL is the https URL of a package's theme-package.json (what 'palette pack' wrote). The
            manifest is fetched, checked against --sha256 HEX when given (the digest 'pack' printed,
            which pins every byte), then each file, checked against its size and SHA-256, into a
            folder beside the installed packages; only when all is verified does the package take
            its place, in one step. Any failure (a digest, a truncated or oversized file, an HTTP
            error, a redirect to another origin, a timeout, a full disk) leaves the installed
            packages as they were and exits 1 naming what failed.

            Packages are installed in the config directory's 'packages' folder ($PALETTE_CONFIG_DIR,
            else $XDG_CONFIG_HOME/palette, else ~/.config/palette), and every command sees their
            themes: 'list' shows them with their versions, 'show', 'check', 'export' and 'use' take
            their identifiers. Installing again asks with the package's ETag and downloads nothing
            when it did not change; a newer version replaces the installed one; an older one
            installs only with --sha256. When the server cannot be reached, the version installed
            before stays, with a warning.

            Only https is fetched. --allow-http fetches plain http from a loopback address
            (127.0.0.1, ::1, localhost) only, for testing a package before it is hosted. With
            --json prints {"id", "version", "outcome", "folder", "sha256"}.
            """,
        flags: ["json", "allow-http"],
        options: ["sha256"],
        positionals: 1...1,
        run: { _, _, _ in
            throw CLIError.failure("'palette install' runs from the palette executable, which waits for the network")
        },
        runAsync: run
    )

    static func run(_ invocation: Invocation, _ context: CLIContext, _ output: inout CLIOutput) async throws {
        let text = invocation.positionals[0]
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false,
            scheme == "https" || scheme == "http"
        else {
            throw CLIError.usage("'\(text)' is not an https URL of a theme-package.json", command: "install")
        }
        let allowHTTP = invocation.flags.contains("allow-http")
        if scheme == "http" && !allowHTTP {
            throw CLIError.failure(
                "'\(text)' is plain HTTP; palette installs over https (--allow-http allows a loopback server, for testing)"
            )
        }
        if allowHTTP && !isLoopback(url) {
            throw CLIError.usage(
                "--allow-http is for a loopback server only (127.0.0.1, ::1, localhost), not '\(url.host ?? "")'",
                command: "install"
            )
        }
        let packages = try context.packages(allowingHTTP: allowHTTP)
        let installation: ThemePackageInstallation
        do {
            installation = try await packages.install(from: url, sha256: invocation.option("sha256"))
        } catch {
            throw CLIError(error)
        }
        let package = installation.package
        var registry = context.registry
        do {
            try packages.register(package, in: &registry)
        } catch {
            output.warn("'\(package.id)' is installed but its theme does not load: \(error.description)")
        }
        let outcome: String
        let message: String
        switch installation.outcome {
        case .installed:
            outcome = "installed"
            message = "Installed '\(package.id)' \(package.version) in \(package.folder.path)"
        case .updated(let previous):
            outcome = "updated"
            message = "Updated '\(package.id)' from \(previous) to \(package.version) in \(package.folder.path)"
        case .unchanged:
            outcome = "unchanged"
            message = "'\(package.id)' \(package.version) is installed and up to date"
        case .offline(let error):
            outcome = "offline"
            message = "Kept '\(package.id)' \(package.version), installed before"
            output.warn("the server could not be reached, so the installed version stays: \(error.description)")
        }
        if context.wantsJSON {
            output.print(
                JSONWriter.string(
                    .orderedObject([
                        ("id", .string(package.id)), ("version", .string(package.version.description)),
                        ("outcome", .string(outcome)), ("folder", .string(package.folder.path)),
                        ("sha256", .string(package.manifestSHA256)),
                    ])
                )
            )
        } else {
            output.printMessage(message)
        }
    }

    /// Whether `url`'s host is a loopback address.
    static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if bare == "localhost" || bare == "::1" { return true }
        let parts = bare.split(separator: ".")
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
