import Palette

/// What the name of a mode says about the variant it is: an appearance (light, dark), a
/// contrast (standard, increased), both, or nothing Palette recognises.
///
/// A name is read as words (`dark_ax` is `dark ax`, `lightIncreasedContrast` is `light increased
/// contrast`, `Light mode` is `light mode`) and recognised only when every word is one of these:
///
/// | words | mean |
/// |---|---|
/// | `light`, `dark` | the appearance |
/// | `ax` (Apple's accessibility colours), `hc`, `highcontrast`; `high`, `increased` or `more`, with or without `contrast` | increased contrast |
/// | `standard`, `normal`, `regular` | standard contrast |
/// | `mode`, `theme`, `scheme`, `color`, `colour`, `appearance`, `contrast` | nothing more |
///
/// So `light`, `Dark`, `dark_ax`, `light-hc`, `high-contrast`, `darkHighContrast` and Palette's
/// own `lightIncreasedContrast` are recognised; `default`, `inverted`, `acme-light` and
/// `Wireframe` are not (`--variant-modifier` maps such names). Among a modifier's contexts, the
/// words every context has are left out first (``recognitions(of:)``): `acme-light` beside
/// `acme-dark` is light.
struct VariantRecognition: Hashable, Sendable {
    var appearance: ThemeAppearance?
    var contrast: ThemeContrast?

    private static let increasedWords: Set<String> = ["ax", "hc", "highcontrast", "high", "increased", "more"]
    private static let standardWords: Set<String> = ["standard", "normal", "regular"]
    private static let fillerWords: Set<String> = [
        "mode", "theme", "scheme", "color", "colour", "appearance", "contrast",
    ]

    /// What `name` says, or `nil` when it has a word Palette does not recognise, or says nothing
    /// of appearance or contrast.
    init?(_ name: String) {
        self.init(words: Self.words(name))
    }

    /// What a name's words (``words(_:)``) say, or `nil` as for the name.
    init?(words: [String]) {
        var appearance: ThemeAppearance?
        var contrast: ThemeContrast?
        guard !words.isEmpty else { return nil }
        for word in words {
            if let named = ThemeAppearance(rawValue: word) {
                guard appearance == nil || appearance == named else { return nil }
                appearance = named
            } else if Self.increasedWords.contains(word) {
                guard contrast != .standard else { return nil }
                contrast = .increased
            } else if Self.standardWords.contains(word) {
                guard contrast != .increased else { return nil }
                contrast = .standard
            } else if !Self.fillerWords.contains(word) {
                return nil
            }
        }
        guard appearance != nil || contrast != nil else { return nil }
        self.appearance = appearance
        self.contrast = contrast
    }

    init(_ variant: ThemeVariant) {
        appearance = variant.appearance
        contrast = variant.contrast
    }

    /// What each of a modifier's context names says: as ``init(_:)`` reads it, else without the
    /// words every context has, so that a design system's own word around the appearance
    /// (`🌞 Brand Light` and `🌚 Brand Dark`, `acme-light` and `acme-dark`) is no word Palette must
    /// know; `nil` for a name that says nothing Palette recognises either way.
    static func recognitions(of names: [String]) -> [VariantRecognition?] {
        let words = names.map(Self.words)
        let shared =
            names.count < 2
            ? [] : words.dropFirst().reduce(Set(words.first ?? [])) { $0.intersection($1) }
        return zip(names, words).map { name, words in
            VariantRecognition(name)
                ?? (shared.isEmpty ? nil : VariantRecognition(words: words.filter { !shared.contains($0) }))
        }
    }

    /// The variant, light and standard contrast filling in what the name does not say.
    var variant: ThemeVariant { ThemeVariant(appearance ?? .light, contrast ?? .standard) }

    /// The lowercased words of a name: split at anything but letters and digits, and where a
    /// lowercase letter is followed by an uppercase one (`lightIncreasedContrast`).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
