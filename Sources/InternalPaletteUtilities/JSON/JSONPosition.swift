/// Where in a JSON text something is: the path of the value, and its 1-based line and column
/// (the column counts bytes).
@usableFromInline package struct JSONPosition: Equatable, Sendable {
    @usableFromInline package let path: JSONPath
    @usableFromInline package let line: Int
    @usableFromInline package let column: Int

    @_alwaysEmitIntoClient package init(path: JSONPath, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}
