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
        return JSONWriter.string(JSONValue.orderedObject(members), keySeparator: " : ") + "\n"
    }

    /// One entry of `colors`: Xcode's keys in alphabetical order, appearances luminosity first.
    private static func entry(_ variant: ThemeVariant, _ color: ThemeColor) -> JSONValue {
        var appearances: [JSONNode] = []
        if variant.appearance == .dark { appearances.append(appearance("luminosity", "dark")) }
        if variant.contrast == .increased { appearances.append(appearance("contrast", "high")) }
        let (red, green, blue, _) = color.rgba8
        let components = JSONValue.orderedObject([
            ("alpha", .string(alpha(color.alpha))), ("blue", .string(hex(blue))), ("green", .string(hex(green))),
            ("red", .string(hex(red))),
        ])
        var members: [(String, JSONValue)] = []
        if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
        members.append(
            ("color", JSONValue.orderedObject([("color-space", .string("srgb")), ("components", components)]))
        )
        members.append(("idiom", .string("universal")))
        return JSONValue.orderedObject(members)
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
}
