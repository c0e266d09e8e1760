internal import InternalPaletteUtilities

extension StyleValue: CustomStringConvertible {
    /// The value as people read it, in the notation of SDThemeManager's style files where it has
    /// one: `#1D4ED8`, `system 17 bold (body)`, `point:1,2`, `size:10,20`, `rect:0,0,10,20`,
    /// `edge:1,2,3,4`, `style:Title,Branded`; a role or font style the theme supplies as
    /// `role:onSurface` and `fontStyle:body`, a token as `colorToken:brand.accent`, text in quotes.
    public var description: String {
        func list(_ numbers: [Double]) -> String { numbers.map(NumberText.plain).joined(separator: ",") }
        return switch self {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .number(let number): NumberText.plain(number)
        case .string(let text): "\"\(text)\""
        case .color(let color): color.hex
        case .font(let font): font.shortForm
        case .point(let point): "point:" + list([point.x, point.y])
        case .size(let size): "size:" + list([size.width, size.height])
        case .rect(let rect): "rect:" + list([rect.x, rect.y, rect.width, rect.height])
        case .edgeInsets(let edge): "edge:" + list([edge.top, edge.left, edge.bottom, edge.right])
        case .role(let role): "role:" + role.rawValue
        case .fontStyle(let style): "fontStyle:" + style.rawValue
        case .styles(let names): "style:" + names.joined(separator: ",")
        case .token(let kind, let path): "\(kind.rawValue)Token:\(path.string)"
        }
    }
}
