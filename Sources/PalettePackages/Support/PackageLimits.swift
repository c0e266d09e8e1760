import Foundation
import Palette

/// The bounds PalettePackages applies to theme packages it downloads and the images it caches,
/// beside Palette's own (``/Palette/ThemeLimits``).
///
/// Every byte of a package comes from the network, so each bound is checked before the bytes are
/// asked for (a manifest's declared sizes), again while they arrive (a server that sends more than
/// it declared is cut off), and in time. A `PackageLimits` holds the ``/Palette/ThemeLimits`` that
/// apply to the package's theme document and images (``theme``), and reads and writes their
/// members as its own:
///
/// ```swift
/// var limits = PackageLimits.default
/// limits.packageTimeout = 60              // PalettePackages' own
/// limits.maximumImageSize = 4 << 20       // Palette's, kept in `theme`
/// ```
@dynamicMemberLookup
public struct PackageLimits: Equatable, Sendable {
    /// The limits Palette applies to a package's theme document and images; the manifest is
    /// bounded by ``/Palette/ThemeLimits/maximumDocumentSize``.
    public var theme: ThemeLimits

    /// The largest file a theme package may hold (its theme document or an image), in bytes:
    /// 16 MiB. A manifest that declares a larger file is refused before anything is downloaded; a
    /// server that sends more is cut off at this size. The theme document is also bounded by
    /// ``/Palette/ThemeLimits/maximumDocumentSize``.
    public var maximumPackageFileSize = 16 << 20
    /// The most bytes one theme package may hold, its files together: 64 MiB. Real packages (a
    /// theme document and a few images) are well under 2 MiB.
    public var maximumPackageSize = 64 << 20
    /// How many files one theme package's manifest may list: 1,000.
    public var maximumPackageFiles = 1_000
    /// How many folder levels a theme package's files may be in: 8.
    public var maximumPackageFolderDepth = 8
    /// How long one request (a package's manifest, one of its files, a remote image) may take,
    /// from asking to its last byte, in seconds: 30. A server that stalls, or trickles a byte at a
    /// time, is cut off when it is reached.
    public var packageRequestTimeout: TimeInterval = 30
    /// How long installing one theme package may take, every request included, in seconds: 120.
    /// Each request gets what is left of it when that is less than ``packageRequestTimeout``.
    public var packageTimeout: TimeInterval = 120
    /// How many redirects one request may follow, each to the origin it was asked of: 5.
    public var maximumRedirects = 5
    /// The most bytes the disk cache of remote theme images (`ImageAsset.remote`) keeps: 32 MiB;
    /// the images used least recently are removed first.
    public var maximumImageCacheSize = 32 << 20

    /// Limits with Palette's `theme` limits and PalettePackages' defaults.
    public init(theme: ThemeLimits = .default) {
        self.theme = theme
    }

    /// The default limits.
    public static let `default` = PackageLimits()

    /// A limit of Palette's (``theme``), read and written as if it were this type's own.
    public subscript<Value>(dynamicMember member: WritableKeyPath<ThemeLimits, Value>) -> Value {
        get { theme[keyPath: member] }
        set { theme[keyPath: member] = newValue }
    }
}
