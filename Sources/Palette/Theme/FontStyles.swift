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
    @_alwaysEmitIntoClient public subscript(style: FontStyle) -> FontDescriptor {
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
    /// The eight styles in ``FontStyle/allCases`` order. An array is one reference shared by
    /// copies until one of them changes a style, so font styles are a word, copying them is a
    /// retain, and no type that holds them needs code to copy eight descriptors field by field.
    ///
    /// Each style is read and written through accessors emitted into the code that uses them, so
    /// an app keeps three functions for the styles, not three for each.
    @usableFromInline var styles: [FontDescriptor]

    @_alwaysEmitIntoClient public var heading: FontDescriptor {
        get { styles[FontStyle.heading.caseIndex] }
        set { styles[FontStyle.heading.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var body: FontDescriptor {
        get { styles[FontStyle.body.caseIndex] }
        set { styles[FontStyle.body.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var caption: FontDescriptor {
        get { styles[FontStyle.caption.caseIndex] }
        set { styles[FontStyle.caption.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var quote: FontDescriptor {
        get { styles[FontStyle.quote.caseIndex] }
        set { styles[FontStyle.quote.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var title: FontDescriptor {
        get { styles[FontStyle.title.caseIndex] }
        set { styles[FontStyle.title.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var subheading: FontDescriptor {
        get { styles[FontStyle.subheading.caseIndex] }
        set { styles[FontStyle.subheading.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var label: FontDescriptor {
        get { styles[FontStyle.label.caseIndex] }
        set { styles[FontStyle.label.caseIndex] = newValue }
    }
    @_alwaysEmitIntoClient public var code: FontDescriptor {
        get { styles[FontStyle.code.caseIndex] }
        set { styles[FontStyle.code.caseIndex] = newValue }
    }

    /// Creates styles from the required ones, deriving every other style not given.
    @inline(never)  // one copy, not one in each initializer that ends here
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
        let title = title ?? FontStyleDerivation.title(heading: heading)
        let subheading = subheading ?? FontStyleDerivation.subheading(body: body)
        let label = label ?? FontStyleDerivation.label(body: body)
        let code = code ?? FontStyleDerivation.code(body: body)
        self.init(stored: [title, heading, subheading, body, label, caption, quote, code])
    }

    /// Styles from every style, in ``FontStyle/allCases`` order.
    init(stored styles: [FontDescriptor]) {
        self.styles = styles
    }

    /// Copies every style of another set of styles, computing its derived styles once.
    public init(_ styles: some FontStyles) {
        if let stored = styles as? ThemeFontStyles {
            self = stored
            return
        }
        self.init(stored: FontStyle.table { styles[$0] })
    }

    /// The same styles with one style replaced.
    func replacing(_ style: FontStyle, with descriptor: FontDescriptor) -> ThemeFontStyles {
        var copy = self
        copy.styles[style.caseIndex] = descriptor
        return copy
    }

    public static func == (lhs: ThemeFontStyles, rhs: ThemeFontStyles) -> Bool {
        Unspecialized.equal(lhs.styles, rhs.styles)
    }

    public func hash(into hasher: inout Hasher) {
        Unspecialized.hash(styles, into: &hasher)
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
