extension String {
    /// The text `bytes` spell in UTF-8, or `nil` when they are not well-formed UTF-8 (a stray
    /// continuation byte, an overlong form, a surrogate, a truncated sequence).
    ///
    /// `String(validating:as:)` does this from iOS 18, macOS 15, tvOS 18 and watchOS 11 only;
    /// Palette supports older systems, so it checks with the standard library's strict decoder,
    /// which every release has. ASCII, the usual case, is checked byte by byte and never decoded.
    package init?(wellFormedUTF8 bytes: [UInt8]) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            self = String(decoding: bytes, as: UTF8.self)
            return
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput:
                self = String(decoding: bytes, as: UTF8.self)
                return
            case .error:
                return nil
            }
        }
    }
}
