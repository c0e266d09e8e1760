internal import InternalPaletteUtilities

/// A style defined by data: a name, the styles it extends, and property values by name.
///
/// This is one style of SDThemeManager's style files. Property keys are names a ``StyleSheet`` maps to
/// key paths (`"textColor"`, `"layer.borderWidth"`), or comma-separated lists of them
/// (`"textColor,layer.borderColor"`), which give every listed property the same value.
///
/// ```swift
/// let label = StyleDefinition(name: "CommonLabel", entries: [
///     ("_superstyle", .string("BaseText, Branded")),
///     ("textColor", .role(.onBackground)),
///     ("font", .fontStyle(.body)),
/// ])
/// label.superstyles   // ["BaseText", "Branded"]
/// ```
public struct StyleDefinition: Equatable, Sendable {
    /// The key that lists the styles a style extends, comma-separated, in SDThemeManager's files.
    @_alwaysEmitIntoClient public static var superstyleKey: String { "_superstyle" }

    /// The style's name.
    public let name: String
    /// The styles applied before this one's own properties, in order (`_superstyle`).
    public var superstyles: [String]
    /// The style's own properties, in order; a later property wins over an earlier one for the
    /// same key.
    public var properties: [StyleProperty]

    /// Creates a style definition.
    @_alwaysEmitIntoClient public init(name: String, superstyles: [String] = [], properties: [StyleProperty] = []) {
        self.name = name
        self.superstyles = superstyles
        self.properties = properties
    }

    /// Creates a style definition from a data file's entries, as SDThemeManager lays them out.
    ///
    /// An entry whose key is ``superstyleKey`` (`_superstyle`) names the styles to extend: a
    /// string of comma-separated names, or a ``StyleValue/styles(_:)`` list; any other entry is
    /// a property. A `_superstyle` with another kind of value is kept as a property, so applying
    /// the style reports it rather than ignoring it.
    package init(name: String, entries: [(key: String, value: StyleValue)]) {
        var superstyles: [String] = []
        var properties: [StyleProperty] = []
        for (key, value) in entries {
            switch (key, value) {
            case (Self.superstyleKey, .string(let list)):
                superstyles += StyleDefinition.splitList(list)
            case (Self.superstyleKey, .styles(let names)):
                superstyles += names
            default:
                properties.append(StyleProperty(key, value))
            }
        }
        self.init(name: name, superstyles: superstyles, properties: properties)
    }
}

extension StyleDefinition {
    /// The parts of one of SDThemeManager's comma-separated lists (a style's superstyles, a
    /// property key naming several properties), each trimmed of spaces; empty parts are kept so
    /// they can be reported.
    package static func splitList(_ list: String) -> [String] {
        list.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
    }
}

/// One property of a data-defined style: a key naming one or more properties, and a value.
public struct StyleProperty: Equatable, Sendable {
    /// A property name, or several separated by commas.
    public let key: String
    /// The value.
    public let value: StyleValue

    /// Creates a property.
    @_alwaysEmitIntoClient public init(_ key: String, _ value: StyleValue) {
        self.key = key
        self.value = value
    }
}
