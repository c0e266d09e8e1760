import Palette

// The types the build plugin generated from this target's theme files.
let acme = AcmeTheme()
print("AcmeTheme: \(acme.id) \(acme.palette.primary.hex) \(acme.fontStyles.heading.size)")
print("BrandBlueTheme: \(BrandBlueTheme().id) \(BrandBlueTheme().palette.primary.hex)")
print("SunriseTheme: \(SunriseTheme().id) \(SunriseTheme().palette.primary.hex)")
for entry in ThemeRegistry.generated.entries {
    print("registered: \(entry.theme.id)")
}
