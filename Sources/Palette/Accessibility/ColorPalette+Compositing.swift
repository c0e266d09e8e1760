extension ColorPalette {
    /// The opaque colour a role shows as on screen: `background` painted over white, every other
    /// role painted over that.
    ///
    /// A translucent role is a tint of whatever is behind it, so its contrast with text depends on
    /// the page. Dark themes often give `surface` a few percent of white over a near-black
    /// background; measured over white, as ``ThemeColor/contrastRatio(with:)`` must when it knows
    /// nothing else, such a surface looks white and light text on it looks illegible. The contrast
    /// audit and the colour-vision check read each role through this method instead. An opaque role
    /// is returned as it is.
    ///
    /// ```swift
    /// // background #121212, surface #FFFFFF14 (white at 8 %)
    /// palette.visibleColor(of: .surface).hex   // "#252525", what the reader sees
    /// ```
    ///
    /// - Parameter role: The role to read.
    /// - Returns: The role's colour composited as it is drawn, with full opacity.
    @_alwaysEmitIntoClient public func visibleColor(of role: ColorRole) -> ThemeColor {
        role == .background ? background.composited(over: .white) : visibleColor(self[role])
    }

    /// The opaque colour `color` shows as when drawn over this palette's background (itself
    /// drawn over white), for colours such as custom tokens that are not roles.
    ///
    /// - Parameter color: A colour drawn on the page, such as a translucent card fill.
    /// - Returns: The colour composited over the page, with full opacity; an opaque colour as it is.
    @_alwaysEmitIntoClient public func visibleColor(_ color: ThemeColor) -> ThemeColor {
        color.isOpaque ? color : color.composited(over: background.composited(over: .white))
    }
}
