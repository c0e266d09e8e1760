import Foundation

// Runs a browser with Process, which iOS and tvOS do not have; the browser tests run on Linux and macOS.
#if os(macOS) || os(Linux)

/// Chromium run headless, as the browser tests drive it: a screenshot of a page at a fixed size,
/// or the page's DOM after parsing.
///
/// Found as `$PALETTE_CHROMIUM`, else the first of `chromium`, `chromium-browser`, `google-chrome`
/// and `google-chrome-stable` on `PATH` (Debian's package is `chromium`; `.ci/run` installs it).
/// Tests that need it are skipped, with ``missingMessage``, where there is none.
///
/// Every run gets a profile folder of its own, one device pixel per CSS pixel, the sRGB colour
/// profile (so a screenshot's pixels are the page's CSS colours), no background networking, and
/// every host name resolving nowhere; a proxy port sends every request to a local listener instead,
/// so a test can see them. The browser makes a few requests of its own even so (its component
/// updater, its account service): ``ownRequestHosts`` lists them.
package struct HeadlessChromium: Sendable {
    package let executable: URL

    /// The browser on this machine, if there is one.
    package static let found: HeadlessChromium? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["PALETTE_CHROMIUM"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path)
                ? HeadlessChromium(executable: URL(fileURLWithPath: path)) : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for folder in folders {
                let path = (folder as NSString).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: path) {
                    return HeadlessChromium(executable: URL(fileURLWithPath: path))
                }
            }
        }
        return nil
    }()

    /// Hosts Chromium itself asks, whatever the page, despite the flags that turn its background
    /// networking off: a page's requests are those to any other host.
    package static let ownRequestHosts: Set<String> = [
        "clients2.google.com", "update.googleapis.com", "accounts.google.com",
    ]

    /// The host a proxy request line names: `CONNECT host:443 …` or `GET http://host/path …`.
    package static func host(ofRequest line: String) -> String {
        let parts = line.split(separator: " ")
        guard parts.count >= 2 else { return line }
        var target = parts[1]
        if let scheme = target.range(of: "://") { target = target[scheme.upperBound...] }
        let authority = target.prefix { $0 != "/" && $0 != "?" }
        return String(authority.split(separator: ":").first ?? authority).lowercased()
    }

    /// Why browser tests are skipped here.
    package static let missingMessage =
        "no Chromium found (install Debian's 'chromium', or set PALETTE_CHROMIUM to a Chromium or Chrome binary)"

    /// What went wrong running the browser.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// A screenshot of `page` in a window of `width` × `height` CSS pixels, decoded.
    ///
    /// - Parameter proxyPort: A port on 127.0.0.1 every request of the page is sent to, as to a
    ///   proxy; without it nothing is sent anywhere, as no host name resolves.
    package func screenshot(of page: URL, width: Int, height: Int, proxyPort: UInt16? = nil) throws -> PNGImage {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-chromium-\(UUID().uuidString)"
        )
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("screenshot.png")
        _ = try run(
            ["--window-size=\(width),\(height)", "--screenshot=\(output.path)", page.absoluteString],
            profile: folder.appendingPathComponent("profile"),
            proxyPort: proxyPort
        )
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "Chromium wrote no screenshot of \(page.path)")
        }
        return try PNGImage(Array(try Data(contentsOf: output)))
    }

    /// The page's DOM as Chromium serialises it once the page has loaded.
    package func dom(of page: URL) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "palette-chromium-\(UUID().uuidString)"
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        return try run(["--dump-dom", page.absoluteString], profile: folder, proxyPort: nil)
    }

    /// Runs the browser with `arguments` after the flags every run has, and returns what it
    /// printed on standard output; fails after `timeout` seconds.
    private func run(_ arguments: [String], profile: URL, proxyPort: UInt16?, timeout: Double = 60) throws -> String {
        var flags = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--force-color-profile=srgb", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-default-apps",
            "--disable-client-side-phishing-detection", "--disable-component-extensions-with-background-pages",
            "--disable-domain-reliability", "--disable-breakpad", "--no-pings", "--metrics-recording-only",
            "--password-store=basic", "--use-mock-keychain",
            "--disable-features=NetworkTimeServiceQuerying,Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
            "--user-data-dir=\(profile.path)",
        ]
        if let proxyPort {
            flags += ["--proxy-server=http://127.0.0.1:\(proxyPort)", "--proxy-bypass-list=<-loopback>"]
        } else {
            flags.append("--host-resolver-rules=MAP * ~NOTFOUND")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = flags + arguments
        let standardOutput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let collector = OutputCollector(standardOutput.fileHandleForReading)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(
                description: "Chromium did not finish within \(Int(timeout)) s: \(arguments.joined(separator: " "))"
            )
        }
        // Already over; waiting lets Foundation take down what watched the process, which it keeps
        // otherwise (LeakSanitizer reports the Process and its run-loop source at exit).
        process.waitUntilExit()
        let text = collector.finish()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "Chromium exited with status \(process.terminationStatus)")
        }
        return text
    }
}

/// Reads a pipe to its end on a thread of its own, so a large output cannot fill the pipe and
/// stall the browser.
private final class OutputCollector: @unchecked Sendable {
    // Written by the reading thread only, then read after `done` is waited on: sound.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
#endif
