internal import InternalPaletteUtilities

/// A value kept once, for the life of the process, and referred to by a word that is neither
/// retained nor released: how a key holds a fallback larger than a word (a colour, an image
/// asset, a shadow) and stays a plain value of at most three words, returned in registers.
///
/// Values are interned (``intern(_:)``), a table per type: every equal value is the same box, so two references
/// are equal exactly when their values are, and comparing or hashing one is a pointer's work. The
/// price is that each distinct value is kept for good; keys' fallbacks are constants in source, so
/// the tables stay as small as the set of fallbacks a program names.
@usableFromInline
struct Immortal<Value: Hashable & Sendable>: Hashable, Sendable {
    private let box: Unmanaged<Box>

    /// The value, read without retaining its box.
    var value: Value { box._withUnsafeGuaranteedRef { $0.value } }

    @usableFromInline static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.toOpaque() == rhs.box.toOpaque() }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(box.toOpaque()) }

    /// Where one value lives.
    final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The one reference to `value`, kept on first use in the table of `Value`'s and never
    /// released.
    static func intern(_ value: Value) -> Immortal {
        let type = ObjectIdentifier(Value.self)
        let table = tablesByType.withLock { tables in
            if let table = tables[type] as? Table { return table }
            let table = Table()
            tables[type] = table
            return table
        }
        return table.intern(value)
    }

    /// The interned values of one type.
    private final class Table: Sendable {
        private let boxes = LockedState([Value: Box]())

        /// The one reference to `value`, kept on first use and never released.
        func intern(_ value: Value) -> Immortal {
            // Sound: a box stored here is never removed, so the unretained reference stays valid.
            boxes.withLock { boxes in
                if let box = boxes[value] { return Immortal(box: .passUnretained(box)) }
                let box = Box(value)
                boxes[value] = box
                return Immortal(box: .passUnretained(box))
            }
        }
    }
}

/// The table of interned values of each type that ``Immortal/intern(_:)`` was given, by type.
private let tablesByType = LockedState([ObjectIdentifier: any Sendable]())
