internal import InternalPaletteUtilities

extension ThemeShadow.Layer {
    /// Reads `{"color", "offsetX", "offsetY", "blur", "spread", "inset"}`; all but the colour may be
    /// absent (zero, or not inset).
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        let expected = "a shadow layer object with a 'color'"
        let color = try ThemeColor(json: try node.member("color", at: path, in: expected), at: path.appending("color"))
        func length(_ key: String) throws(ThemeError) -> Dimension {
            guard let member = node.optionalMember(key) else { return 0 }
            return try Dimension(json: member, at: path.appending(key))
        }
        let blur = try length("blur")
        guard blur.value >= 0 else {
            throw node.invalid(
                blur.description,
                at: path.appending("blur"),
                "a shadow's blur cannot be negative ('\(blur)')"
            )
        }
        var inset = false
        if let insetNode = node.optionalMember("inset") {
            guard case .bool(let flag) = insetNode.value else {
                throw insetNode.mismatch(at: path.appending("inset"), expected: "true or false")
            }
            inset = flag
        }
        self.init(
            color: color,
            offsetX: try length("offsetX"),
            offsetY: try length("offsetY"),
            blur: blur,
            spread: try length("spread"),
            inset: inset
        )
    }

    /// `{"blur", "color", "inset", "offsetX", "offsetY", "spread"}`, keys in alphabetical order,
    /// `inset` only when it is true.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("blur", blur.jsonValue), ("color", .string(color.cssText))]
        if inset { members.append(("inset", .bool(true))) }
        members += [("offsetX", offsetX.jsonValue), ("offsetY", offsetY.jsonValue), ("spread", spread.jsonValue)]
        return .orderedObject(members)
    }
}

extension ThemeShadow {
    /// Reads one layer (an object) or several (an array).
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        guard let elements = node.elements else {
            self.init(try Layer(json: node, at: path))
            return
        }
        var layers: [Layer] = []
        for (index, element) in elements.enumerated() {
            layers.append(try Layer(json: element, at: path.appending(index: index)))
        }
        self.init(layers)
    }

    /// One layer as an object, several (or none) as an array.
    var jsonValue: JSONValue {
        if layers.count == 1, let layer = layers.first { return layer.jsonValue }
        return .array(layers.map { JSONNode($0.jsonValue) })
    }
}

extension ThemeShadow.Layer: Codable, JSONCodable {}

extension ThemeShadow: Codable, JSONCodable {}
