/// Named styles defined by data, and the map from the property names the data uses to key paths.
///
/// Styles that come from files (SDThemeManager's style groups, which Palette's importer reads) name
/// properties with strings: `"textColor"`, `"layer.borderColor"`. A style sheet maps each name to
/// a key path the app registers once per type; applying a style binds those key paths, so the
/// object follows every later switch, exactly as a typed ``Style`` does.
///
/// ```swift
/// var sheet = StyleSheet()
/// sheet.register(\UILabel.textColor, as: "textColor")
/// sheet.register(\UIView.layer.borderColor, as: "layer.borderColor")
/// sheet.register(\UIView.layer.borderWidth, as: "layer.borderWidth")
/// sheet.add(StyleDefinition(name: "CommonLabel", properties: [
///     StyleProperty("textColor,layer.borderColor", .role(.primary)),
///     StyleProperty("layer.borderWidth", .number(2)),
/// ]))
///
/// let result = sheet.apply("CommonLabel", to: titleLabel, in: AppTheme.controller)
/// for problem in result.problems { logger.warning("\(problem)") }
/// ```
///
/// A name with no registered key path for the object's type, a value of the wrong kind, a style
/// that does not exist, and styles that extend each other in a cycle are all reported as
/// ``StyleProblem`` values; whatever can be applied still is. A registration made for a class
/// serves its subclasses; when several registrations of a name fit an object, the latest wins.
///
/// Registrations hold key paths to main-actor properties (UIKit's are) and main-actor closures,
/// so they are made on the main actor, where styles are applied, and a style sheet is not
/// `Sendable`.
/// Reading a definition (``definition(named:)``) works anywhere.
public struct StyleSheet {
    /// How deep inheritance and styles applied to nested objects may go
    /// (``ThemeLimits/maximumStyleDepth``), and how many style visits resolving one application
    /// may make (``ThemeLimits/maximumStyleVisits``), so that styles sharing ancestors many times
    /// over cannot make resolution blow up. Set it before adding data-defined styles from a file
    /// to hold them to tighter bounds.
    public var limits: ThemeLimits

    struct Registration {
        typealias Binding = (property: PropertyKey, apply: PropertySetter)

        var matches: (Any.Type) -> Bool
        var expected: String
        /// Whether a value converts, in a given theme.
        var accepts: (StyleValue, ResolvedTheme) -> Bool
        /// The binding of a value on an object; `nil` when the object is not of the type.
        var makeBinding: (@MainActor (AnyObject, StyleValue) -> Binding?)?
        /// The objects a nested-object property holds (`nil` inside when it holds none); `nil`
        /// for a plain property.
        var objects: (@MainActor (AnyObject) -> [AnyObject]?)?
    }

    var registrations: [String: [Registration]]
    private var definitions: [String: StyleDefinition]
    private var order: [String]

    /// Creates an empty style sheet, bounded by `limits`.
    public init(limits: ThemeLimits = .default) {
        self.limits = limits
        registrations = [:]
        definitions = [:]
        order = []
    }

    // MARK: Properties

