internal import InternalPaletteUtilities

extension CubicBezier {
    /// Reads DTCG's four numbers, or a CSS keyword such as `"ease-in-out"`.
    init(json node: JSONNode, at path: JSONPath) throws(ThemeError) {
        if let keyword = node.string {
            guard let curve = CubicBezier(keyword: keyword) else {
                throw node.invalid(
                    keyword,
                    at: path,
                    "'\(keyword)' is not a timing function; expected four numbers or a CSS keyword"
                )
            }
            self = curve
            return
        }
        let rule = "a cubic Bézier is four numbers whose first and third are in 0...1"
        var numbers: [Double] = []
        for (index, element) in try node.elements(at: path, expected: "four numbers or a CSS keyword").enumerated() {
            numbers.append(try element.number(at: path.appending(index: index), expected: "a number"))
        }
        guard let curve = CubicBezier(numbers) else {
            throw node.invalid(JSONWriter.string(node.value, pretty: false), at: path, rule)
        }
        self = curve
    }

    /// The four numbers.
    var jsonValue: JSONValue { .array(points.map { JSONNode(.number($0)) }) }
}

extension CubicBezier: Codable, JSONCodable {}
