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
