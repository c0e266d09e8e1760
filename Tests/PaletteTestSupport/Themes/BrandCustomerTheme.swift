import Palette

/// A customer theme that extends ``BrandBaseTheme`` and adds one token of its own, `color.badge`.
package struct BrandCustomerTheme: Theme {
    package let id = "customer"
    package let name = "Customer"
    package let palette = DefaultTheme().palette
    package let fontStyles = DefaultTheme().fontStyles
    package let tokens: TokenSet = ["color.badge": .color(ThemeColor(red8: 0xFD, green8: 0xE6, blue8: 0x8A))]
    package var extendedTheme: (any Theme)? { BrandBaseTheme() }

    package init() {}
}
