extension ResolvedTheme {
    /// The colour a key names, following the fallback chain ``Token`` describes.
    ///
    /// ```swift
    /// AppTheme.current.color(.tableBackground)
    /// AppTheme.current.color("color.text.title")
    /// ```
    ///
    /// A generated key on a theme built from its file's tokens is answered by its place in the
    /// file (`KeySlotTable`): a comparison, a bounds check and an index, no lookup by path. That
    /// read is inlined into the caller, as reading a role is (a stored field); any other key takes
    /// a call.
    @_alwaysEmitIntoClient public func color(_ key: ColorToken) -> ThemeColor {
        placed(key.fields) { $0.colors } ?? colorByPath(key)
    }

    /// The dimension, in points, a key names.
    @_alwaysEmitIntoClient public func dimension(_ key: DimensionToken) -> Double {
        placed(key.fields) { $0.dimensions } ?? dimensionByPath(key)
    }

    /// The font a key names.
    @_alwaysEmitIntoClient public func font(_ key: FontToken) -> FontDescriptor {
        placed(key.fields) { $0.fonts } ?? fontByPath(key)
    }

    /// The number a key names.
    @_alwaysEmitIntoClient public func number(_ key: NumberToken) -> Double {
        placed(key.fields) { $0.numbers } ?? numberByPath(key)
    }

    /// The image a key names, with the folder its file (if it is one) is in; ThemeManager's
    /// `imageForKey:`.
    @_alwaysEmitIntoClient public func image(_ key: ImageToken) -> ThemeImage {
        placed(key.fields) { $0.images } ?? imageByPath(key)
    }

    /// The answer this theme keeps at a generated key's place in its file, in the kind's `column`;
    /// `nil` for a key of another file or none, and for a key nothing answers.
    @_alwaysEmitIntoClient @usableFromInline @inline(__always)
    func placed<Value, Fallback>(
        _ fields: TokenKeyFields<Fallback>,
        _ column: (KeySlotTable) -> KeySlotColumn<Value>
    ) -> Value? {
        guard let slots = keySlots, fields.origin == slots.pool else { return nil }
        return column(slots)[fields.generatedIndex]
    }

    // The reads that their key's place does not answer, out of line: one per kind, so that the
    // inlined read calls code specialised for its key.

    @usableFromInline func colorByPath(_ key: ColorToken) -> ThemeColor { value(for: key, fields: key.fields) }
    @usableFromInline func dimensionByPath(_ key: DimensionToken) -> Double { value(for: key, fields: key.fields) }
    @usableFromInline func fontByPath(_ key: FontToken) -> FontDescriptor { value(for: key, fields: key.fields) }
    @usableFromInline func numberByPath(_ key: NumberToken) -> Double { value(for: key, fields: key.fields) }
    @usableFromInline func imageByPath(_ key: ImageToken) -> ThemeImage { value(for: key, fields: key.fields) }

    /// The value a key names: the first path of its chain that this theme defines, else the
    /// same in the theme it extends (and so on), else the key's fallback.
    public func value<Kind>(for key: Token<Kind>) -> Kind.TokenAnswer {
        // The key's own path in this theme, the first place its chain looks, answers most reads
        // (every read of a generated key whose theme defines its token) without the chain's
        // array being touched; the walk is out of line.
        if let value = Token<Kind>.storage.value(at: key.path, in: tokenTable) { return value }
        return chainValue(for: key)
    }

    /// ``value(for:)`` for one of Palette's keys, whose path is read where the key's lookup keeps
    /// it: neither the key nor its path is retained on the way (a copy of the path would be).
    @inline(__always)
    private func value<Kind>(
        for key: Token<Kind>,
        fields: TokenKeyFields<Immortal<Kind.TokenFallback>?>
    ) -> Kind.TokenAnswer {
        let table = tokenTable
        if let value = fields.withLookup({ Token<Kind>.storage.value(at: $0.path, in: table) }) { return value }
        return chainValue(for: key)
    }

    /// The value of a key that its own path in this theme does not answer.
    @inline(never)
    private func chainValue<Kind>(for key: Token<Kind>) -> Kind.TokenAnswer {
        let chain = key.lookupChain
        return chain.isEmpty ? deepValue(for: key) : value(for: key, along: chain)
    }

    /// The value of a key that left its chain to the theme: see ``TokenPath/keyLookupChain``.
    @inline(never)
    private func deepValue<Kind>(for key: Token<Kind>) -> Kind.TokenAnswer {
        value(for: key, along: searchablePrefix(of: key.path).lookupChain)
    }

    @inline(__always)
    private func value<Kind>(for key: Token<Kind>, along chain: [TokenPath]) -> Kind.TokenAnswer {
        let storage = Token<Kind>.storage
        var theme = self
        while true {
            let table = theme.tokenTable
            for index in chain.indices {
                if let value = storage.value(at: chain[index], in: table) { return value }
            }
            guard let parent = theme.parent else { return key.fallbackValue(in: self) }
            theme = parent
        }
    }

