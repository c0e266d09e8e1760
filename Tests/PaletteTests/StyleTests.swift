import PaletteTestSupport
import Testing

@testable import Palette

/// SDThemeManager's named styles, typed: inheritance in order, applied as bindings.
@MainActor
struct StyleTests {
    let acme = AcmeTheme().resolved
    let light = DefaultTheme().resolved

    let body = Style<Label>("Body")
        .setting(\.textColor) { $0.palette.onBackground }
        .setting(\.font) { $0.fontStyles.body }
        .setting(\.numberOfLines, to: 0)

    @Test func applyingAStyleBindsEverySettingSoTheObjectFollowsSwitches() {
        let controller = ThemeController()
        let label = Label()
        let binding = controller.apply(body, to: label)
        #expect(label.textColor == light.palette.onBackground)
        #expect(label.font == light.fontStyles.body)
        #expect(label.numberOfLines == 0)
        controller.setTheme(acme)
        #expect(label.textColor == acme.palette.onBackground)
        #expect(controller.bindingCount == 3)
        binding.cancel()
        #expect(controller.bindingCount == 0, "one token cancels the whole style")
    }

    @Test func superstylesApplyFirstInOrderAndLaterSettingsWinAsSDThemeManagerSuperstyle() {
        let accent = Style<Label>("Accent")
            .setting(\.textColor) { $0.palette.primary }
            .setting(\.backgroundColor) { $0.palette.surface }
        let title = Style<Label>("Title", extends: [body, accent])
            .setting(\.font) { $0.fontStyles.heading }
        let controller = ThemeController(theme: AcmeTheme())
        let label = Label()
        controller.apply(title, to: label)
        #expect(label.textColor == acme.palette.primary, "Accent is listed after Body, so it wins")
        #expect(label.backgroundColor == acme.palette.surface)
        #expect(label.font == acme.fontStyles.heading, "the style's own setting wins over its superstyles'")
        #expect(label.numberOfLines == 0, "what only Body sets is kept")
        #expect(title.propertyCount == 4)
        #expect(title.superstyles.map(\.name) == ["Body", "Accent"])

        let reversed = Style<Label>("Reversed", extends: [accent, body])
        controller.apply(reversed, to: label)
        #expect(label.textColor == acme.palette.onBackground, "now Body is later and wins")
    }

    @Test func settingAPropertyTwiceInOneStyleKeepsTheLaterSetting() {
        let style = Style<Label>("Twice")
            .setting(\.textColor) { $0.palette.primary }
            .setting(\.textColor) { $0.palette.secondary }
        let label = Label()
        ThemeController().apply(style, to: label)
        #expect(label.textColor == light.palette.secondary)
        #expect(style.propertyCount == 1)
    }

    @Test func severalStylesApplyInOrderAsSDThemeManagerStyleList() {
        let primary = Style<Label>("Primary").setting(\.textColor) { $0.palette.primary }
        let secondary = Style<Label>("Secondary").setting(\.textColor) { $0.palette.secondary }
        let label = Label()
        let controller = ThemeController()
        controller.apply(primary, secondary, to: label)
        #expect(label.textColor == light.palette.secondary)
        #expect(controller.bindingCount == 1)
    }

    @Test func aStyleReplacesABindingOfTheSamePropertyAndACustomKeyReplacesAKeyedBinding() {
        let controller = ThemeController()
        let button = Button()
        controller.bind(button.titleLabel, \.textColor) { $0.palette.error }
        controller.bind(button, key: "placeholderColor") { button, theme in
            button.placeholder.color = theme.palette.error
        }
        let style = Style<Button>("Field")
            .setting(key: "placeholderColor") { button, theme in button.placeholder.color = theme.palette.outline }
        controller.apply(style, to: button)
        controller.apply(Style<Label>("Text").setting(\.textColor) { $0.palette.onSurface }, to: button.titleLabel)
        #expect(controller.bindingCount == 2)
        controller.setTheme(acme)
        #expect(button.placeholder.color == acme.palette.outline)
        #expect(button.titleLabel.textColor == acme.palette.onSurface)
    }

    @Test func aStyledObjectIsHeldWeakly() {
        let controller = ThemeController()
        weak var freed: Label?
        do {
            let label = Label()
            freed = label
            controller.apply(body, to: label)
        }
        #expect(freed == nil)
        #expect(controller.bindingCount == 0)
    }

    @Test func aNumberANumericPropertyCannotHoldIsAMismatchNotInfinityOrATrap() {
        #expect(Float(styleValue: .number(1e308), in: light) == nil, "Float(1e308) would be infinity")
        #expect(Float(styleValue: .number(-1e308), in: light) == nil)
        #expect(Float(styleValue: .number(0.5), in: light) == 0.5)
        #expect(Float.expectedStyleValue == "a number within Float's range")
        #expect(Int(styleValue: .number(1e308), in: light) == nil, "Int(1e308) would trap")
        #expect(Int(styleValue: .number(1.5), in: light) == nil)
        #expect(Int(styleValue: .number(-0.0), in: light) == 0)
    }
}
