/// Something wrong with a data-defined style, found when it is resolved or applied.
///
/// A ``StyleSheet`` reports these instead of ignoring the property or crashing; everything that
/// can be applied still is.
public enum StyleProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A style name no definition answers to: applied directly (`referencedBy` is `nil`), named
    /// in another style's `_superstyle`, or in a `style:` value.
    case unknownStyle(name: String, referencedBy: String?)
    /// A property name with no key path (or custom property) registered for the object's type.
    case unknownProperty(name: String, style: String, type: String, registered: [String])
    /// A value of the wrong kind for the property it is given to.
    case valueMismatch(property: String, style: String, expected: String, found: String)
    /// Styles that extend each other in a loop, listed from the first repeated one back to it.
    case inheritanceCycle(styles: [String])
    /// Inheritance, or styles applied to nested objects, deeper than the limit.
    case inheritanceTooDeep(style: String, limit: Int)
    /// A property key with an empty name in it, such as `"textColor,"`.
    case emptyPropertyName(key: String, style: String)

    public var description: String {
        switch self {
        case .unknownStyle(let name, let referencedBy):
            return "unknown style '\(name)'" + (referencedBy.map { " (used by '\($0)')" } ?? "")
        case .unknownProperty(let name, let style, let type, let registered):
            let known = registered.isEmpty ? "none" : registered.map { "'\($0)'" }.joined(separator: ", ")
            return "style '\(style)': no property '\(name)' is registered for \(type); registered: \(known)"
        case .valueMismatch(let property, let style, let expected, let found):
            return "style '\(style)': property '\(property)' expects \(expected) but was given \(found)"
        case .inheritanceCycle(let styles):
            return "styles extend each other in a cycle: " + styles.map { "'\($0)'" }.joined(separator: " -> ")
        case .inheritanceTooDeep(let style, let limit):
            return "style '\(style)' extends or nests styles more than \(limit) levels deep"
        case .emptyPropertyName(let key, let style):
            return "style '\(style)': property key '\(key)' has an empty name in it"
        }
    }

    /// The style the problem is in.
    public var style: String {
        switch self {
        case .unknownStyle(let name, let referencedBy): referencedBy ?? name
        case .unknownProperty(_, let style, _, _), .valueMismatch(_, let style, _, _),
            .emptyPropertyName(_, let style), .inheritanceTooDeep(let style, _):
            style
        case .inheritanceCycle(let styles): styles.first ?? ""
        }
    }
}
