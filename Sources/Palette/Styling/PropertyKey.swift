/// Which property of an object a binding sets: a key path, or a name the app chose.
///
/// Binding the same object and key twice replaces the first binding.
///
/// It is `@unchecked Sendable` because `AnyKeyPath` is not `Sendable`. That is sound for how keys
/// are made: a key that crosses actors comes from a ``Style`` or a ``StyleSheet``, whose APIs take
/// key paths that are `Sendable`; a key made from a key path that is not `Sendable` is made,
/// hashed and compared only on the main actor, by the binding APIs, which are main-actor
/// isolated. Key path objects are immutable, and a key is only ever hashed and compared.
struct PropertyKey: Hashable, @unchecked Sendable {
    private enum Storage: Hashable {
        case keyPath(AnyKeyPath)
        case name(String)
    }

    private let storage: Storage

    init(keyPath: AnyKeyPath) {
        storage = .keyPath(keyPath)
    }

    init(name: String) {
        storage = .name(name)
    }
}

/// A binding's identity in a ``BindingTable``: the object and the property.
struct BindingKey: Hashable {
    var object: ObjectIdentifier
    var property: PropertyKey
}
