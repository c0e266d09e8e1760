import Foundation
import PaletteTestSupport
import Testing

@testable import Palette

/// A label subclass, to check that a registration for a class serves its subclasses.
final class TitleLabel: Label {}

/// Styles from data: property names mapped to key paths, SDThemeManager's conventions.
@MainActor
struct StyleSheetTests {
    let acme = AcmeTheme().resolved
    let light = DefaultTheme().resolved

    /// The registrations an app makes once per type.
    static var sheet: StyleSheet {
        var sheet = StyleSheet()
        sheet.register(\Label.textColor, as: "textColor")
        sheet.register(\Label.backgroundColor, as: "backgroundColor")
        sheet.register(\Label.font, as: "font")
        sheet.register(\Label.numberOfLines, as: "numberOfLines")
        sheet.register(\Label.cornerRadius, as: "cornerRadius")
        sheet.register(\Label.isHidden, as: "hidden")
        sheet.register(\Label.layer.borderColor, as: "layer.borderColor")
        sheet.register(\Label.layer.borderWidth, as: "layer.borderWidth")
        sheet.register(\Button.frame, as: "frame")
        sheet.register(\Button.contentInsets, as: "contentInsets")
        sheet.register(objectAt: \Button.titleLabel, as: "titleLabel")
        return sheet
    }

