// The JSON parser's invariants, shared by the strict and lenient targets.

internal import InternalPaletteUtilities

@testable import Palette

/// Parses `bytes` with `options` and checks what must hold for any input:
///
/// - a document that parses is written back (compact and pretty) as strict JSON that parses to
///   the same value: parse(write(parse(x))) == parse(x);
/// - a document that does not parse gets a `ThemeError` that says where (line and column within
///   the input) or that it is too large, and is too large only when it is;
/// - a document strict mode accepts is accepted by lenient mode as the same value.
func fuzzJSON(_ bytes: [UInt8], options: JSONParser.Options) {
    let node: JSONNode
    do {
        node = try JSONParser.read(bytes, options: options)
    } catch {
        checkParseError(error, bytes: bytes, options: options)
        return
    }
    fuzzCheck(node.line >= 1 && node.column >= 1, "the root has no position")
    for pretty in [false, true] {
        let text = JSONWriter.string(node.value, pretty: pretty)
        do {
            let again = try JSONParser.read(
                text,
                options: JSONParser.Options(
                    allowsComments: false,
                    allowsTrailingCommas: false,
                    maximumSize: .max,
                    maximumDepth: .max
                )
            )
            fuzzCheck(sameJSON(again.value, node.value), "writing and parsing changed the value: \(text.prefix(200))")
        } catch {
            fuzzCheck(false, "the writer produced JSON the parser rejects (\(error)): \(text.prefix(200))")
        }
    }
    if !options.allowsComments || !options.allowsTrailingCommas {
        let lenient = JSONParser.Options(
            allowsComments: true,
            allowsTrailingCommas: true,
            maximumSize: options.maximumSize,
            maximumDepth: options.maximumDepth
        )
        let relaxed = try? JSONParser.read(bytes, options: lenient)
        fuzzCheck(relaxed.map { sameJSON($0.value, node.value) } == true, "lenient mode disagrees with strict mode")
    }
}

private func checkParseError(_ error: ThemeError, bytes: [UInt8], options: JSONParser.Options) {
    switch (error.code, error.location) {
    case (.inputTooLarge, _):
        fuzzCheck(bytes.count > options.maximumSize, "\(bytes.count) bytes refused as too large")
        fuzzCheck(error.size == bytes.count && error.limit == options.maximumSize, "wrong size or limit in \(error)")
    case (.malformedInput, let location?), (.nestingTooDeep, let location?):
        let lines = bytes.filter { $0 == 0x0A }.count + 1
        let line = location.line ?? 0
        let column = location.column ?? 0
        fuzzCheck(line >= 1 && line <= lines, "line \(line) is outside the input's \(lines) lines")
        fuzzCheck(column >= 1 && column <= bytes.count + 1, "column \(column) is outside the input")
        fuzzCheck(!error.description.isEmpty, "an error without a message")
    default:
        fuzzCheck(false, "the parser threw \(error), which says neither what nor where")
    }
}
