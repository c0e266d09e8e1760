// Shared by every fuzz target (compiled into each target's module).

internal import InternalPaletteUtilities

@testable import Palette

/// Stops the fuzzer with a message when an invariant does not hold.
///
/// libFuzzer reports the trap as a crash and saves the input that caused it, so a broken
/// invariant is found and reproducible exactly like a memory error.
func fuzzCheck(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz invariant failed: \(message())", file: file, line: line)
    }
}

/// The input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// Whether `text` contains `part` byte for byte (`String.contains` compares characters, and a
/// part starting with a combining mark is not a whole character of the text).
func containsBytes(_ text: String, _ part: String) -> Bool {
    let haystack = Array(text.utf8)
    let needle = Array(part.utf8)
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
}

/// Whether an error that came from parsing text says where the problem is.
func hasUsefulLocation(_ error: ThemeError) -> Bool {
    switch error.code {
    case .inputTooLarge:
        return true  // refused before parsing: there is no position, only the size
    case .unknownTheme, .storeFailure, .noSuchFile:
        return false
    case .invalidDocument:
        return !error.problems.isEmpty && error.problems.allSatisfy(hasUsefulLocation)
    default:
        if error.code == .malformedInput, error.reason?.isEmpty ?? true { return false }
        guard let location = error.location else { return false }
        return (location.line ?? 0) >= 1 && (location.column ?? 0) >= 1
    }
}

/// Two JSON values with the same structure and contents, ignoring where they were in the text.
func sameJSON(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return Array(x.unicodeScalars) == Array(y.unicodeScalars)
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameJSON($0.value, $1.value) }
    case (.object(let x), .object(let y)):
        return x.count == y.count
            && zip(x, y).allSatisfy {
                Array($0.key.unicodeScalars) == Array($1.key.unicodeScalars) && sameJSON($0.node.value, $1.node.value)
            }
    default: return false
    }
}
