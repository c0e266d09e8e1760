/// A Dynamic Type text style, as iOS defines them.
///
/// A ``FontDescriptor`` with a text style scales with the reader's preferred content size on
/// Apple platforms. The raw values are the names iOS uses in Swift (`"title1"`, `"caption2"`);
/// decoding reads them in any letter case.
public enum TextStyle: String, CaseIterable, Codable, Hashable, Sendable, NamedCases, DecodableByName {
    case largeTitle
    case title1
    case title2
    case title3
    case headline
    case subheadline
    case body
    case callout
    case footnote
    case caption1
    case caption2

    static var nameKind: String { "text style" }

    /// The point size iOS gives this style at the default ("Large") content size.
    public var defaultSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The weight iOS gives this style by default: semi-bold for ``headline``, regular otherwise.
    var defaultWeight: FontWeight {
        self == .headline ? .semiBold : .regular
    }

    /// The raw value of the matching `UIFont.TextStyle` (`"UICTFontTextStyleTitle0"` for
    /// ``largeTitle``, `"UICTFontTextStyleSubhead"` for ``subheadline``), so the bridge builds it
    /// without naming styles that some platforms mark unavailable.
    var appleName: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        }
    }
}
