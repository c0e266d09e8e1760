import Foundation
internal import InternalPaletteUtilities
import Palette

extension AssetCatalogExporter {
    /// A `Contents.json` as Xcode writes it: a colour set's entries, or a folder's (the catalog's
    /// own, or a namespace's) info and properties.
    static func contents(of colors: [(ThemeVariant, ThemeColor)]?, namespace: Bool) -> String {
        var members: [(String, JSONValue)] = []
        if let colors { members.append(("colors", .array(colors.map { JSONNode(entry($0.0, $0.1)) }))) }
        members.append(("info", JSONValue.orderedObject([("author", .string("xcode")), ("version", .number(1))])))
        if namespace {
            members.append(("properties", JSONValue.orderedObject([("provides-namespace", .bool(true))])))
        }
        return AssetCatalogText.xcodeText(of: .orderedObject(members))
    }

    /// A kept colour set's `Contents.json` with Palette's entries for `colors` in place of the
    /// entries of `idiom` it reads (those with no key beside `idiom`, `appearances`, `color` and
    /// `display-gamut`); entries for other idioms or cases, `info` and `properties` stay as they
    /// were. `nil` when the file has no `colors` array to put them in.
    static func contents(
        of root: JSONNode,
        replacingIdiom idiom: String,
        with colors: [(ThemeVariant, ThemeColor)]
    ) -> String? {
        guard case .object(var members) = root.value,
            let index = members.lastIndex(where: { $0.key == "colors" }),
            case .array(let entries) = members[index].node.value
        else { return nil }
        let others = entries.filter { entry in
            guard let keys = entry.members?.map(\.key) else { return true }
            let isRead = (entry["idiom"]?.string ?? "universal") == idiom
            return !isRead || !keys.allSatisfy(AssetCatalogColorSet.entryKeys.contains)
        }
        let written = colors.map { JSONNode(entry($0.0, $0.1, idiom: idiom)) }
        members[index] = members[index].with(node: JSONNode(.array(written + others)))
        return AssetCatalogText.xcodeText(of: .object(members))
    }

    /// The variants a catalog of a theme with `defined` variants writes: Any, then Dark, High
    /// Contrast and Dark High Contrast as the theme has them.
    static func slots(for defined: [ThemeVariant]) -> [ThemeVariant] {
        let hasDark = defined.contains(.dark) || defined.contains(.darkIncreasedContrast)
        let hasHigh = defined.contains(.lightIncreasedContrast) || defined.contains(.darkIncreasedContrast)
        var slots: [ThemeVariant] = [.light]
        if hasDark { slots.append(.dark) }
        if hasHigh { slots.append(.lightIncreasedContrast) }
        if hasDark, hasHigh { slots.append(.darkIncreasedContrast) }
        return slots
    }

    /// One entry of `colors`: Xcode's keys in alphabetical order, appearances luminosity first.
    private static func entry(_ variant: ThemeVariant, _ color: ThemeColor, idiom: String = "universal") -> JSONValue {
        var appearances: [JSONNode] = []
        if variant.appearance == .dark { appearances.append(appearance("luminosity", "dark")) }
        if variant.contrast == .increased { appearances.append(appearance("contrast", "high")) }
        var members: [(String, JSONValue)] = []
        if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
        members.append(("color", colorValue(color)))
        members.append(("idiom", .string(idiom)))
        return JSONValue.orderedObject(members)
    }

    /// An entry's `color`, in the space Xcode calls the colour's: `srgb`, `display-p3` or
    /// `extended-srgb`, never clipped.
    ///
    /// Components are written as Xcode writes them: in its 8-bit hexadecimal input method
    /// (`"0x1F"`) when every component is a whole 8-bit value, as sRGB colours are; else as
    /// floats with three decimals (`"0.925"`, Xcode's floating point input method) or as many more
    /// as it takes to say the value exactly. Alpha is a float: to three decimals for an sRGB
    /// colour, whose alpha Palette reads at 8 bits; exactly for the others.
    static func colorValue(_ color: ThemeColor) -> JSONValue {
        let space =
            switch color.colorSpace {
            case .sRGB: "srgb"
            case .displayP3: "display-p3"
            case .extendedSRGB: "extended-srgb"
            }
        let values = [color.red, color.green, color.blue]
        let isBytes = values.allSatisfy { Double(ThemeColor.byte($0)) / 255 == $0 }
        let text = values.map { isBytes ? hex(ThemeColor.byte($0)) : decimal($0) }
        let components = JSONValue.orderedObject([
            ("alpha", .string(color.colorSpace == .sRGB ? alpha(color.alpha) : decimal(color.alpha))),
            ("blue", .string(text[2])), ("green", .string(text[1])),
            ("red", .string(text[0])),
        ])
        return JSONValue.orderedObject([("color-space", .string(space)), ("components", components)])
    }

    private static func appearance(_ kind: String, _ value: String) -> JSONNode {
        JSONNode(JSONValue.orderedObject([("appearance", .string(kind)), ("value", .string(value))]))
    }

    /// `0x1F`, as Xcode's 8-bit hexadecimal input method writes a component.
    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// `1.000`: alpha with three decimals, as Xcode writes it in every input method.
    private static func alpha(_ value: Double) -> String {
        let thousandths = Int((min(max(value, 0), 1) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `1.000`, `0.925`, `1.0625`: a float with three decimals, as Xcode writes it in every input
    /// method, or as many more as it takes to read back as `value`, exactly.
    static func decimal(_ value: Double) -> String {
        for places in 3...17 {
            let text = String(format: "%.\(places)f", value)
            if Double(text) == value { return text == "-0.000" ? "0.000" : text }
        }
        return String(format: "%.17f", value)
    }
}
