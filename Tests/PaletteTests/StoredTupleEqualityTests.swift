import Foundation
import Testing

@testable import Palette

/// Values that keep their properties in one stored tuple (so that an app keeps one accessor set,
/// not one per property) compare them in a hand-written `==`. Each test changes every element of
/// the tuple in turn and expects the copy to differ, and checks that it changed every element the
/// tuple has: an element added to the tuple and left out of `==` fails here.
struct StoredTupleEqualityTests {
    /// Applies each change to a copy of `base` and expects the copy to differ from it; returns the
    /// names of the changes, to compare with the tuple's labels.
    private func expectEachChangeDiffers<Value: Equatable>(
        _ base: Value,
        _ changes: [(name: String, change: (inout Value) -> Void)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Set<String> {
        for (name, change) in changes {
            var changed = base
            change(&changed)
            #expect(changed != base, "changing \(name) leaves the value equal", sourceLocation: sourceLocation)
        }
        #expect(base == base, sourceLocation: sourceLocation)
        return Set(changes.map(\.name))
    }

    private func labels(of tuple: Any) -> Set<String> {
        Set(Mirror(reflecting: tuple).children.compactMap(\.label))
    }

    @Test func fontDescriptorsDifferingInAnyPropertyAreUnequal() {
        let base = FontDescriptor(size: 16)
        let changed = expectEachChangeDiffers(
            base,
            [
                ("family", { $0.family = .named("Inter") }),
                ("size", { $0.size = 17 }),
                ("weight", { $0.weight = .bold }),
                ("traits", { $0.traits = .italic }),
                ("textStyle", { $0.textStyle = .body }),
                ("lineHeight", { $0.lineHeight = 1.5 }),
                ("letterSpacing", { $0.letterSpacing = Dimension(0.5) }),
                ("fallbackFamilies", { $0.fallbackFamilies = ["Helvetica"] }),
                ("sizeUnit", { $0.sizeUnit = .rem }),
            ]
        )
        #expect(changed == labels(of: base.stored))
        var same = base
        same.size = 16
        #expect(same == base && same.hashValue == base.hashValue)
    }

    @Test func limitsDifferingInAnyBoundAreUnequal() {
        let base = ThemeLimits.default
        let bounds = Mirror(reflecting: base.bounds).children.compactMap(\.label)
        let keyPaths: [String: WritableKeyPath<ThemeLimits, Int>] = [
            "maximumDocumentSize": \.maximumDocumentSize, "maximumPayloadSize": \.maximumPayloadSize,
            "maximumDepth": \.maximumDepth, "maximumPayloadDepth": \.maximumPayloadDepth,
            "maximumTokenCount": \.maximumTokenCount, "maximumAliasChain": \.maximumAliasChain,
            "maximumExtendsDepth": \.maximumExtendsDepth, "maximumPathLength": \.maximumPathLength,
            "maximumImageSize": \.maximumImageSize, "maximumStyleDepth": \.maximumStyleDepth,
            "maximumStyleVisits": \.maximumStyleVisits, "maximumStoredChoiceSize": \.maximumStoredChoiceSize,
        ]
        let changed = expectEachChangeDiffers(
            base,
            keyPaths.map { name, path in (name, { $0[keyPath: path] += 1 }) }
        )
        #expect(changed == Set(bounds))
        // `==` compares the bounds' bytes, which is right only while every bound is an `Int`.
        #expect(MemoryLayout.size(ofValue: base.bounds) == bounds.count * MemoryLayout<Int>.size)
    }

    @Test func documentsDifferingInAnySectionAreUnequal() throws {
        let base = ThemeDocument(id: "a")
        let extensions = try TokenExtensions(json: #"{"org.example": true}"#)
        let changed = expectEachChangeDiffers(
            base,
            [
                ("formatVersion", { $0.formatVersion = 2 }),
                ("id", { $0.id = "b" }),
                ("name", { $0.name = "B" }),
                ("extends", { $0.extends = "default" }),
                ("palette", { $0.palette[.primary] = .white }),
                ("fonts", { $0.fonts[.body] = FontDescriptor(size: 12) }),
                ("tokens", { $0.tokens.colors["brand"] = .white }),
                ("styles", { $0.styles = [StyleDefinition(name: "card")] }),
                ("variants", { $0.variants = ThemeDocument.Variants([.dark: .theme("night")]) }),
                ("extensions", { $0.extensions = extensions }),
            ]
        )
        #expect(changed == labels(of: base.stored))
    }

    @Test func overridesDifferingInAnySectionAreUnequal() {
        let base = ThemeOverrides()
        let changed = expectEachChangeDiffers(
            base,
            [
                ("palette", { $0.palette[.primary] = .white }),
                ("fonts", { $0.fonts[.body] = FontDescriptor(size: 12) }),
                ("tokens", { $0.tokens.numbers["ratio"] = 2 }),
            ]
        )
        #expect(changed == labels(of: base.stored))
    }

    @Test func tokenSetsDifferingInAnyTableAreUnequal() throws {
        let base = TokenSet()
        let extensions = try TokenExtensions(json: #"{"org.example": true}"#)
        let changed = expectEachChangeDiffers(
            base,
            [
                ("colors", { $0.colors["c"] = .white }),
                ("dimensions", { $0.dimensions["d"] = Dimension(4) }),
                ("fonts", { $0.fonts["f"] = FontDescriptor(size: 12) }),
                ("numbers", { $0.numbers["n"] = 1 }),
                ("images", { $0.images["i"] = .bundled(name: "logo") }),
                ("descriptions", { $0.descriptions["c"] = "a colour" }),
                ("aliases", { $0.aliases[TokenSlot(.color, "c")] = "other" }),
                ("memberAliases", { $0.memberAliases[TokenSlot(.shadow, "s")] = ["color": "c"] }),
                ("deprecations", { $0.deprecations["c"] = "use d" }),
                ("extensions", { $0.extensions["c"] = extensions }),
            ]
        )
        #expect(changed == labels(of: base.tables))
    }

    @Test func palettesDifferingInAnyRoleAreUnequal() {
        let base = ThemePalette(primary: .black, secondary: .black, neutral: .white, highlight: .black)
        for role in ColorRole.allCases {
            let changed = base.replacing(role, with: ThemeColor(red: 0.5, green: 0.25, blue: 0.125))
            #expect(changed != base, "changing \(role) leaves the palette equal")
        }
    }

    @Test func styleGeometryDifferingInAnyNumberIsUnequal() {
        let point = StylePoint(x: 1, y: 2)
        #expect(
            expectEachChangeDiffers(point, [("x", { $0.x = 9 }), ("y", { $0.y = 9 })]) == labels(of: point.stored)
        )
        let size = StyleSize(width: 1, height: 2)
        #expect(
            expectEachChangeDiffers(size, [("width", { $0.width = 9 }), ("height", { $0.height = 9 })])
                == labels(of: size.stored)
        )
        let rect = StyleRect(x: 1, y: 2, width: 3, height: 4)
        let rectChanges: [(name: String, change: (inout StyleRect) -> Void)] = [
            ("x", { $0.x = 9 }), ("y", { $0.y = 9 }), ("width", { $0.width = 9 }), ("height", { $0.height = 9 }),
        ]
        #expect(expectEachChangeDiffers(rect, rectChanges) == labels(of: rect.stored))
        let insets = StyleEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let insetChanges: [(name: String, change: (inout StyleEdgeInsets) -> Void)] = [
            ("top", { $0.top = 9 }), ("left", { $0.left = 9 }), ("bottom", { $0.bottom = 9 }),
            ("right", { $0.right = 9 }),
        ]
        #expect(expectEachChangeDiffers(insets, insetChanges) == labels(of: insets.stored))
        var moved = rect
        moved.x = 1
        #expect(moved == rect && moved.width == 3)
    }

    @Test func reportsAndStylesDifferingInAnyPartAreUnequal() {
        let report = DecodingReport(value: 1)
        let warning = ThemeWarning(ThemeError(.invalidValue, subject: "x", location: nil))
        let reportChanges: [(name: String, change: (inout DecodingReport<Int>) -> Void)] = [
            ("value", { $0.value = nil }),
            ("errors", { $0.errors = [ThemeError(.invalidValue, subject: "x", location: nil)] }),
            ("warnings", { $0.warnings = [warning] }),
        ]
        #expect(expectEachChangeDiffers(report, reportChanges) == labels(of: report.stored))
        let style = StyleDefinition(name: "card", superstyles: ["base"], properties: [StyleProperty("a", .number(1))])
        let styleChanges: [(name: String, change: (inout StyleDefinition) -> Void)] = [
            ("name", { $0 = StyleDefinition(name: "other", superstyles: $0.superstyles, properties: $0.properties) }),
            ("superstyles", { $0.superstyles = [] }),
            ("properties", { $0.properties = [StyleProperty("a", .number(2))] }),
        ]
        #expect(expectEachChangeDiffers(style, styleChanges) == labels(of: style.stored))
        #expect(StyleProperty("a", .number(1)) != StyleProperty("b", .number(1)))
    }
}
