import Palette
import Testing

@testable import PaletteFormats

/// What PaletteFormats adds to Palette's roles and variants: the role a role is read against, and
/// a variant found by its document key.
struct RoleAndVariantKeyTests {
    @Test func rolesKnowTheirCounterpartsAndWhichOfThePairIsText() {
        #expect(ColorRole.primary.counterpart == .onPrimary)
        #expect(ColorRole.onError.counterpart == .error)
        #expect(ColorRole.outline.counterpart == .surface)
        #expect(ColorRole.onPrimary.isReadOnCounterpart)
        #expect(!ColorRole.primary.isReadOnCounterpart)
    }

    @Test(arguments: ThemeVariant.allCases)
    func aVariantsKeyReadsBackInAnyCase(variant: ThemeVariant) {
        #expect(ThemeVariant(key: variant.key) == variant)
        #expect(ThemeVariant(key: variant.key.uppercased()) == variant)
    }

    @Test func anUnknownVariantKeyIsNil() {
        #expect(ThemeVariant(key: "dim") == nil)
    }
}
