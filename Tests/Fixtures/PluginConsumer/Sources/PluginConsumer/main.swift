import Palette

// The types the build plugin generated from this target's theme files.
let acme = AcmeTheme()
print("AcmeTheme: \(acme.id) \(acme.palette.primary.hex) \(acme.fontStyles.heading.size)")
print("BrandBlueTheme: \(BrandBlueTheme().id) \(BrandBlueTheme().palette.primary.hex)")
print("SunriseTheme: \(SunriseTheme().id) \(SunriseTheme().palette.primary.hex)")
for entry in ThemeRegistry.generated.entries {
    print("registered: \(entry.theme.id)")
}

// The typed keys of the files' own tokens: deleting a token from its file fails the build here.
print("accent: \(acme.resolved.color(Tokens.Color.Brand.accent).hex)")
// `Tokens` holds every file's keys, each once; `AcmeTheme.Tokens` those of acme.palette.json.
let card = acme.resolved.value(for: AcmeTheme.Tokens.Spacing.card)
print("card: \(BrandBlueTheme().resolved.dimension(Tokens.Spacing.card)) \(card)")

// Designsystemet's Tokens Studio folder, a design system of real size (hundreds of keys, light and
// dark), is listed in palette.json from Tests/Fixtures/modes/designsystemet. Its keys read their
// values in each variant.
let designsystemet = DesignsystemetTheme().adaptiveTheme
for appearance in [ThemeAppearance.light, .dark] {
    let variant = designsystemet.variant(ThemeVariant(appearance))
    let colors = [
        DesignsystemetTheme.Tokens.Color.Accent.baseDefault, DesignsystemetTheme.Tokens.backgroundDefault,
        DesignsystemetTheme.Tokens.textDefault, Tokens.Color.Danger.baseDefault,
    ]
    let radius = variant.dimension(DesignsystemetTheme.Tokens.BorderRadius.base)
    print("designsystemet \(appearance): \(colors.map { variant.color($0).hex }.joined(separator: " ")) \(radius)")
}
