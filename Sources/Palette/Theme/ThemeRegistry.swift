internal import InternalPaletteUtilities

/// Themes by name: compiled theme types and theme values, registered under their identifier.
///
/// A backend sends a name; the registry turns it into a theme, or into an error that says what
/// went wrong:
///
/// ```swift
/// var registry = ThemeRegistry()
/// registry.register(DefaultTheme.self)
/// registry.register(AcmeTheme.self)
///
/// try registry.resolve("acme")        // by identifier
/// try registry.resolve("AcmeTheme")   // by Swift type name, as the AppTheme post's backend names "the class"
/// try registry.resolve("ACME")        // ignoring case, when nothing matches exactly
/// try registry.resolve("acm")         // ThemeError: unknown theme 'acm'; did you mean 'acme'? …
/// ```
///
/// `ThemeRegistry` is a value: copy it, add to the copy, pass it around; it is `Sendable`.
/// `PaletteThemes` provides `ThemeRegistry.builtIn` with every built-in theme.
public struct ThemeRegistry: Sendable {
    /// A registered theme and where it came from.
    public struct Entry: Sendable, Identifiable {
        /// The theme, resolved.
        public let theme: ResolvedTheme
        /// Where the theme came from.
        public let source: Source
        /// The theme's identifier.
        @_alwaysEmitIntoClient public var id: String { theme.id }
    }

    /// Where a registered theme came from.
    public enum Source: Equatable, Sendable, CustomStringConvertible {
        /// A compiled theme type, by its Swift type name.
        case compiled(typeName: String)
        /// A theme file.
        case file(path: String)
        /// A theme value registered at run time.
        case runtime
        /// A theme installed at run time by a module that installs themes, by what it installs
        /// (`package` for PalettePackages' theme packages), its identifier and its version.
        case installed(kind: String, id: String, version: String)

        @_alwaysEmitIntoClient public var description: String {
            switch self {
            case .compiled(let typeName): "compiled (\(typeName))"
            case .file(let path): "file (\(path))"
            case .runtime: "runtime"
            case .installed(let kind, let id, let version): "\(kind) (\(id) \(version))"
            }
        }
    }

    private var entriesByID: [String: Entry]
    private var order: [String]
    private var idsByFoldedID: [String: String]
    private var idsByTypeName: [String: String]
    private var idsByFoldedTypeName: [String: String]

    /// Creates an empty registry.
    public init() {
        // Assigned here, not at each declaration: a value written there is a function of its own,
        // which every app keeps.
        entriesByID = [:]
        order = []
        idsByFoldedID = [:]
        idsByTypeName = [:]
        idsByFoldedTypeName = [:]
    }

    /// Creates a registry holding the given theme types, in order.
    ///
    /// ```swift
    /// let registry = try ThemeRegistry([DefaultTheme.self, AcmeTheme.self])
    /// ```
    ///
    /// - Throws: The error ``register(_:)`` throws for the first type whose identifier or
    ///   type name clashes with one before it (`invalid value 'acme' at 'id': this identifier is
    ///   already registered: 'acme', compiled (AcmeTheme)`), as registering them one by one would:
    ///   a clash is never dropped without a word.
    @_alwaysEmitIntoClient public init(_ types: [any CompiledTheme.Type]) throws(ThemeError) {
        self.init()
        for type in types { try register(type) }
    }

