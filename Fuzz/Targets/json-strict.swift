// Fuzzes Palette's JSON parser in strict (RFC 8259) mode; see Support/JSONFuzzing.swift.

@testable import Palette

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONStrict(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzJSON(fuzzBytes(data, size), options: .strict)
    return 0
}