    /// Maps a property name to a key path whose type a ``StyleValue`` converts to directly.
    ///
    /// ```swift
    /// sheet.register(\Badge.tint, as: "tint")              // ThemeColor?
    /// sheet.register(\Badge.cornerRadius, as: "cornerRadius")   // Double
    /// ```
    @MainActor
    public mutating func register<Target: AnyObject, Value: StyleValueConvertible>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>,
        as name: String
    ) {
        register(keyPath, as: name, from: Value.self) { $0 }
    }

    /// Maps a property name to a key path, converting through a type a ``StyleValue`` converts to.
    ///
    /// This is how platform types are registered: a `UIColor?` property takes a `ThemeColor?`.
    ///
    /// ```swift
    /// sheet.register(\UILabel.textColor, as: "textColor", from: ThemeColor?.self) { $0.map { UIColor($0) } }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: The property.
    ///   - name: The name data uses for it; may contain dots (`"layer.borderWidth"`).
    ///   - source: The type the style value is converted to first.
    ///   - transform: Makes the property's value from the converted one.
    @MainActor
    public mutating func register<Target: AnyObject, Value, Source: StyleValueConvertible>(
        _ keyPath: ReferenceWritableKeyPath<Target, Value>,
        as name: String,
        from source: Source.Type,
        _ transform: @escaping (Source) -> Value
    ) {
        register(PropertyKey(keyPath: keyPath), as: name, for: Target.self, from: source) { target, converted in
            target[keyPath: keyPath] = transform(converted)
        }
    }

    /// Registers a property name that no key path reaches, handled by a closure: SDThemeManager's
    /// custom properties (`shouldApplyThemeCustomizationForKeyPath:` answering yes, and
    /// `applyCustomizationOfThemeValue:forKeyPath:` applying the value).
    ///
    /// ```swift
    /// sheet.register(custom: "placeholderColor", for: UITextField.self, from: ThemeColor.self) { field, color in
    ///     field.attributedPlaceholder = NSAttributedString(
    ///         string: field.placeholder ?? "", attributes: [.foregroundColor: UIColor(color)])
    /// }
    /// ```
    ///
    /// The binding is keyed by the name, so ``ThemeController/bind(_:key:apply:)`` with the same
    /// key, or a ``Style`` setting with it, replaces it.
    @MainActor
    public mutating func register<Target: AnyObject, Source: StyleValueConvertible>(
        custom name: String,
        for type: Target.Type,
        from source: Source.Type,
        apply: @escaping @MainActor (Target, Source) -> Void
    ) {
        register(PropertyKey(name: name), as: name, for: type, from: source, apply: apply)
    }

    /// Registers `name` for objects of `Target`: a value converts to `Source` in the theme and
    /// `apply` sets it; the binding is keyed by `property`.
    @MainActor
    private mutating func register<Target: AnyObject, Source: StyleValueConvertible>(
        _ property: PropertyKey,
        as name: String,
        for type: Target.Type,
        from source: Source.Type,
        apply: @escaping @MainActor (Target, Source) -> Void
    ) {
        let convert = Self.converter(from: source)
        append(
            Registration(
                matches: { $0 is Target.Type },
                expected: Self.expectedValue(of: Source.self),
                accepts: { convert($0, $1) != nil },
                makeBinding: { object, value in
                    guard object is Target else { return nil }
                    return (
                        property,
                        { object, theme in
                            guard let converted = convert(value, theme) else { return }
                            apply(unsafeDowncast(object, to: Target.self), converted)
                        }
                    )
                },
                objects: nil
            ),
            as: name
        )
    }

    /// Registers a property that holds an object, so a style can style it with SDThemeManager's
    /// `style:` values (``StyleValue/styles(_:)``).
    ///
    /// ```swift
    /// sheet.register(objectAt: \HomeView.titleLabel, as: "titleLabel")
    /// // "HomeView": {"titleLabel": "style:CommonLabel"}
    /// ```
    @MainActor
    public mutating func register<Target: AnyObject, Child: AnyObject>(
        objectAt keyPath: KeyPath<Target, Child>,
        as name: String
    ) {
        registerObjects(as: name, of: Target.self) { [$0[keyPath: keyPath]] }
    }

    /// Registers an optional property that holds an object, for `style:` values; a `nil` object
    /// is reported when a style is applied.
    @MainActor
    public mutating func register<Target: AnyObject, Child: AnyObject>(
        objectAt keyPath: KeyPath<Target, Child?>,
        as name: String
    ) {
        registerObjects(as: name, of: Target.self) { object -> [AnyObject]? in object[keyPath: keyPath].map { [$0] } }
    }

    /// Registers a property that holds several objects (an outlet collection) for `style:`
    /// values: the styles are applied to each of them.
    @MainActor
    public mutating func register<Target: AnyObject, Child: AnyObject>(
        objectsAt keyPath: KeyPath<Target, [Child]>,
        as name: String
    ) {
        registerObjects(as: name, of: Target.self) { $0[keyPath: keyPath].map { $0 as AnyObject } }
    }

    /// The property names registered for objects of `type`, sorted.
    func registeredNames(for type: Any.Type) -> [String] {
        registrations.compactMap { name, list in list.contains { $0.matches(type) } ? name : nil }.sorted()
    }

    /// The registration of `name` that serves an object of `type`: the latest that fits.
    func registration(named name: String, for type: Any.Type) -> Registration? {
        registrations[name]?.last { $0.matches(type) }
    }

    @MainActor
    private mutating func registerObjects<Target: AnyObject>(
        as name: String,
        of type: Target.Type,
        _ objects: @escaping @MainActor (Target) -> [AnyObject]?
    ) {
        append(
            Registration(
                matches: { $0 is Target.Type },
                expected: "a list of styles",
                accepts: { value, _ in
                    if case .styles = value { true } else { false }
                },
                makeBinding: nil,
                objects: { object in (object as? Target).flatMap(objects) }
            ),
            as: name
        )
    }

    /// Converts style values to `Source`, without capturing `Source`'s metatype in the
    /// main-actor closures that apply values.
    private static func converter<Source: StyleValueConvertible>(
        from source: Source.Type
    ) -> (StyleValue, ResolvedTheme) -> Source? {
        { Source(styleValue: $0, in: $1) }
    }

    private mutating func append(_ registration: Registration, as name: String) {
        registrations[name, default: []].append(registration)
    }

    // MARK: Styles

    /// Adds a style, replacing any style of the same name.
    public mutating func add(_ definition: StyleDefinition) {
        if definitions.updateValue(definition, forKey: definition.name) == nil { order.append(definition.name) }
    }

    /// The style named `name`, exactly; `nil` when there is none.
    public func definition(named name: String) -> StyleDefinition? {
        definitions[name]
    }

    /// This sheet with the styles of a theme's cascade added: the themes it extends first, then
    /// the theme itself, each replacing styles of the same name, so a theme's data wins over
    /// styles defined in code and a nearer theme over the ones it extends.
    package func including(stylesOf theme: ResolvedTheme) -> StyleSheet {
        var sheet = self
        for ancestor in theme.lineage.reversed() {
            for definition in ancestor.styleDefinitions { sheet.add(definition) }
        }
        return sheet
    }

    /// Every style's name, in the order they were first added.
    package var styleNames: [String] { order }
}
