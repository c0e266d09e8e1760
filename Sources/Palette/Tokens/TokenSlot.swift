/// A place a token's value is kept: a kind and a path.
///
/// Each kind of token has its own namespace, so a colour and a dimension may share a path; a
/// slot names one of them. Palette roles are the colour slots at `color.<role>` and font styles
/// the font slots at `font.<style>`, as lookups find them (``ColorRole/tokenPath``,
/// ``FontStyle/tokenPath``).
///
/// ```swift
/// var tokens = TokenSet()
/// tokens.aliases[TokenSlot(.color, "button.background")] = "color.brand.blue"
/// ```
public struct TokenSlot: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kind of value the slot holds.
    public let kind: TokenKind
    /// The token's path.
    public let path: TokenPath

    /// Creates a slot.
    @_alwaysEmitIntoClient public init(_ kind: TokenKind, _ path: TokenPath) {
        self.kind = kind
        self.path = path
    }

    /// The slot of a palette role: `color.primary`.
    @_alwaysEmitIntoClient public init(_ role: ColorRole) {
        self.init(.color, role.tokenPath)
    }

    /// The slot of a font style: `font.heading`.
    @_alwaysEmitIntoClient public init(_ style: FontStyle) {
        self.init(.font, style.tokenPath)
    }

    /// The role this slot is, when it is one: a colour slot at `color.<role>`, the role named in
    /// any case and with or without hyphens (`color.on-primary`).
    @_alwaysEmitIntoClient package var role: ColorRole? {
        kind == .color ? ColorRole(path: path) : nil
    }

    /// The font style this slot is, when it is one: a font slot at `font.<style>`.
    @_alwaysEmitIntoClient package var style: FontStyle? {
        kind == .font ? FontStyle(path: path) : nil
    }

    /// The slot as lookups name it: a role or style under its canonical path
    /// (`color.on-primary` gives `color.onPrimary`), anything else as it is.
    @_alwaysEmitIntoClient package var canonical: TokenSlot {
        if let role { return TokenSlot(role) }
        if let style { return TokenSlot(style) }
        return self
    }

    /// Slots sort by kind (in ``TokenKind`` order), then by path.
    public static func < (lhs: TokenSlot, rhs: TokenSlot) -> Bool {
        guard lhs.kind == rhs.kind else {
            let order = TokenKind.allCases
            return (order.firstIndex(of: lhs.kind) ?? 0) < (order.firstIndex(of: rhs.kind) ?? 0)
        }
        return lhs.path < rhs.path
    }

    /// The kind and path: `color token 'button.background'`.
    @_alwaysEmitIntoClient public var description: String { "\(kind.rawValue) token '\(path)'" }
}
