/// How SwiftUI builds a font so that it follows Dynamic Type, worked out in portable code.
///
/// `Font.palette(_:)` reads this and does nothing else. A font with a ``TextStyle`` scales with
/// the environment's size category as SwiftUI's own text styles do: a named family through
/// `Font.custom(_:size:relativeTo:)`, keeping its size; the system font through
/// `Font.system(_:design:)` when its size is the text style's default. SwiftUI's fonts carry only
/// a weight (which a bold trait becomes), italic and the system font's design (which a monospace
/// trait on it becomes), so a font with any other trait (condensed, expanded, leading, monospace
/// on a named family) is made by the platform bridge, as are a system font of another
/// size with a text style (on iOS `UIFont.palette(_:)` scales it by `UIFontMetrics` when it is
/// made; on macOS its size is fixed) and a font without a text style.
enum DynamicTypeFont: Hashable, Sendable {
    /// A named family scaled relative to a text style: `Font.custom(name, size:, relativeTo:)`.
    case custom(name: String, size: Double, relativeTo: TextStyle)
    /// The system font of a text style: `Font.system(style, design:)`.
    case system(TextStyle, design: FontFamily.SystemDesign)
    /// A font made by the platform bridge (`UIFont.palette(_:)`, `NSFont.palette(_:)`), whose
    /// size is fixed once made.
    case platform

    /// The plan for a request (after ``FontDescriptor/resolvingFamily(isInstalled:)``).
    init(_ request: PlatformFontRequest) {
        // Italic, bold (as the weight) and, on the system font, monospace (as its design).
        var swiftUITraits: FontTraits = [.italic, .bold]
        if request.familyName == nil, request.design == .monospaced { swiftUITraits.insert(.monospace) }
        guard let style = request.textStyle, request.symbolicTraits & ~swiftUITraits.symbolicTraits == 0 else {
            self = .platform
            return
        }
        if let name = request.familyName {
            self = .custom(name: name, size: request.size, relativeTo: style)
        } else if request.size == style.defaultSize {
            self = .system(style, design: request.design)
        } else {
            self = .platform
        }
    }
}

extension PlatformFontRequest {
    /// The nearest of Apple's nine named weights, from 0 (ultra light, CSS 100) to 8 (black,
    /// CSS 900), for APIs that take only named weights, such as SwiftUI's `Font.Weight`.
    var namedWeightIndex: Int {
        let anchors = FontWeight.platformAnchors
        return anchors.indices.min { abs(anchors[$0].value - weight) < abs(anchors[$1].value - weight) } ?? 3
    }

    /// Whether the italic trait is asked for.
    var isItalic: Bool {
        symbolicTraits & FontTraits.italic.symbolicTraits != 0
    }
}
