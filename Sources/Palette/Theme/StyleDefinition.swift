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

    // The three in one stored tuple, each read (and the lists written) through accessors emitted
    // into the code that uses them: a public stored `var` keeps a getter, a setter and a modify
    // accessor in every app that links Palette, the tuple three in all.
    @usableFromInline var stored: (name: String, superstyles: [String], properties: [StyleProperty])

    /// The style's name.
    @_alwaysEmitIntoClient public var name: String { stored.name }
    /// The styles applied before this one's own properties, in order (`_superstyle`).
    @_alwaysEmitIntoClient public var superstyles: [String] {
        get { stored.superstyles }
        _modify { yield &stored.superstyles }
        set { stored.superstyles = newValue }
    }
    /// The style's own properties, in order; a later property wins over an earlier one for the
    /// same key.
    @_alwaysEmitIntoClient public var properties: [StyleProperty] {
        get { stored.properties }
        _modify { yield &stored.properties }
        set { stored.properties = newValue }
    }

    /// Creates a style definition.
    @_alwaysEmitIntoClient public init(name: String, superstyles: [String] = [], properties: [StyleProperty] = []) {
        stored = (name, superstyles, properties)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StyleDefinition, rhs: StyleDefinition) -> Bool {
        lhs.stored == rhs.stored
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
    // The two in one stored tuple, read through accessors emitted into the code that uses them:
    // a public stored property keeps a getter in every app that links Palette, the tuple one.
    @usableFromInline let stored: (key: String, value: StyleValue)

    /// A property name, or several separated by commas.
    @_alwaysEmitIntoClient public var key: String { stored.key }
    /// The value.
    @_alwaysEmitIntoClient public var value: StyleValue { stored.value }

    /// Creates a property.
    @_alwaysEmitIntoClient public init(_ key: String, _ value: StyleValue) {
        stored = (key, value)
    }

    @_alwaysEmitIntoClient public static func == (lhs: StyleProperty, rhs: StyleProperty) -> Bool {
        lhs.stored == rhs.stored
    }
}
