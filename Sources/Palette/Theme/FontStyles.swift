/// The type styles of a theme.
///
/// Four styles are required, as in the AppTheme post: ``heading``, ``body``, ``caption`` and ``quote``.
/// The others have defaults derived from those:
///
/// | style | default |
/// |---|---|
/// | ``title`` | ``heading`` at 1.3 times its size |
/// | ``subheading`` | ``body`` in semi-bold |
/// | ``label`` | ``body`` in medium, for buttons and controls |
/// | ``code`` | ``body`` in the monospaced system design |
///
/// Themes store their styles as a ``ThemeFontStyles``, which computes the defaults once.
public protocol FontStyles: Sendable {
    /// Section and screen headings.
    var heading: FontDescriptor { get }
    /// Running text.
    var body: FontDescriptor { get }
    /// Small supporting text under images and fields.
    var caption: FontDescriptor { get }
    /// Quotations and call-outs.
    var quote: FontDescriptor { get }

    /// The largest heading, for a screen's title.
    var title: FontDescriptor { get }
    /// A heading inside running text.
    var subheading: FontDescriptor { get }
    /// Buttons, tabs and other controls.
    var label: FontDescriptor { get }
    /// Code and other fixed-width text.
    var code: FontDescriptor { get }
}

extension FontStyles {
    public var title: FontDescriptor {
        var title = heading.withSize((heading.size * 1.3).rounded())
        if title.textStyle != nil { title.textStyle = .title1 }
        return title
    }

    public var subheading: FontDescriptor {
        var subheading = body.withWeight(max(body.weight, .semiBold))
        if subheading.textStyle != nil { subheading.textStyle = .headline }
        return subheading
    }

    public var label: FontDescriptor { body.withWeight(max(body.weight, .medium)) }

    public var code: FontDescriptor {
        var code = body
        code.family = .system(design: .monospaced)
        code.traits.remove(.italic)
        return code
    }

    /// The descriptor of a style.
    public subscript(style: FontStyle) -> FontDescriptor {
        switch style {
        case .heading: heading
        case .body: body
        case .caption: caption
        case .quote: quote
        case .title: title
        case .subheading: subheading
        case .label: label
        case .code: code
        }
    }
}

/// Font styles with every style stored: the concrete ``FontStyles`` themes are built from.
///
/// ```swift
/// let fonts = ThemeFontStyles(
///     heading: .textStyle(.title2, weight: .bold),
///     body: .textStyle(.body),
///     caption: .textStyle(.caption1),
///     quote: .textStyle(.body, design: .serif, traits: .italic)
/// )
/// ```
public struct ThemeFontStyles: FontStyles, Hashable {
    public var heading: FontDescriptor
    public var body: FontDescriptor
    public var caption: FontDescriptor
    public var quote: FontDescriptor
    public var title: FontDescriptor
    public var subheading: FontDescriptor
    public var label: FontDescriptor
    public var code: FontDescriptor

    /// Creates styles from the required ones, deriving every other style not given.
    public init(
        heading: FontDescriptor,
        body: FontDescriptor,
        caption: FontDescriptor,
        quote: FontDescriptor,
        title: FontDescriptor? = nil,
        subheading: FontDescriptor? = nil,
        label: FontDescriptor? = nil,
        code: FontDescriptor? = nil
    ) {
        let required = RequiredFontStyles(heading: heading, body: body, caption: caption, quote: quote)
        self.heading = heading
        self.body = body
        self.caption = caption
        self.quote = quote
        self.title = title ?? required.title
        self.subheading = subheading ?? required.subheading
        self.label = label ?? required.label
        self.code = code ?? required.code
    }

    /// Copies every style of another set of styles, computing its derived styles once.
    public init(_ styles: some FontStyles) {
        if let stored = styles as? ThemeFontStyles {
            self = stored
            return
        }
        self.init(
            heading: styles.heading,
            body: styles.body,
            caption: styles.caption,
            quote: styles.quote,
            title: styles.title,
            subheading: styles.subheading,
            label: styles.label,
            code: styles.code
        )
    }

    /// The same styles with one style replaced.
    func replacing(_ style: FontStyle, with descriptor: FontDescriptor) -> ThemeFontStyles {
        var copy = self
        copy.replace(style, with: descriptor)
        return copy
    }

    /// Replaces one style in place: one copy of the switch, not one per caller and style.
    @inline(never)
    mutating func replace(_ style: FontStyle, with descriptor: FontDescriptor) {
        switch style {
        case .heading: heading = descriptor
        case .body: body = descriptor
        case .caption: caption = descriptor
        case .quote: quote = descriptor
        case .title: title = descriptor
        case .subheading: subheading = descriptor
        case .label: label = descriptor
        case .code: code = descriptor
        }
    }
}

/// The four required styles alone, so their protocol defaults can be computed.
private struct RequiredFontStyles: FontStyles {
    var heading: FontDescriptor
    var body: FontDescriptor
    var caption: FontDescriptor
    var quote: FontDescriptor
}