    @Test func aDataStyleAppliesThroughRegisteredKeyPathsAndFollowsSwitches() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(
                name: "CommonLabel",
                properties: [
                    StyleProperty("textColor", .role(.onBackground)),
                    StyleProperty("font", .fontStyle(.body)),
                    StyleProperty("layer.borderWidth", .number(2)),
                    StyleProperty("numberOfLines", .number(0)),
                    StyleProperty("hidden", .bool(false)),
                ]
            )
        )
        let controller = ThemeController()
        let label = Label()
        label.isHidden = true
        let result = sheet.apply("CommonLabel", to: label, in: controller)
        #expect(result.problems.isEmpty)
        #expect(label.textColor == light.palette.onBackground)
        #expect(label.font == light.fontStyles.body)
        #expect(label.layer.borderWidth == 2, "a dotted key path, as SDThemeManager's 'layer.borderWidth'")
        #expect(label.numberOfLines == 0)
        #expect(!label.isHidden)
        controller.setTheme(acme)
        #expect(label.textColor == acme.palette.onBackground, "roles follow the theme")
        #expect(result.binding.isActive)
    }

    @Test func aCommaSeparatedKeyGivesEveryListedPropertyTheValue() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(
                name: "Bordered",
                properties: [StyleProperty("textColor, layer.borderColor", .role(.primary))]
            )
        )
        let label = Label()
        let result = sheet.apply("Bordered", to: label, in: ThemeController())
        #expect(result.problems.isEmpty)
        #expect(label.textColor == light.palette.primary)
        #expect(label.layer.borderColor == light.palette.primary)
        #expect(sheet.resolve("Bordered").entries.map(\.name) == ["textColor", "layer.borderColor"])
    }

    @Test func aNameWithNoRegisteredKeyPathIsReportedAndTheRestStillApplies() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(
                name: "Typo",
                properties: [StyleProperty("textColr", .color(.white)), StyleProperty("font", .fontStyle(.caption))]
            )
        )
        let label = Label()
        let result = sheet.apply("Typo", to: label, in: ThemeController())
        #expect(label.font == light.fontStyles.caption)
        guard case .unknownProperty(let name, let style, let type, let registered) = result.problems.first else {
            Issue.record("expected an unknown property, got \(result.problems)")
            return
        }
        #expect(result.problems.count == 1)
        #expect((name, style, type) == ("textColr", "Typo", "Label"))
        #expect(registered.contains("textColor") && !registered.contains("frame"), "names registered for Label only")
        #expect(sheet.problems(applying: "Typo", to: Label.self) == result.problems, "found without an object too")
        #expect(result.problems[0].description.contains("no property 'textColr' is registered for Label"))
    }

    @Test func superstylesFromTheUnderscoreKeyApplyInOrderAndTheChildWins() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(
                name: "Base",
                properties: [StyleProperty("textColor", .role(.onSurface)), StyleProperty("font", .fontStyle(.body))]
            )
        )
        sheet.add(StyleDefinition(name: "Accent", properties: [StyleProperty("textColor", .role(.primary))]))
        let child = StyleDefinition(
            name: "Title",
            entries: [
                ("_superstyle", .string("Base, Accent")),
                ("font", .fontStyle(.heading)),
            ]
        )
        #expect(child.superstyles == ["Base", "Accent"])
        #expect(StyleDefinition.superstyleKey == "_superstyle")
        sheet.add(child)
        let resolution = sheet.resolve("Title")
        #expect(resolution.problems.isEmpty)
        #expect(resolution["textColor"] == .role(.primary), "Accent is listed after Base")
        #expect(resolution["font"] == .fontStyle(.heading), "the child overrides its parents' key paths")
        #expect(resolution.entries.map(\.style) == ["Accent", "Title"])
        let label = Label()
        sheet.apply("Title", to: label, in: ThemeController())
        #expect(label.textColor == light.palette.primary)
        #expect(label.font == light.fontStyles.heading)
    }

    @Test func aSharedAncestorIsAppliedEachTimeItIsReachedNotReportedAsACycle() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "Root", properties: [StyleProperty("textColor", .role(.onSurface))]))
        sheet.add(
            StyleDefinition(
                name: "Left",
                superstyles: ["Root"],
                properties: [StyleProperty("textColor", .role(.primary))]
            )
        )
        sheet.add(StyleDefinition(name: "Right", superstyles: ["Root"]))
        sheet.add(StyleDefinition(name: "Both", superstyles: ["Left", "Right"]))
        let resolution = sheet.resolve("Both")
        #expect(resolution.problems.isEmpty)
        #expect(
            resolution["textColor"] == .role(.onSurface),
            "Root, reached again through Right, is applied after Left"
        )
    }

    @Test func cyclesInInheritanceAreReportedAndTheRestApplies() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(name: "A", superstyles: ["B"], properties: [StyleProperty("textColor", .role(.primary))])
        )
        sheet.add(
            StyleDefinition(name: "B", superstyles: ["A"], properties: [StyleProperty("font", .fontStyle(.quote))])
        )
        sheet.add(StyleDefinition(name: "Self", superstyles: ["Self"]))
        let label = Label()
        let result = sheet.apply("A", to: label, in: ThemeController())
        #expect(result.problems == [.inheritanceCycle(styles: ["A", "B", "A"])])
        #expect(label.textColor == light.palette.primary)
        #expect(label.font == light.fontStyles.quote)
        #expect(sheet.resolve("Self").problems == [.inheritanceCycle(styles: ["Self", "Self"])])
        #expect(result.problems[0].description == "styles extend each other in a cycle: 'A' -> 'B' -> 'A'")
    }

    @Test func tooDeepInheritanceIsReportedNotRecursedWithoutEnd() {
        var sheet = Self.sheet
        for level in 0..<100 {
            sheet.add(StyleDefinition(name: "S\(level)", superstyles: level == 99 ? [] : ["S\(level + 1)"]))
        }
        let problems = sheet.resolve("S0").problems
        #expect(problems == [.inheritanceTooDeep(style: "S0", limit: ThemeLimits.default.maximumStyleDepth)])
        // The bound is the sheet's own: a tighter one stops sooner.
        sheet.limits.maximumStyleDepth = 10
        #expect(sheet.resolve("S0").problems == [.inheritanceTooDeep(style: "S0", limit: 10)])
        #expect(sheet.resolve("S95").problems.isEmpty)
    }

    @Test func unknownStylesAreReportedWhereverTheyAreNamed() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "Orphan", superstyles: ["Missing"]))
        #expect(sheet.resolve("Nope").problems == [.unknownStyle(name: "Nope", referencedBy: nil)])
        #expect(sheet.resolve("Orphan").problems == [.unknownStyle(name: "Missing", referencedBy: "Orphan")])
        #expect(sheet.styleNames == ["Orphan"])
    }

    @Test func aValueOfTheWrongKindIsReportedWithWhatWasExpected() {
        var sheet = Self.sheet
        sheet.add(
            StyleDefinition(
                name: "Wrong",
                properties: [
                    StyleProperty("textColor", .number(3)),
                    StyleProperty("numberOfLines", .number(1.5)),
                    StyleProperty("cornerRadius", .null),
                    StyleProperty("font", .null),
                ]
            )
        )
        let label = Label()
        label.font = light.fontStyles.body
        let problems = sheet.apply("Wrong", to: label, in: ThemeController()).problems
        #expect(
            problems == [
                .valueMismatch(property: "textColor", style: "Wrong", expected: "a colour or null", found: "a number"),
                .valueMismatch(
                    property: "numberOfLines",
                    style: "Wrong",
                    expected: "a whole number",
                    found: "a number"
                ),
                .valueMismatch(property: "cornerRadius", style: "Wrong", expected: "a number", found: "null"),
            ]
        )
        #expect(label.font == nil, "null sets an optional property to nil, as SDThemeManager's 'null' or 'nil'")
    }

    @Test func geometryValuesSetPointsSizesRectsAndEdgeInsets() {
        var sheet = Self.sheet
        final class Shape {
            var origin = CGPoint.zero
            var size = CGSize.zero
            var bounds = CGRect.zero
            var anchor = StylePoint(x: 0, y: 0)
            var extent = StyleSize(width: 0, height: 0)
            var scale: CGFloat = 1
        }
        sheet.register(\Shape.origin, as: "origin")
        sheet.register(\Shape.size, as: "size")
        sheet.register(\Shape.bounds, as: "bounds")
        sheet.register(\Shape.anchor, as: "anchor")
        sheet.register(\Shape.extent, as: "extent")
        sheet.register(\Shape.scale, as: "scale")
        sheet.add(
            StyleDefinition(
                name: "Geometry",
                properties: [
                    StyleProperty("origin,anchor", .point(StylePoint(x: 1, y: 2))),
                    StyleProperty("size,extent", .size(StyleSize(width: 3, height: 4))),
                    StyleProperty("bounds", .rect(StyleRect(x: 5, y: 6, width: 7, height: 8))),
                    StyleProperty("scale", .number(2)),
                ]
            )
        )
        sheet.add(
            StyleDefinition(
                name: "Framed",
                properties: [
                    StyleProperty("frame", .rect(StyleRect(x: 0, y: 0, width: 44, height: 20))),
                    StyleProperty("contentInsets", .edgeInsets(StyleEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))),
                ]
            )
        )
        let shape = Shape()
        let button = Button()
        let controller = ThemeController()
        #expect(sheet.apply("Geometry", to: shape, in: controller).problems.isEmpty)
        #expect(sheet.apply("Framed", to: button, in: controller).problems.isEmpty)
        #expect(shape.origin == CGPoint(x: 1, y: 2) && shape.anchor == StylePoint(x: 1, y: 2))
        #expect(shape.size == CGSize(width: 3, height: 4) && shape.extent == StyleSize(width: 3, height: 4))
        #expect(shape.bounds == CGRect(x: 5, y: 6, width: 7, height: 8))
        #expect(shape.scale == 2)
        #expect(button.frame == StyleRect(x: 0, y: 0, width: 44, height: 20))
        #expect(button.contentInsets == StyleEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func aStyleListValueStylesTheObjectAPropertyHoldsAsSDThemeManagerStylePrefix() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "CommonLabel", properties: [StyleProperty("textColor", .role(.primary))]))
        sheet.add(StyleDefinition(name: "Bold", properties: [StyleProperty("font", .fontStyle(.heading))]))
        sheet.add(
            StyleDefinition(
                name: "HomeButton",
                properties: [StyleProperty("titleLabel", .styles(["CommonLabel", "Bold"]))]
            )
        )
        let button = Button()
        let controller = ThemeController()
        let result = sheet.apply("HomeButton", to: button, in: controller)
        #expect(result.problems.isEmpty)
        #expect(button.titleLabel.textColor == light.palette.primary)
        #expect(button.titleLabel.font == light.fontStyles.heading)
        controller.setTheme(acme)
        #expect(button.titleLabel.textColor == acme.palette.primary)
        result.binding.cancel()
        #expect(controller.bindingCount == 0, "the token covers the nested object's bindings")
    }

    @Test func aStyleListOnAnOutletCollectionStylesEveryObjectAndAMissingObjectIsReported() {
        final class Form {
            var fields = [Label(), Label()]
            var footer: Label?
        }
        var sheet = Self.sheet
        sheet.register(objectsAt: \Form.fields, as: "fields")
        sheet.register(objectAt: \Form.footer, as: "footer")
        sheet.add(StyleDefinition(name: "CommonLabel", properties: [StyleProperty("textColor", .role(.primary))]))
        sheet.add(
            StyleDefinition(
                name: "Form",
                properties: [
                    StyleProperty("fields", .styles(["CommonLabel"])),
                    StyleProperty("footer", .styles(["CommonLabel"])),
                ]
            )
        )
        let form = Form()
        let problems = sheet.apply("Form", to: form, in: ThemeController()).problems
        #expect(
            form.fields.allSatisfy { $0.textColor == light.palette.primary },
            "SDThemeManager: applied to every object"
        )
        #expect(problems == [.valueMismatch(property: "footer", style: "Form", expected: "an object", found: "nil")])
        sheet.add(StyleDefinition(name: "Flat", properties: [StyleProperty("fields", .color(.white))]))
        #expect(
            sheet.problems(applying: "Flat", to: Form.self)
                == [.valueMismatch(property: "fields", style: "Flat", expected: "a list of styles", found: "a colour")]
        )
    }

    @Test func customPropertiesAreHandledByTheirClosureAsSDThemeManagerCustomizationHook() {
        var sheet = Self.sheet
        sheet.register(custom: "placeholderColor", for: Button.self, from: ThemeColor.self) { button, color in
            button.placeholder.color = color
        }
        sheet.add(StyleDefinition(name: "Field", properties: [StyleProperty("placeholderColor", .role(.outline))]))
        let button = Button()
        let controller = ThemeController()
        #expect(sheet.apply("Field", to: button, in: controller).problems.isEmpty)
        #expect(button.placeholder.color == light.palette.outline)
        controller.setTheme(acme)
        #expect(button.placeholder.color == acme.palette.outline)
        sheet.add(StyleDefinition(name: "BadField", properties: [StyleProperty("placeholderColor", .number(1))]))
        #expect(sheet.problems(applying: "BadField", to: Button.self).count == 1)
    }

    @Test func aRegistrationForAClassServesItsSubclasses() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "Tinted", properties: [StyleProperty("textColor", .role(.primary))]))
        let title = TitleLabel()
        #expect(sheet.apply("Tinted", to: title, in: ThemeController()).problems.isEmpty)
        #expect(title.textColor == light.palette.primary)
        #expect(sheet.registeredNames(for: TitleLabel.self).contains("textColor"))
    }

    @Test func anEmptyNameInAKeyListIsReported() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "Trailing", properties: [StyleProperty("textColor,", .role(.primary))]))
        #expect(sheet.resolve("Trailing").problems == [.emptyPropertyName(key: "textColor,", style: "Trailing")])
    }

    @Test func aDataStyleReplacesACodeBindingOfTheSameKeyPath() {
        var sheet = Self.sheet
        sheet.add(StyleDefinition(name: "Tinted", properties: [StyleProperty("textColor", .role(.secondary))]))
        let controller = ThemeController()
        let label = Label()
        controller.bind(label, \.textColor) { $0.palette.primary }
        sheet.apply("Tinted", to: label, in: controller)
        #expect(controller.bindingCount == 1)
        #expect(label.textColor == light.palette.secondary)
    }
}
