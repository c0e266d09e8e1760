/// What applying a data-defined style did: the bindings it made, and what it could not apply.
public struct StyleApplication: Sendable {
    /// The bindings made, the styled object's and any nested objects', under one token.
    public let binding: ThemeBinding
    /// Everything that could not be applied; empty when the whole style applied.
    public let problems: [StyleProblem]
}

extension StyleSheet {
    /// Applies the styles `names` to `object`: binds every property they set after inheritance,
    /// so the object follows every later switch.
    ///
    /// Several styles apply in order, as SDThemeManager's `style:A,B` does: later styles win where
    /// they set the same property.
    ///
    /// Each property name is looked up among the registrations for the object's type; a name
    /// with none is reported, as is a value of the wrong kind, and the rest still apply. A
    /// ``StyleValue/styles(_:)`` value on a property registered with
    /// ``register(objectAt:as:)-(KeyPath<Target,Child>,_)`` styles the object that
    /// property holds. Bindings behave as ``ThemeController/bind(_:_:to:)``'s do: the objects are
    /// held weakly, and a property bound again (by a style or by code) is replaced.
    ///
    /// - Parameters:
    ///   - names: The styles.
    ///   - object: The object to style.
    ///   - controller: The controller whose theme the object follows.
    /// - Returns: The bindings and the problems.
    @MainActor
    @discardableResult
    public func apply(_ names: String..., to object: AnyObject, in controller: ThemeController) -> StyleApplication {
        var bindings: [ThemeBinding] = []
        var problems: [StyleProblem] = []
        apply(names, to: object, in: controller, depth: 0, bindings: &bindings, problems: &problems)
        return StyleApplication(binding: ThemeBinding(combining: bindings), problems: problems)
    }

    /// Every problem applying the style `name` to an object of `type` would report, without an
    /// object: unknown properties for that type, values of the wrong kind, unknown styles,
    /// cycles. Nested objects' styles are checked when they are applied.
    public func problems(applying name: String, to type: AnyObject.Type) -> [StyleProblem] {
        let resolution = resolve(name)
        var problems = resolution.problems
        let theme = ResolvedTheme(DefaultTheme())
        for entry in resolution.entries {
            if let problem = problem(with: entry, for: type, theme: theme) { problems.append(problem) }
        }
        return problems
    }

    @MainActor
    private func apply(
        _ names: [String],
        to object: AnyObject,
        in controller: ThemeController,
        depth: Int,
        bindings: inout [ThemeBinding],
        problems: inout [StyleProblem]
    ) {
        let theme = controller.current
        let resolution = including(stylesOf: theme).resolve(names)
        problems += resolution.problems
        let type: any AnyObject.Type = Swift.type(of: object)
        var made: [StyleSheet.Registration.Binding] = []
        var nested: [(objects: [AnyObject], styles: [String], from: StyleResolution.Entry)] = []
        for entry in resolution.entries {
            if let problem = problem(with: entry, for: type, theme: theme) {
                problems.append(problem)
                continue
            }
            guard let registration = registration(named: entry.name, for: type) else { continue }
            if let objects = registration.objects {
                guard case .styles(let styles) = entry.value else { continue }
                guard let children = objects(object) else {
                    problems.append(
                        .valueMismatch(property: entry.name, style: entry.style, expected: "an object", found: "nil")
                    )
                    continue
                }
                nested.append((children, styles, entry))
            } else if let binding = registration.makeBinding?(object, entry.value) {
                made.append(binding)
            }
        }
        bindings.append(controller.bind(object, made))
        for (children, styles, entry) in nested {
            guard depth + 1 < limits.maximumStyleDepth else {
                problems.append(.inheritanceTooDeep(style: entry.style, limit: limits.maximumStyleDepth))
                continue
            }
            for child in children {
                apply(styles, to: child, in: controller, depth: depth + 1, bindings: &bindings, problems: &problems)
            }
        }
    }

    /// What is wrong with setting `entry` on an object of `type`, if anything.
    private func problem(with entry: StyleResolution.Entry, for type: Any.Type, theme: ResolvedTheme) -> StyleProblem? {
        guard let registration = registration(named: entry.name, for: type) else {
            return .unknownProperty(
                name: entry.name,
                style: entry.style,
                type: String(describing: type),
                registered: registeredNames(for: type)
            )
        }
        guard registration.accepts(entry.value, theme) else {
            return .valueMismatch(
                property: entry.name,
                style: entry.style,
                expected: registration.expected,
                found: entry.value.kind
            )
        }
        return nil
    }
}
