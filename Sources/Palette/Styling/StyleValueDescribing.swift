/// What a property of a ``StyleValueConvertible`` type expects, for messages: `"a colour"`.
///
/// Internal, so that conforming to ``StyleValueConvertible`` asks one thing of a type (and
/// Palette's public surface is not one description per conforming type): Palette's own types
/// describe themselves here, and a type of an app's own is described by its name.
protocol StyleValueDescribing {
    static var expectedStyleValue: String { get }
}

extension StyleSheet {
    /// What a property of `type` expects, for messages: its own description (`"a colour"`), or
    /// `"a value of type 'Shape'"` for a type Palette does not know.
    static func expectedValue(of type: Any.Type) -> String {
        (type as? any StyleValueDescribing.Type)?.expectedStyleValue ?? "a value of type '\(type)'"
    }
}
