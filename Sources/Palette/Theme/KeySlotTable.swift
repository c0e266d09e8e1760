/// A resolved theme's answers to the typed keys of the generated file its tokens came from
/// (``GeneratedKeys``), kept by the slot of each key's lookup.
///
/// Worked out once, when the theme is resolved, by the lookup a read by path makes (the key's
/// path, its parents, `__default__`, then the same in the themes it extends), so each answer is
/// the one that read gives; a key nothing answers is left out, and its read goes by path to the
/// key's fallback. Reading a generated key is then a bounds check and an index. The theme's own
/// tables are what is answered from, so a theme with overrides, or a variant, answers its own
/// values, never those of the file's theme.
final class KeySlotTable: Sendable {
    /// The keys answered.
    let keys: GeneratedKeys
    let colors: KeySlotColumn<ThemeColor>
    let dimensions: KeySlotColumn<Double>
    let fonts: KeySlotColumn<FontDescriptor>
    let numbers: KeySlotColumn<Double>
    let images: KeySlotColumn<ThemeImage>

    /// The answers to `keys` of the theme whose lineage's tables are `tables`, nearest first;
    /// `nil` when there are no keys.
    init?(_ keys: GeneratedKeys, tables: [TokenTable]) {
        guard !keys.isEmpty else { return nil }
        self.keys = keys
        colors = KeySlotColumn(keys.lookups[.color], ColorToken.storage, tables)
        dimensions = KeySlotColumn(keys.lookups[.dimension], DimensionToken.storage, tables)
        fonts = KeySlotColumn(keys.lookups[.font], FontToken.storage, tables)
        numbers = KeySlotColumn(keys.lookups[.number], NumberToken.storage, tables)
        images = KeySlotColumn(keys.lookups[.image], ImageToken.storage, tables)
    }
}

/// One kind's answers in a ``KeySlotTable``: a value per slot from the first slot of the kind's
/// keys to the last.
struct KeySlotColumn<Value: Sendable>: Sendable {
    private let base: Int
    private let values: [Value?]

    /// The answers to the keys of `lookups` in `tables`, nearest first.
    ///
    /// The slots of a file's keys run on when the file interned them first; a key some other
    /// code interned earlier has an earlier slot. The column spans the latest slots, at most
    /// four times as many as it has keys (and 64 more), so a stray early slot cannot make it
    /// large; a key left out is read by path.
    init(_ lookups: [TokenKeyLookup]?, _ storage: TokenStorage<Value>, _ tables: [TokenTable]) {
        let slots = (lookups ?? []).map(\.slot).filter { $0 >= 0 }.sorted()
        guard let last = slots.last else {
            base = 0
            values = []
            return
        }
        var first = 0
        while last - slots[first] + 1 > 4 * (slots.count - first) + 64 { first += 1 }
        let base = slots[first]
        var values = [Value?](repeating: nil, count: last - base + 1)
        for lookup in lookups ?? [] where lookup.slot >= base {
            values[lookup.slot - base] = Self.answer(along: lookup.chain, storage, tables)
        }
        self.base = base
        self.values = values
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

    /// The answer at `slot`, if the column keeps one.
    @inline(__always)
    subscript(slot: Int) -> Value? {
        let index = slot &- base
        guard index >= 0, index < values.count else { return nil }
        return values[index]
    }
}
