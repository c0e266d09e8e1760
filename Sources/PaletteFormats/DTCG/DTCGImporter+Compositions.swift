internal import InternalPaletteUtilities
import Palette

/// Tokens Studio's `composition` tokens, which DTCG has no type for, read as Palette's named styles:
/// a composition is a bundle of properties (`fill`, `verticalPadding`, `borderRadius`,
/// `typography`, `boxShadow`, …), each a value or a reference to a token, which a
/// ``StyleDefinition`` holds as they are.
///
/// ```json
/// "button": { "primary": { "type": "composition", "value": {
///   "fill": "{colors.primary}", "verticalPadding": "{spacing.sm}", "opacity": "0.9"
/// } } }
/// ```
///
/// becomes the style `button.primary` with the properties `fill` (the token `colors.primary`,
/// or the role its path names), `verticalPadding` (the dimension token `spacing.sm`) and
/// `opacity` (0.9). Each property is read as a token of the type its name stands for would be
/// (`verticalPadding` a `spacing`, `fill` a `color`), or of the type of the token it refers to.
/// A value a style holds as it is (a colour, a number, a length in points, a font, text) stays
/// in the style; any other (a shadow, a border, a length in rem) becomes a token at the
/// property's path (`button.primary.boxShadow`), which the style refers to. A property that is
/// a reference to another composition makes that composition a superstyle. The older form, a
/// list of `{"property", "value"}` objects, is read the same way.
extension DTCGImporter {
    /// Tokens Studio's type name for compositions.
    static let compositionTypeName = "composition"

    /// The Tokens Studio token type each composition property is read as, where its name is not
    /// one itself: a property named after a type (`spacing`, `boxShadow`, `fontSizes`) is read as
    /// that type, and a property named neither way as a length or a colour when its value looks
    /// like one, else as text.
    static let compositionPropertyTypes: [String: String] = [
        "fill": "color", "backgroundColor": "color", "color": "color",
        "verticalPadding": "spacing", "horizontalPadding": "spacing", "itemSpacing": "spacing",
        "paddingTop": "spacing", "paddingRight": "spacing", "paddingBottom": "spacing", "paddingLeft": "spacing",
        "width": "sizing", "height": "sizing", "minWidth": "sizing", "maxWidth": "sizing", "minHeight": "sizing",
        "maxHeight": "sizing", "backgroundBlur": "sizing",
        "borderRadiusTopLeft": "borderRadius", "borderRadiusTopRight": "borderRadius",
        "borderRadiusBottomRight": "borderRadius", "borderRadiusBottomLeft": "borderRadius",
        "borderWidthTop": "borderWidth", "borderWidthRight": "borderWidth", "borderWidthBottom": "borderWidth",
        "borderWidthLeft": "borderWidth", "borderTop": "border", "borderRight": "border", "borderBottom": "border",
        "borderLeft": "border", "typography": "typography", "opacity": "opacity", "visibility": "text",
    ]

    /// One property of a composition as written: its name, its value, and where the value is (the
    /// object holding it, and its key there).
    private struct CompositionProperty {
        var name: String
        var node: JSONNode
        var container: JSONPath
        var key: String
    }

