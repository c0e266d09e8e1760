import InternalPaletteUtilities
import Testing

@testable import Palette

/// Interpolation of colours (OKLab), fonts and whole themes, for animated switches.
struct InterpolationTests {
    private struct Dark: Theme {
        let id = "dark"
        let name = "Dark"
        let palette = ThemePalette(
            primary: ThemeColor(red8: 0x93, green8: 0xC5, blue8: 0xFD),
            secondary: ThemeColor(red8: 0x5E, green8: 0xEA, blue8: 0xD4),
            neutral: ThemeColor(red8: 0x0B, green8: 0x11, blue8: 0x20),
            highlight: ThemeColor(red8: 0xFB, green8: 0xBF, blue8: 0x24)
        )
        let fontStyles = ThemeFontStyles(
            heading: FontDescriptor(family: .system(design: .rounded), size: 30, weight: .black, textStyle: .title1),
            body: FontDescriptor(family: .named("Avenir Next"), size: 21, weight: .medium),
            caption: FontDescriptor(size: 13, traits: .italic),
            quote: FontDescriptor(size: 19, weight: .light)
        )
    }

    @Test func colourEndPointsAreExact() throws {
        let from = try ThemeColor(hex: "#1D4ED8")
        let to = try ThemeColor(hex: "#FBBF2480")
        #expect(from.interpolated(to: to, at: 0) == from)
        #expect(from.interpolated(to: to, at: 1) == to)
        #expect(from.interpolated(to: to, at: -3) == from)
        #expect(from.interpolated(to: to, at: 7) == to)
        #expect(from.interpolated(to: to, at: .nan) == from)
    }

    @Test func colourMidpointIsTheOKLabMidpoint() throws {
        let red = try ThemeColor(hex: "#FF0000")
        let blue = try ThemeColor(hex: "#0000FF")
        let middle = red.interpolated(to: blue, at: 0.5).oklab
        #expect(abs(middle.lightness - (0.627955 + 0.452014) / 2) < 1e-4)
        #expect(abs(middle.a - (0.224863 - 0.032457) / 2) < 1e-4)
        #expect(abs(middle.b - (0.125846 - 0.311528) / 2) < 1e-4)
        // Black to white is a perceptual mid grey (OKLab lightness 0.5), not sRGB's #808080.
        let grey = ThemeColor.black.interpolated(to: .white, at: 0.5)
        #expect(grey.hex == "#636363")
        #expect(ThemeColor.black.mixed(with: .white, by: 0.5).hex == "#808080")
        let quarter = ThemeColor.black.interpolated(to: .white, at: 0.25).oklab.lightness
        #expect(abs(quarter - 0.25) < 1e-6)
    }

    @Test func opacityIsLinearAndAFadeFromClearKeepsItsColour() {
        let fade = ThemeColor.clear.interpolated(to: .white, at: 0.5)
        #expect(abs(fade.alpha - 0.5) < 1e-12)
        #expect(fade.withAlpha(1).hex == "#FFFFFF", "premultiplied: no grey from clear's black")
        #expect(abs(ThemeColor.white.interpolated(to: .white.withAlpha(0), at: 0.25).alpha - 0.75) < 1e-12)
        #expect(ThemeColor.clear.interpolated(to: .clear, at: 0.5).alpha == 0)
    }

    @Test func fontSizeAndWeightMoveAndTheRestSwitchesAtTheMidpoint() {
        let from = FontDescriptor(family: .system, size: 17, weight: .regular, textStyle: .body)
        let to = FontDescriptor(family: .named("Avenir Next"), size: 21, weight: .bold, traits: .italic)
        #expect(from.interpolated(to: to, at: 0) == from)
        #expect(from.interpolated(to: to, at: 1) == to)
        let quarter = from.interpolated(to: to, at: 0.25)
        #expect(quarter.size == 18 && quarter.weight.rawValue == 475)
        #expect(quarter.family == .system && quarter.traits.isEmpty && quarter.textStyle == .body)
        let half = from.interpolated(to: to, at: 0.5)
        #expect(half.size == 19 && half.weight.rawValue == 550)
        #expect(half.family == .named("Avenir Next") && half.traits == .italic && half.textStyle == nil)
        let almost = from.interpolated(to: to, at: 0.49)
        #expect(almost.family == .system)
    }

    @Test func themeEndPointsAreTheThemesThemselves() {
        let light = DefaultTheme()
        let start = light.interpolated(to: Dark(), at: 0)
        let end = light.interpolated(to: Dark(), at: 1)
        #expect(start == light.resolved)
        #expect(start.source is DefaultTheme)
        #expect(end == Dark().resolved)
        #expect(end.source is Dark)
        #expect(light.interpolated(to: Dark(), at: .nan) == light.resolved)
    }

    @Test func themeMidpointInterpolatesEveryRoleAndStyle() {
        let light = DefaultTheme().resolved
        let dark = Dark().resolved
        let frame = light.interpolated(to: dark, at: 0.3)
        #expect(frame.isTransitionFrame && frame.source is InterpolatedTheme)
        #expect(frame.id == "default" && frame.name == "Default")
        for role in ColorRole.allCases {
            #expect(frame.palette[role] == light.palette[role].interpolated(to: dark.palette[role], at: 0.3), "\(role)")
            #expect(frame.palette[role] != light.palette[role] || light.palette[role] == dark.palette[role])
        }
        for style in FontStyle.allCases {
            #expect(
                frame.fontStyles[style] == light.fontStyles[style].interpolated(to: dark.fontStyles[style], at: 0.3)
            )
        }
        let later = light.interpolated(to: dark, at: 0.5)
        #expect(later.id == "dark" && later.name == "Dark")
        let interpolated = InterpolatedTheme(from: light, to: dark, at: 1.5)
        #expect(interpolated.fraction == 1 && interpolated.start == light && interpolated.end == dark)
    }

    @Test func observersSeeEveryFrameOfAnAnimatedSwitch() {
        let controller = ThemeController()
        let from = controller.current
        let to = Dark()
        let seen = LockedState<[ResolvedTheme]>([])
        let observation = controller.observe { change in seen.withLock { $0.append(change.theme) } }
        let frames = 10
        for frame in 1..<frames {
            controller.setTheme(from.interpolated(to: to, at: Double(frame) / Double(frames)))
        }
        controller.setTheme(to)
        observation.cancel()
        let themes = seen.withLock { $0 }
        #expect(themes.count == frames)
        #expect(themes.dropLast().allSatisfy { $0.isTransitionFrame })
        #expect(themes.last == to.resolved && themes.last?.source is Dark)
        let backgrounds = themes.map(\.palette.background.relativeLuminance)
        #expect(zip(backgrounds, backgrounds.dropFirst()).allSatisfy { $0 > $1 }, "the background darkens every frame")
    }
}
