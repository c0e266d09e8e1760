/// A resolved theme's answers to the typed keys of the generated file its tokens came from
/// (``GeneratedKeys``), kept by each key's place in the file's pool of paths.
///
/// Worked out once, when the theme is resolved, by the lookup a read by path makes (the key's
/// path, its parents, `__default__`, then the same in the themes it extends), so each answer is
/// the one that read gives; a key nothing answers is left out, and its read goes by path to the
/// key's fallback. Reading a generated key is then a comparison of the key's pool with the
/// table's, a bounds check and an index. The theme's own tables are what is answered from, so a
/// theme with overrides, or a variant, answers its own values, never those of the file's theme.
@usableFromInline final class KeySlotTable: Sendable {
    /// The keys answered.
    let keys: GeneratedKeys
    /// The address of the pool of paths the keys answered here name (``TokenKeyFields/origin``).
    @usableFromInline let pool: UInt
    @usableFromInline let colors: KeySlotColumn<ThemeColor>
    @usableFromInline let dimensions: KeySlotColumn<Double>
    @usableFromInline let fonts: KeySlotColumn<FontDescriptor>
    @usableFromInline let numbers: KeySlotColumn<Double>
    @usableFromInline let images: KeySlotColumn<ThemeImage>

    /// The answers to `keys` of the theme whose lineage's tables are `tables`, nearest first;
    /// `nil` when there are no keys.
    init?(_ keys: GeneratedKeys, tables: [TokenTable]) {
        guard !keys.isEmpty else { return nil }
        self.keys = keys
        pool = keys.pool
        colors = KeySlotColumn(keys, .color, ColorToken.storage, tables)
        dimensions = KeySlotColumn(keys, .dimension, DimensionToken.storage, tables)
        fonts = KeySlotColumn(keys, .font, FontToken.storage, tables)
        numbers = KeySlotColumn(keys, .number, NumberToken.storage, tables)
        images = KeySlotColumn(keys, .image, ImageToken.storage, tables)
    }
}

/// One kind's answers in a ``KeySlotTable``: a value per place of the kind's keys in the pool.
@usableFromInline struct KeySlotColumn<Value: Sendable>: Sendable {
    /// The place of the kind's first key.
    @usableFromInline let base: Int
    @usableFromInline let values: [Value?]

    /// The answers to the keys of `kind` in `tables`, nearest first.
    init(_ keys: GeneratedKeys, _ kind: TokenKind, _ storage: TokenStorage<Value>, _ tables: [TokenTable]) {
        let range = keys.range(of: kind) ?? 0..<0
        base = range.lowerBound
        values = range.map { Self.answer(along: keys.paths[$0].keyLookupChain, storage, tables) }
    }

    /// The first value of the chain in the first table that has one.
    private static func answer(
        along chain: [TokenPath],
        _ storage: TokenStorage<Value>,
        _ tables: [TokenTable]
    )
        -> Value?
    {
        for table in tables {
            for path in chain {
                if let value = storage.value(at: path, in: table) { return value }
            }
        }
        return nil
    }

    /// The answer at the key's place `index`, if the column keeps one.
    @_alwaysEmitIntoClient @usableFromInline subscript(index: Int) -> Value? {
        // One unsigned comparison checks both ends: a place before `base` wraps to a large one.
        let offset = UInt(bitPattern: index &- base)
        return values.withUnsafeBufferPointer { offset < UInt($0.count) ? $0[Int(offset)] : nil }
    }
}