    /// The style a composition token stands for, with its place in the file; `nil` when a
    /// property cannot be read (each problem reported at it, and the token counted as left out).
    func composition(
        _ token: DTCGTokenTree.Token,
        tree: DTCGTokenTree,
        values: inout DTCGValueReader,
        document: inout ThemeDocument,
        reader: inout DocumentReader
    ) -> PlacedStyle? {
        let site = DTCGValueReader.valueSite(of: token)
        let mark = reader.errors.count
        let warningMark = reader.warnings.count
        guard let properties = Self.compositionProperties(site, reader: &reader) else {
            if values.isLenient, reader.errors.count > mark {
                skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
            }
            return nil
        }
        var definition = StyleDefinition(name: token.palettePath.string)
        var placed: [(TokenPath, TokenValue)] = []
        // Why the composition is left out: its first property that could not be read.
        var failure: String?
        for property in properties {
            let member = Self.memberToken(property, of: token)
            values.unreadableReference = nil
            switch compositionValue(member, tree: tree, values: &values, placing: &placed, reader: &reader) {
            case .superstyle(let name)?:
                definition.superstyles.append(name)
            case .value(let value)?:
                definition.properties.append(StyleProperty(property.name, value))
            case nil:
                let what = "its property '\(property.name)'"
                failure =
                    if let reference = values.unreadableReference, reference != member.path {
                        "\(what) refers to \(UnreadableToken.leftOut(reference)) (its problem is reported there)"
                    } else {
                        "\(what) could not be read (see the warning at it)"
                    }
            }
            if failure != nil { break }
        }
        if let failure {
            if values.isLenient, reader.errors.count > mark {
                skipOffSpec(token, since: mark, tally: &values.tally, reader: &reader)
            } else if reader.errors.count == mark {
                let said = reader.warnings[min(warningMark, reader.warnings.count)...].contains {
                    UnreadableToken.isUnreadable($0, path: token.path)
                }
                if !said { skip(token, feature: "composition", because: failure, reader: &reader) }
            }
            return nil
        }
        for (path, value) in placed { document.tokens[path] = value }
        values.tally.convert(OffSpecTally.composition, file: token.file)
        return PlacedStyle(
            definition: definition,
            source: token.source,
            line: token.node.line,
            column: token.node.column
        )
    }

    /// What one property of a composition gives its style.
    private enum CompositionValue {
        /// A style the composition extends: the composition the property refers to.
        case superstyle(String)
        /// A property's value.
        case value(StyleValue)
    }

    /// One property of a composition, read as the token `member`; `nil` when it cannot be read
    /// (its problem reported at it).
    private func compositionValue(
        _ member: DTCGTokenTree.Token,
        tree: DTCGTokenTree,
        values: inout DTCGValueReader,
        placing placed: inout [(TokenPath, TokenValue)],
        reader: inout DocumentReader
    ) -> CompositionValue? {
        let mark = reader.errors.count
        let value: TokenValue
        switch values.type(of: member, reader: &reader) {
        case .unknown(Self.compositionTypeName)?:
            // A composition within a composition is a style this one extends.
            return Self.referencedToken(by: member, in: tree).map { .superstyle($0.palettePath.string) }
        case .unknown(let name)? where Self.offSpecKinds[name] != nil:
            guard let text = offSpecValue(of: member, named: name, values: &values, reader: &reader) else { return nil }
            value = text
        case .known(let type)?:
            // Multi-value spacing (`"8px 16px"`), the property's or the token's it refers to, is the
            // CSS shorthand, as a text token holds it.
            let subject = Self.referencedToken(by: member, in: tree) ?? member
            if let text = autoLineHeight(of: subject, as: type, values: &values) {
                value = text
            } else if let multiple = multiValue(of: subject, as: type, values: &values, reader: &reader) {
                guard let shorthand = multiple else { return nil }
                value = shorthand
            } else {
                guard let read = values.value(of: member, as: type, reader: &reader), reader.errors.count == mark,
                    let converted = paletteValue(of: read, type: type, token: member, reader: &reader)
                else { return nil }
                value = converted
            }
        case .unknown(let name)?:
            let reason = "it refers to a '\(name)' token, which Palette has no place for in a style"
            reader.warning(unreadableProperty(member, because: reason))
            return nil
        case .undetermined(let reason)?:
            reader.warning(unreadableProperty(member, because: reason))
            return nil
        case nil:
            return nil
        }
        return .value(styleValue(value, of: member, tree: tree, placing: &placed))
    }