    /// The value at `path` of the kind `Key` reads, when some theme in the lineage defines the
    /// path or a parent of it; `nil` instead of a fallback.
    ///
    /// It reads by path without making a key: every key's lookup lives until the process ends
    /// (``TokenKeyLookup/immortal(_:)``), so paths from documents and payloads (a style's
    /// `token` values, a contrast pair's colour) must not become keys, or text a client sends
    /// would be kept for good.
    package func answer<Kind>(_: Token<Kind>.Type, at path: TokenPath) -> Kind.TokenAnswer? {
        resolution(Token<Kind>.self, at: path)?.value
    }

    /// ``answer(_:at:)`` with the path and theme that answered.
    package func resolution<Kind>(_: Token<Kind>.Type, at path: TokenPath) -> TokenResolution<Kind.TokenAnswer>? {
        firstResolution(Token<Kind>.storage, along: searchablePrefix(of: path).lookupChain, for: path)
    }

    /// The first path of `chain` that a theme of the lineage defines in `storage`, nearest theme
    /// first and, in each, the most specific path first: what ``resolution(_:at:)`` answers.
    private func firstResolution<Value>(
        _ storage: TokenStorage<Value>,
        along chain: [TokenPath],
        for path: TokenPath
    ) -> TokenResolution<Value>? {
        for theme in lineage {
            for candidate in chain {
                if let value = storage.value(at: candidate, in: theme.tokenTable) {
                    return TokenResolution(
                        value: value,
                        requestedPath: path,
                        resolvedPath: candidate,
                        themeID: theme.id
                    )
                }
            }
        }
        return nil
    }

    /// A token by path alone, of whichever kind answers it most specifically; `nil` when no
    /// kind defines the path or any parent of it. The CLI's `palette token` uses this.
    ///
    /// Kinds are compared by how close to the requested path their answer is (the exact path
    /// beats a parent; a theme beats the theme it extends); on a tie colour wins, then
    /// dimension, font, number and image.
    package func resolveAnyToken(_ path: TokenPath) -> (kind: TokenKind, resolution: TokenResolution<TokenValue>)? {
        var best: (rank: Int, kind: TokenKind, resolution: TokenResolution<TokenValue>)?
        for kind in TokenKind.allCases {
            guard let (rank, resolution) = firstAnswer(of: kind, for: path) else { continue }
            if rank < (best?.rank ?? .max) { best = (rank, kind, resolution) }
        }
        return best.map { ($0.kind, $0.resolution) }
    }

    /// The part of `path` a lookup can match. No theme in the lineage defines a token with more
    /// segments than its deepest one, so the segments beyond that cannot change the answer and
    /// are dropped: a path of thousands of segments, pasted by mistake or sent by a client, is
    /// not walked up one level at a time.
    func searchablePrefix(of path: TokenPath) -> TokenPath {
        let deepest = lineage.map(\.tokenTable.deepestPath).max() ?? 0
        return path.prefix(max(deepest, 1))
    }

    private func firstAnswer(of kind: TokenKind, for path: TokenPath) -> (Int, TokenResolution<TokenValue>)? {
        let chain = searchablePrefix(of: path).lookupChain
        for (depth, theme) in lineage.enumerated() {
            for (level, candidate) in chain.enumerated() {
                guard let value = theme.tokenTable.value(of: kind, at: candidate) else { continue }
                let resolution = TokenResolution(
                    value: value,
                    requestedPath: path,
                    resolvedPath: candidate,
                    themeID: theme.id
                )
                return (depth * (chain.count + 1) + level, resolution)
            }
        }
        return nil
    }
}

extension TokenTable {
    /// The token of `kind` at exactly `path`.
    func value(of kind: TokenKind, at path: TokenPath) -> TokenValue? {
        switch kind {
        case .color: colorTable[path].map(TokenValue.color)
        case .dimension: dimensionTable[path].map(TokenValue.dimension)
        case .font: fontTable[path].map(TokenValue.font)
        case .number: numberTable[path].map(TokenValue.number)
        case .image: imageTable[path].map { TokenValue.image($0.asset) }
        case .shadow: shadowTable[path].map(TokenValue.shadow)
        case .gradient: gradientTable[path].map(TokenValue.gradient)
        case .border: borderTable[path].map(TokenValue.border)
        case .strokeStyle: strokeStyleTable[path].map(TokenValue.strokeStyle)
        case .duration: durationTable[path].map(TokenValue.duration)
        case .cubicBezier: cubicBezierTable[path].map(TokenValue.cubicBezier)
        case .transition: transitionTable[path].map(TokenValue.transition)
        case .fontFamily: fontFamilyTable[path].map(TokenValue.fontFamily)
        case .fontWeight: fontWeightTable[path].map(TokenValue.fontWeight)
        case .text: textTable[path].map(TokenValue.text)
        case .boolean: booleanTable[path].map(TokenValue.boolean)
        }
    }
}
