/// A value held by reference and shared by every copy until one of them changes it, as `Array`
/// shares its buffer.
///
/// Themes are copied often (resolving, overriding, interpolating, registering) and their font
/// styles are large: eight font descriptors, each with strings and arrays. Stored inline, every
/// copy retains each of them and every type that holds them needs value witnesses that copy each
/// field; held here, a copy is one retain and the holder is a word. Reading is a load of the
/// reference and a load of the field: no allocation, no lookup.
///
/// Equality and hashing are the value's: two copies that share storage are equal at once, two
/// that do not are compared field by field.
struct CopyOnWrite<Value: Sendable>: Sendable {
    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value, read without copying the storage.
    var value: Value { storage.value }

    /// Changes the value, first giving this copy storage of its own if another copy shares it.
    mutating func update<Result>(_ change: (inout Value) -> Result) -> Result {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.value)
        }
        return change(&storage.value)
    }

    /// The box the value lives in.
    ///
    /// `@unchecked Sendable` is sound: `value` is only written through ``update(_:)``, which runs
    /// on a copy of ``CopyOnWrite`` its caller holds exclusively (it is `mutating`) and first
    /// makes this box unique to that copy. A box two copies (or two threads) can see is never
    /// written again, so every other reader sees an immutable `Sendable` value.
    private final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}

extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }
}

extension CopyOnWrite: Hashable where Value: Hashable {
    func hash(into hasher: inout Hasher) {
        storage.value.hash(into: &hasher)
    }
}
