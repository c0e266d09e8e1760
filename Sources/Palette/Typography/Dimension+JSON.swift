internal import InternalPaletteUtilities

extension Dimension {
    /// Reads a number of points or text with its unit (`"16px"`, `"1.5rem"`, `"-0.02em"`).
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        switch node.value {
        case .number(let points):
            self.init(points)
        case .string(let text):
            guard let dimension = Dimension(text: text), Dimension.split(text)?.unit.isEmpty == false else {
                throw node.invalid(
                    text,
                    at: path,
                    "'\(text)' is not a dimension such as 16, '16px', '1.5rem' or '0.5em'"
                )
            }
            self = dimension
        default:
            throw node.mismatch(at: path, expected: "a dimension such as 16, '16px' or '1.5rem'")
        }
    }

    /// Points as a number, relative lengths as text with their unit (`"1.5rem"`).
    var jsonValue: JSONValue {
        unit == .points ? .number(value) : .string(description)
    }
}

extension Dimension: Codable, JSONCodable {}