    /// The warning about a composition's property that cannot be read.
    private func unreadableProperty(_ member: DTCGTokenTree.Token, because reason: String) -> ThemeError {
        UnreadableToken.warning(
            feature: "composition property '\(member.names.last ?? "")'",
            because: reason,
            path: member.path,
            location: member.location
        )
    }

    /// The properties of a composition's value: an object of them, or Tokens Studio's older list
    /// of `{"property", "value"}` objects.
    private static func compositionProperties(
        _ site: DTCGValueReader.Site,
        reader: inout DocumentReader
    ) -> [CompositionProperty]? {
        if let members = site.node.members {
            return members.map { CompositionProperty(name: $0.key, node: $0.node, container: site.path, key: $0.key) }
        }
        guard let elements = site.node.elements else {
            DTCGValueReader.mismatch(site, expected: "a composition: an object of properties", &reader)
            return nil
        }
        var properties: [CompositionProperty] = []
        for (index, element) in elements.enumerated() {
            let path = site.path.appending(index: index)
            guard let name = element["property"]?.string, let value = element["value"] else {
                let expected = "a composition property: {\"property\", \"value\"}"
                DTCGValueReader.mismatch(site.element(element, at: index), expected: expected, &reader)
                return nil
            }
            properties.append(CompositionProperty(name: name, node: value, container: path, key: "value"))
        }
        return properties
    }

    /// A composition's property as a token of its own, at the property's path, so that it is read
    /// (references, units, math, conventions) as any token is: a reference takes the type of the
    /// token it names, a value the type its property name stands for.
    private static func memberToken(
        _ property: CompositionProperty,
        of token: DTCGTokenTree.Token
    ) -> DTCGTokenTree.Token {
        let isReference: Bool =
            if let text = property.node.string, case .path = AliasSyntax.alias(in: text) { true } else { false }
        var member = DTCGTokenTree.Token(
            source: token.source,
            file: token.file,
            names: token.names + [property.name],
            jsonPath: property.container,
            node: property.node,
            type: isReference ? nil : compositionType(of: property),
            deprecation: nil,
            isStrict: token.isStrict
        )
        member.value = property.node
        member.valueKey = property.key
        return member
    }

    /// The token type a composition property's own value is read as.
    private static func compositionType(of property: CompositionProperty) -> String {
        if let type = compositionPropertyTypes[property.name] { return type }
        if DTCGType(rawValue: property.name) != nil || DTCGType.legacyNames[property.name] != nil
            || offSpecKinds[property.name] != nil
        {
            return property.name
        }
        if property.node.number != nil { return "sizing" }
        guard let text = property.node.string else { return "text" }
        if DTCGValueReader.isLength(text) || Double(text) != nil { return "sizing" }
        if ThemeColor.parseCSSText(text) != nil || CSSColorFunction.call(text) != nil
            || CSSNamedColor.color(named: text) != nil
        {
            return "color"
        }
        return "text"
    }

    /// What a style holds for a property's value: the token it refers to (or the role or font
    /// style its path names), the value itself where a style can hold it, else a token at the
    /// property's path, added to `placing`, which the style refers to.
    private func styleValue(
        _ value: TokenValue,
        of member: DTCGTokenTree.Token,
        tree: DTCGTokenTree,
        placing: inout [(TokenPath, TokenValue)]
    ) -> StyleValue {
        if let target = Self.referencedToken(by: member, in: tree) {
            let slot = TokenSlot(value.kind, target.palettePath)
            if let role = slot.role { return .role(role) }
            if let style = slot.style { return .fontStyle(style) }
            return .token(value.kind, target.palettePath)
        }
        switch value {
        case .color(let color): return .color(color)
        case .number(let number): return .number(number)
        case .dimension(let dimension) where dimension.unit == .points: return .number(dimension.value)
        case .font(let font): return .font(font)
        case .text(let text): return .string(text)
        case .boolean(let flag): return .bool(flag)
        default:
            placing.append((member.palettePath, value))
            return .token(value.kind, member.palettePath)
        }
    }
}
