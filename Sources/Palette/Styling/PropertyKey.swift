/// Which property of an object a binding sets: a key path, or a name the app chose.
///
/// Binding the same object and key twice replaces the first binding. Keys are made, hashed and
/// compared on the main actor, where bindings live.
@usableFromInline
struct PropertyKey: Hashable {
    private enum Storage: Hashable {
        case keyPath(AnyKeyPath)
        case name(String)
    }

    private let storage: Storage

    @usableFromInline
    init(keyPath: AnyKeyPath) {
        storage = .keyPath(keyPath)
    }

    @usableFromInline
    init(name: String) {
        storage = .name(name)
    }
}

/// A binding's identity in a ``BindingTable``: the object and the property.
struct BindingKey: Hashable {
    var object: ObjectIdentifier
    var property: PropertyKey
}
