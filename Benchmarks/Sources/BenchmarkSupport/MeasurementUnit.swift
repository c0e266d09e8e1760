/// The unit a scenario's figures are shown in.
public enum MeasurementUnit: String, Sendable, Codable {
    /// Nanoseconds per operation.
    case nanoseconds = "ns"
    /// Microseconds per operation.
    case microseconds = "us"
    /// Milliseconds per operation.
    case milliseconds = "ms"
    /// Bytes per item.
    case bytes = "B"
    /// Kilobytes (1,000 bytes) per item.
    case kilobytes = "KB"
    /// Megabytes (1,000,000 bytes) per item.
    case megabytes = "MB"

    /// How many nanoseconds one of this unit is; `nil` for a unit that is not a duration.
    public var nanosecondsPerUnit: Double? {
        switch self {
        case .nanoseconds: 1
        case .microseconds: 1_000
        case .milliseconds: 1_000_000
        case .bytes, .kilobytes, .megabytes: nil
        }
    }

    /// A value in this unit as text with a sensible number of digits: `23.4 ns`, `40,565 ns`.
    public func format(_ value: Double) -> String {
        let digits: Int
        switch abs(value) {
        case ..<10: digits = 2
        case ..<100: digits = 1
        default: digits = 0
        }
        return "\(Self.decimal(value, digits: digits)) \(rawValue)"
    }

    /// A number with a fixed number of decimals, without Foundation's locale-dependent formatting.
    static func decimal(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return String(value) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + grouped(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// An integer with its thousands separated by commas: `40,565`.
    public static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index).isMultiple(of: 3) { text += "," }
            text.append(digit)
        }
        return text
    }
}
