internal import InternalPaletteUtilities
import Palette

// The codes only downloading and installing theme packages raises, each declared once with
// everything about it, here so that Palette, which never downloads, names none of them.

extension ThemeError.Code {
    /// A download that did not deliver what was asked: a refused URL or redirect, an HTTP error
    /// status, a body longer or shorter than announced, a timeout, no connection.
    /// ``/Palette/ThemeError/subject`` is the URL, ``/Palette/ThemeError/reason`` what went wrong.
    public static let downloadFailed = ThemeError.Code(
        "downloadFailed",
        summary: """
            A download that did not deliver what was asked: a refused URL or redirect, an HTTP error \
            status, a body longer or shorter than announced, a timeout, no connection.
            """
    ) { ("download of \($0.quotedSubject) failed", $0.reason ?? "") }
}

extension ThemeError {
    /// A ``/Palette/ThemeError/Code/downloadFailed`` error: `url` is what was requested, `reason`
    /// what went wrong (`HTTP 404 Not Found`, `the body ended after 800 of 1200 bytes`, `no answer
    /// within 30 s`, `redirected to another origin, 'https://elsewhere.example'`).
    package static func downloadFailed(url: String, reason: String, location: Location? = nil) -> ThemeError {
        ThemeError(.downloadFailed, subject: url, reason: reason, values: [url, reason], location: location)
    }
}

extension ThemeError.Code {
    /// Bytes whose SHA-256 is not the one a theme package's manifest, or the payload that named
    /// it, promised: a swapped, damaged or tampered file. ``/Palette/ThemeError/subject`` names
    /// them.
    public static let digestMismatch = ThemeError.Code(
        "digestMismatch",
        summary: """
            Bytes whose SHA-256 is not the one a theme package's manifest, or the payload that named \
            it, promised: a swapped, damaged or tampered file.
            """
    ) { ("\($0.quotedSubject) is not what was promised", "its SHA-256 is '\($0.value(2))', expected '\($0.value(1))'") }
}

extension ThemeError {
    /// A ``/Palette/ThemeError/Code/digestMismatch`` error: `subject` names the bytes (a package
    /// file's path, a manifest's URL), `expected` and `actual` are the digests in lower-case hex.
    package static func digestMismatch(
        subject: String,
        expected: String,
        actual: String,
        location: Location? = nil
    ) -> ThemeError {
        ThemeError(.digestMismatch, subject: subject, values: [subject, expected, actual], location: location)
    }
}

extension ThemeError.Code {
    /// A theme package folder that could not be written, moved or removed on disk (a full
    /// disk, a permission), or whose installed files are not what was installed.
    /// ``/Palette/ThemeError/subject`` is the folder, ``/Palette/ThemeError/reason`` what failed;
    /// the message names the folder, and the error has no location.
    public static let packageStoreFailure = ThemeError.Code(
        "packageStoreFailure",
        summary: """
            A theme package folder that could not be written, moved or removed on disk (a full \
            disk, a permission), or whose installed files are not what was installed.
            """,
        placement: .nowhere
    ) { ("theme package folder \($0.quotedSubject) \($0.reason ?? "")", "") }
}

extension ThemeError {
    /// A ``/Palette/ThemeError/Code/packageStoreFailure`` error for the folder at `path`: `reason`
    /// says what failed and why (`cannot be written: No space left on device`).
    package static func packageStoreFailure(path: String, reason: String) -> ThemeError {
        ThemeError(.packageStoreFailure, subject: path, reason: reason, values: [path, reason], location: nil)
    }
}

extension ThemeError.Code {
    /// A file in a package folder that its manifest does not list, so it is not part of the
    /// package; a warning of `palette pack`'s checks.
    public static let unlistedFile = ThemeError.Code(
        "unlistedFile",
        summary: "A file in a package folder that its manifest does not list, so it is not part of the package."
    ) { ("unsupported file '\($0.subject ?? "")'", $0.reason ?? "") }
}

extension ThemeError {
    /// A ``/Palette/ThemeError/Code/unlistedFile`` warning for the file at `path`.
    static func unlistedFile(_ path: String) -> ThemeError {
        let reason = "the manifest does not list it, so it is not part of the package"
        return ThemeError(.unlistedFile, subject: path, reason: reason, values: [path], location: .init(file: path))
    }
}
