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
    public var title: FontDescriptor { FontStyleDerivation.title(heading: heading) }

    public var subheading: FontDescriptor { FontStyleDerivation.subheading(body: body) }

    public var label: FontDescriptor { FontStyleDerivation.label(body: body) }

    public var code: FontDescriptor { FontStyleDerivation.code(body: body) }

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
    /// The eight styles, shared by copies until one of them changes a style.
    private var styles: CopyOnWrite<Styles>

    public var heading: FontDescriptor {
        get { styles.value.heading }
        set { replace(.heading, with: newValue) }
    }
    public var body: FontDescriptor {
        get { styles.value.body }
        set { replace(.body, with: newValue) }
    }
    public var caption: FontDescriptor {
        get { styles.value.caption }
        set { replace(.caption, with: newValue) }
    }
    public var quote: FontDescriptor {
        get { styles.value.quote }
        set { replace(.quote, with: newValue) }
    }
    public var title: FontDescriptor {
        get { styles.value.title }
        set { replace(.title, with: newValue) }
    }
    public var subheading: FontDescriptor {
        get { styles.value.subheading }
        set { replace(.subheading, with: newValue) }
    }
    public var label: FontDescriptor {
        get { styles.value.label }
        set { replace(.label, with: newValue) }
    }
    public var code: FontDescriptor {
        get { styles.value.code }
        set { replace(.code, with: newValue) }
    }

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
        styles = CopyOnWrite(
            Styles(
                heading: heading,
                body: body,
                caption: caption,
                quote: quote,
                title: title ?? FontStyleDerivation.title(heading: heading),
                subheading: subheading ?? FontStyleDerivation.subheading(body: body),
                label: label ?? FontStyleDerivation.label(body: body),
                code: code ?? FontStyleDerivation.code(body: body)
            )
        )
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
        styles.update {
            switch style {
            case .heading: $0.heading = descriptor
            case .body: $0.body = descriptor
            case .caption: $0.caption = descriptor
            case .quote: $0.quote = descriptor
            case .title: $0.title = descriptor
            case .subheading: $0.subheading = descriptor
            case .label: $0.label = descriptor
            case .code: $0.code = descriptor
            }
        }
    }
}

extension ThemeFontStyles {
    /// The styles as stored, in one place so that font styles are a word and copying them a
    /// retain.
    struct Styles: Hashable, Sendable {
        var heading: FontDescriptor
        var body: FontDescriptor
        var caption: FontDescriptor
        var quote: FontDescriptor
        var title: FontDescriptor
        var subheading: FontDescriptor
        var label: FontDescriptor
        var code: FontDescriptor
    }
}

/// The rules that derive the other styles from the required ones, shared by the protocol's
/// defaults and ``ThemeFontStyles``, which computes them once.
enum FontStyleDerivation {
    static func title(heading: FontDescriptor) -> FontDescriptor {
        var title = heading.withSize((heading.size * 1.3).rounded())
        if title.textStyle != nil { title.textStyle = .title1 }
        return title
    }

    static func subheading(body: FontDescriptor) -> FontDescriptor {
        var subheading = body.withWeight(max(body.weight, .semiBold))
        if subheading.textStyle != nil { subheading.textStyle = .headline }
        return subheading
    }

    static func label(body: FontDescriptor) -> FontDescriptor {
        body.withWeight(max(body.weight, .medium))
    }

    static func code(body: FontDescriptor) -> FontDescriptor {
        var code = body
        code.family = .system(design: .monospaced)
        code.traits.remove(.italic)
        return code
    }
}
