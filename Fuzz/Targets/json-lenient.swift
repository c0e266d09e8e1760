// Fuzzes Palette's JSON parser in lenient mode (comments, trailing commas); see
// Support/JSONFuzzing.swift.

@testable import Palette

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLenient(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzJSON(fuzzBytes(data, size), options: .lenient)
    return 0
}
