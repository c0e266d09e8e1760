internal import InternalPaletteUtilities
import Palette

extension AssetCatalogColorSet {
    /// The keys of a `colors` entry Palette reads; an entry with others (a locale, a size class)
    /// is for a case Palette's variants do not have, and is skipped with a warning.
    static let entryKeys: Set<String> = ["idiom", "appearances", "color", "display-gamut"]

    /// Reads a colour set's `Contents.json`, reporting every problem with its path and line:column.
    ///
    /// Entries of the `universal` idiom are read, or of the first idiom given when none is
    /// universal (with a warning); entries for other idioms are skipped with one warning. Where
    /// two entries are for the same appearances, the one for the sRGB gamut wins over a
    /// `display-P3` one, as Palette's colours are sRGB.
    static func read(_ root: JSONNode, name: String, reader: inout DocumentReader) -> AssetCatalogColorSet? {
        let expectation = "a colour set's Contents.json (an object with 'colors' and 'info')"
        guard reader.object(root, at: .root, expected: expectation) != nil else { return nil }
        guard let colorsNode = root["colors"] else {
            reader.error(.missingKey(key: "colors", location: root.location(.root)))
            return nil
        }
        let path = JSONPath.root.appending("colors")
        guard let entries = reader.array(colorsNode, at: path, expected: "an array of colours") else { return nil }
        let idioms = entries.compactMap { $0["idiom"]?.string }
        let chosen = idioms.contains("universal") ? "universal" : idioms.first ?? "universal"
        if chosen != "universal" {
            reader.warning(
                .interpreted(
                    what: "colour set '\(name.clippedForMessage)'",
                    as: "its '\(chosen.clippedForMessage)' colours, since it has no 'universal' ones",
                    location: colorsNode.location(path)
                )
            )
        }
        var set = AssetCatalogColorSet()
        set.idiom = chosen
        var ignoredIdioms: [String] = []
        let problems = reader.errors.count + reader.warnings.count
        // Entries for the sRGB gamut (or any) first: a display-P3 one only fills what they leave.
        let ordered = entries.enumerated().sorted { left, right in
            (left.element["display-gamut"]?.string == "display-P3" ? 1 : 0, left.offset)
                < (right.element["display-gamut"]?.string == "display-P3" ? 1 : 0, right.offset)
        }
        for (index, entry) in ordered {
            let entryPath = path.appending(index: index)
            guard let members = reader.object(entry, at: entryPath, expected: "a colour entry (an object)") else {
                continue
            }
            let idiom = entry["idiom"]?.string ?? "universal"
            guard idiom == chosen else {
                if !ignoredIdioms.contains(idiom) { ignoredIdioms.append(idiom) }
                continue
            }
            if let other = members.first(where: { !entryKeys.contains($0.key) }) {
                reader.warning(
                    .unsupported(
                        feature: "colour entry for '\(other.key.clippedForMessage)'",
                        reason: "Palette's variants are appearance and contrast only; this entry was not imported",
                        location: other.keyLocation(entryPath.appending(other.key))
                    )
                )
                continue
            }
            // An entry without a colour is an empty slot (a new AccentColor has one).
            guard let colorNode = entry["color"], let slot = slot(entry, at: entryPath, reader: &reader) else {
                continue
            }
            if set.values[slot] != nil {
                if entry["display-gamut"]?.string != "display-P3" {
                    // Not `duplicateDefinition`: its words say the later one replaces the first.
                    reader.warning(
                        .interpreted(
                            what: "a second entry of colour set '\(name.clippedForMessage)' for the same appearances",
                            as: "one left out: the first is used",
                            location: entry.location(entryPath)
                        )
                    )
                }
                continue
            }
            if let value = value(colorNode, at: entryPath.appending("color"), name: name, reader: &reader) {
                set.values[slot] = value
            }
        }
        if !ignoredIdioms.isEmpty {
            let listed = ignoredIdioms.map { "'\($0.clippedForMessage)'" }.joined(separator: ", ")
            reader.warning(
                .unsupported(
                    feature: "idiom \(listed)",
                    reason: "colour set '\(name.clippedForMessage)' was read for '\(chosen.clippedForMessage)' only",
                    location: colorsNode.location(path)
                )
            )
        }
        guard !set.values.isEmpty else {
            // A set whose entries had problems has had them reported; an empty one says so here.
            if reader.errors.count + reader.warnings.count == problems {
                reader.warning(
                    .unsupported(
                        feature: "colour set '\(name.clippedForMessage)' without a colour",
                        reason: "it has no entry with a colour; it was not imported",
                        location: root.location(.root)
                    )
                )
            }
            return nil
        }
        return set
    }

    /// The appearances an entry is for, or `nil` (with a warning) for one Palette has no variant for.
    private static func slot(_ entry: JSONNode, at path: JSONPath, reader: inout DocumentReader) -> Slot? {
        var slot = Slot(luminosity: .any, highContrast: false)
        guard let node = entry["appearances"] else { return slot }
        let appearancesPath = path.appending("appearances")
        guard let items = reader.array(node, at: appearancesPath, expected: "an array of appearances") else {
            return nil
        }
        for (index, item) in items.enumerated() {
            let itemPath = appearancesPath.appending(index: index)
            guard reader.object(item, at: itemPath, expected: "an appearance object") != nil,
                let kind = item["appearance"].flatMap({ reader.string($0, at: itemPath.appending("appearance")) }),
                let value = item["value"].flatMap({ reader.string($0, at: itemPath.appending("value")) })
            else {
                if item.members != nil, item["appearance"] == nil || item["value"] == nil {
                    let key = item["appearance"] == nil ? "appearance" : "value"
                    reader.error(.missingKey(key: key, location: item.location(itemPath)))
                }
                return nil
            }
            switch (kind, value) {
            case ("luminosity", "light"): slot.luminosity = .light
            case ("luminosity", "dark"): slot.luminosity = .dark
            case ("luminosity", "any"): slot.luminosity = .any
            case ("contrast", "high"): slot.highContrast = true
            default:
                reader.warning(
                    .unsupported(
                        feature: "appearance '\(kind.clippedForMessage)' '\(value.clippedForMessage)'",
                        reason: "Palette's variants are light, dark and high contrast; this entry was not imported",
                        location: item.location(itemPath)
                    )
                )
                return nil
            }
        }
        return slot
    }
}
