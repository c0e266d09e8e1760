import Palette

/// The codes only downloading and installing theme packages raises, declared here so that
/// Palette, which never downloads, names none of them.
extension ThemeError.Code {
    /// A download that did not deliver what was asked: a refused URL or redirect, an HTTP error
    /// status, a body longer or shorter than announced, a timeout, no connection.
    public static let downloadFailed = ThemeError.Code(
        "downloadFailed",
        module: "PalettePackages",
        summary: """
            A download that did not deliver what was asked: a refused URL or redirect, an HTTP error \
            status, a body longer or shorter than announced, a timeout, no connection.
            """
    )
    /// Bytes whose SHA-256 is not the one a theme package's manifest, or the payload that named
    /// it, promised: a swapped, damaged or tampered file.
    public static let digestMismatch = ThemeError.Code(
        "digestMismatch",
        module: "PalettePackages",
        summary: """
            Bytes whose SHA-256 is not the one a theme package's manifest, or the payload that named \
            it, promised: a swapped, damaged or tampered file.
            """
    )
    /// A theme package folder that could not be written, moved or removed on disk (a full
    /// disk, a permission), or whose installed files are not what was installed.
    public static let packageStoreFailure = ThemeError.Code(
        "packageStoreFailure",
        module: "PalettePackages",
        summary: """
            A theme package folder that could not be written, moved or removed on disk (a full \
            disk, a permission), or whose installed files are not what was installed.
            """
    )
    /// A file in a package folder that its manifest does not list, so it is not part of the
    /// package; a warning of `palette pack`'s checks.
    public static let unlistedFile = ThemeError.Code(
        "unlistedFile",
        module: "PalettePackages",
        summary: "A file in a package folder that its manifest does not list, so it is not part of the package."
    )
}

extension ThemeError {
    /// A download that did not deliver what was asked: `url` is what was requested, `reason` what
    /// went wrong (`HTTP 404 Not Found`, `the body ended after 800 of 1200 bytes`, `no answer within
    /// 30 s`, `redirected to another origin, 'https://elsewhere.example'`).
    ///
    /// ``/Palette/ThemeError/subject`` is the URL, ``/Palette/ThemeError/reason`` the reason.
    public static func downloadFailed(url: String, reason: String, location: Location? = nil) -> ThemeError {
        ThemeError(
            code: .downloadFailed,
            head: "download of '\(url.clippedForMessage)' failed",
            tail: reason,
            subject: url,
            reason: reason,
            values: [url, reason],
            location: location
        )
    }

    /// Bytes whose SHA-256 is not the one promised: `subject` names them (a package file's path,
    /// a manifest's URL), `expected` and `actual` are the digests in lower-case hex.
    ///
    /// ``/Palette/ThemeError/subject`` is `subject`.
    public static func digestMismatch(
        subject: String,
        expected: String,
        actual: String,
        location: Location? = nil
    ) -> ThemeError {
        ThemeError(
            code: .digestMismatch,
            head: "'\(subject.clippedForMessage)' is not what was promised",
            tail: "its SHA-256 is '\(actual)', expected '\(expected)'",
            subject: subject,
            values: [subject, expected, actual],
            location: location
        )
    }

    /// A theme package folder at `path` that could not be written, moved, read or removed:
    /// `reason` says which and why (`cannot be written: No space left on device`).
    ///
    /// ``/Palette/ThemeError/subject`` is the path, ``/Palette/ThemeError/reason`` the reason; the error has no ``/Palette/ThemeError/location``, its message
    /// names the folder.
    public static func packageStoreFailure(path: String, reason: String) -> ThemeError {
        ThemeError(
            code: .packageStoreFailure,
            head: "theme package folder '\(path.clippedForMessage)' \(reason)",
            subject: path,
            reason: reason,
            values: [path, reason],
            location: nil,
            isPlaced: false
        )
    }

    /// A file at `path` in a package folder that the manifest does not list: `unsupported file
    /// 'PATH': the manifest does not list it, so it is not part of the package`.
    static func unlistedFile(_ path: String) -> ThemeError {
        let reason = "the manifest does not list it, so it is not part of the package"
        return ThemeError(
            code: .unlistedFile,
            head: "unsupported file '\(path)'",
            tail: reason,
            subject: path,
            reason: reason,
            values: [path],
            location: .init(file: path)
        )
    }
}