    /// Registers a compiled theme type under its identifier; it is also found by its type name.
    ///
    /// ```swift
    /// var registry = ThemeRegistry.builtIn
    /// try registry.register(AcmeTheme.self)   // "acme", and "AcmeTheme"
    /// ```
    ///
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)`` naming the theme it clashes
    ///   with (`invalid value 'acme' at 'id': this identifier is already registered: 'acme',
    ///   compiled (AcmeTheme)`), registering nothing, when the identifier is empty or clashes (ignoring case)
    ///   with one already registered, or either name is another theme's other name (its
    ///   identifier or type name); the first registration stays.
    public mutating func register(_ type: any CompiledTheme.Type) throws(ThemeError) {
        try register(type.init(), source: .compiled(typeName: String(describing: type)))
    }

    /// Registers a theme value under its identifier.
    ///
    /// A ``CompiledTheme`` value is also found by its type name.
    ///
    /// - Parameters:
    ///   - theme: The theme.
    ///   - source: Where it came from, for listings; a compiled theme's type by default.
    /// - Throws: ``ThemeError/invalidValue(value:reason:location:)``, registering nothing, for an
    ///   empty identifier, or one that clashes (ignoring case) with one already registered or
    ///   with a registered theme's type name, or a compiled theme's type name that is a registered
    ///   identifier: the message names the theme already registered and where it came from; the
    ///   first registration stays.
    public mutating func register(_ theme: some Theme, source: Source? = nil) throws(ThemeError) {
        try register(resolved: ResolvedTheme.resolving(theme), source: source)
    }

    /// Registers a resolved theme: the work of ``register(_:source:)``, in one copy for every
    /// type of theme.
    private mutating func register(resolved: ResolvedTheme, source: Source?) throws(ThemeError) {
        let id = resolved.id
        let folded = id.asciiCaseFolded
        guard !id.isEmpty else {
            throw .invalidValue(value: id, reason: "a theme's identifier cannot be empty", location: nil)
        }
        // An identifier that is another theme's type name, or a type name that is another
        // theme's identifier, would make one name mean two themes.
        let clash =
            entriesByID[id].map { (id, $0) }
            ?? idsByFoldedID[folded].flatMap { other in entriesByID[other].map { (id, $0) } }
            ?? idsByFoldedTypeName[folded].flatMap { other in entriesByID[other].map { (id, $0) } }
            ?? (resolved.isCompiled
                ? idsByFoldedID[resolved.typeName.asciiCaseFolded].flatMap { other in
                    entriesByID[other].map { (resolved.typeName, $0) }
                } : nil)
        if let (name, existing) = clash {
            let clash =
                existing.id.asciiCaseFolded == name.asciiCaseFolded
                ? "is already registered: '\(existing.id)', \(existing.source)"
                : "is the Swift type name of '\(existing.id)', \(existing.source)"
            throw .invalidValue(value: name, reason: "this identifier \(clash)", location: .init(path: "id"))
        }
        let source = source ?? (resolved.isCompiled ? .compiled(typeName: resolved.typeName) : .runtime)
        entriesByID[id] = Entry(theme: resolved, source: source)
        order.append(id)
        idsByFoldedID[folded] = id
        if resolved.isCompiled {
            let names = [resolved.typeName, String(reflecting: type(of: resolved.source))]
            for name in names where idsByTypeName[name] == nil {
                idsByTypeName[name] = id
                idsByFoldedTypeName[name.asciiCaseFolded] = idsByFoldedTypeName[name.asciiCaseFolded] ?? id
            }
        }
    }

    /// Removes the theme registered under `id` exactly.
    ///
    /// - Returns: The removed entry, or `nil` if there was none.
    @discardableResult
    package mutating func unregister(_ id: String) -> Entry? {
        guard let entry = entriesByID.removeValue(forKey: id) else { return nil }
        order.removeAll { $0 == id }
        idsByFoldedID[id.asciiCaseFolded] = nil
        idsByTypeName = idsByTypeName.filter { $0.value != id }
        idsByFoldedTypeName = idsByFoldedTypeName.filter { $0.value != id }
        return entry
    }

    /// The theme a name refers to.
    ///
    /// Tries, in order: the identifier exactly, the Swift type name exactly (`"AlternativeTheme"`
    /// or `"PaletteThemes.AlternativeTheme"`), the identifier ignoring case, the type name ignoring
    /// case. Only ASCII letters match ignoring case, so a look-alike such as the Kelvin sign `K`
    /// (which Unicode lowercases to `k`) or a Cyrillic `а` never selects a theme; it is an unknown
    /// name, with the theme it resembles as the suggestion.
    ///
    /// - Throws: ``ThemeError/Code/unknownTheme`` naming `name`, listing the
    ///   registered identifiers and suggesting the closest one when there is a close one.
    public func resolve(_ name: String) throws(ThemeError) -> ResolvedTheme {
        guard let entry = entry(named: name) else {
            throw .unknownTheme(name: name, available: ids, suggestion: suggestion(for: name))
        }
        return entry.theme
    }

    /// The entry a name refers to, matched as ``resolve(_:)`` does; `nil` when there is none.
    public func entry(named name: String) -> Entry? {
        if let entry = entriesByID[name] { return entry }
        if let id = idsByTypeName[name] { return entriesByID[id] }
        let folded = name.asciiCaseFolded
        if let id = idsByFoldedID[folded] ?? idsByFoldedTypeName[folded] { return entriesByID[id] }
        return nil
    }

    /// Whether a name refers to a registered theme.
    @_alwaysEmitIntoClient package func contains(_ name: String) -> Bool {
        entry(named: name) != nil
    }

    /// Every entry, in registration order.
    public var entries: [Entry] {
        order.compactMap { entriesByID[$0] }
    }

    /// Every identifier, in registration order.
    var ids: [String] { order }

    /// The registered identifier closest to `name`, if one is close enough to be a likely typo.
    ///
    /// Compares ignoring case against identifiers and type names, by the rule of every "did you
    /// mean" Palette prints: a name is close when a third of its length in edits turns it into the
    /// candidate, or half its length when both start with the same letter, or when the candidate
    /// starts with it (from 3 characters on).
    package func suggestion(for name: String) -> String? {
        let typeNames = Unspecialized.sorted(idsByTypeName.keys).compactMap { name in
            idsByTypeName[name].map { (name: name, value: $0) }
        }
        return Suggestion.closest(to: name, among: order.map { (name: $0, value: $0) } + typeNames)
    }
}
