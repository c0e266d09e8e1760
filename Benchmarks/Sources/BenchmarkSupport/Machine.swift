import Foundation

/// The machine a run measured, for the report.
public struct Machine: Codable, Sendable {
    /// The CPU model, from /proc/cpuinfo on Linux (or `sysctl` on macOS).
    public var cpu: String
    /// Logical cores available to the process.
    public var cores: Int
    /// The operating system's version string.
    public var operatingSystem: String
    /// The 1-, 5- and 15-minute load averages when the run started (Linux), since other work on
    /// the machine inflates the figures.
    public var loadAverage: String?

    /// The machine this process runs on.
    public static var current: Machine {
        Machine(
            cpu: cpuModel() ?? "unknown CPU",
            cores: ProcessInfo.processInfo.activeProcessorCount,
            operatingSystem: ProcessInfo.processInfo.operatingSystemVersionString,
            loadAverage: (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
                .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        )
    }

    private static func cpuModel() -> String? {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
        #elseif canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }
}
