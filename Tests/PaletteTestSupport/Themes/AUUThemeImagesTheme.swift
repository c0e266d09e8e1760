import Palette

/// AUUTheme's images: type 0 bundled, 1 file, 2 solid colour, 3 remote, with the root `image`.
package struct AUUThemeImagesTheme: CompiledTheme {
    package let id = "auutheme-images"
    package let name = "AUUTheme Images"
    package let palette = DefaultTheme().palette
    package let fontStyles = DefaultTheme().fontStyles
    package let tokens: TokenSet = [
        "image": .image(.bundled(name: "3.jpg")),
        "image.background.navbar": .image(.solidColor(.white)),
        "image.refresh.arrow": .image(.solidColor(ThemeColor(red8: 0xA0, green8: 0x40, blue8: 0xAD))),
        "image.head.head1": .image(.bundled(name: "7.jpeg")),
        "image.head.head3": .image(
            (try? ImageAsset.remote(string: "http://diy.qqjay.com/u2/2014/0610/dd7df7e069995cf7dcdf5971592632d2.jpg"))
                ?? .solidColor(.clear)
        ),
    ]

    package init() {}
}
