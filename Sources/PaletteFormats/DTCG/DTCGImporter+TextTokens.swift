import Palette

extension DTCGImporter {
    /// The off-spec types whose tokens become text or boolean tokens: Tokens Studio's `text`,
    /// `textCase`, `textDecoration` and `boolean`, and Carbon's `link`.
    static let offSpecKinds: [String: TokenKind] = [
        "text": .text, "textCase": .text, "textDecoration": .text, "link": .text, "boolean": .boolean,
    ]

    /// The text or flag an off-spec token holds, following an alias to another token's; `nil`
    /// and one warning when its value is not one (`"true"` and `"false"` are flags, as Tokens
    /// Studio writes them).
    func offSpecValue(
        of token: DTCGTokenTree.Token,
        named name: String,
        values: inout DTCGValueReader,
        reader: inout DocumentReader
    ) -> TokenValue? {
        let mark = reader.errors.count
        let site =
            token.value == nil
            ? nil : values.resolveRaw(DTCGValueReader.valueSite(of: token), part: nil, reader: &reader)
        var value: TokenValue?
        switch (Self.offSpecKinds[name], site?.node.value) {
        case (.boolean, .bool(let flag)?): value = .boolean(flag)
        case (.boolean, .string("true")?): value = .boolean(true)
        case (.boolean, .string("false")?): value = .boolean(false)
        case (.text, .string(let text)?): value = .text(text)
        case (.text, .number(let number)?): value = .text(NumberText.plain(number))
        default: value = nil
        }
        guard let value else {
            if values.isLenient, reader.errors.count > mark {
                skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
            } else if reader.errors.count == mark {
                let expected = Self.offSpecKinds[name] == .boolean ? "true or false" : "text"
                skip(token, feature: "token type '\(name)'", because: "its value is not \(expected)", reader: &reader)
            }
            return nil
        }
        return value
    }
}
