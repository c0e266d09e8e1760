/// Where in a JSON text something is: the path of the value, and its 1-based line and column
/// (the column counts bytes).
package struct JSONPosition: Equatable, Sendable {
    package let path: JSONPath
    package let line: Int
    package let column: Int

    package init(path: JSONPath, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}
