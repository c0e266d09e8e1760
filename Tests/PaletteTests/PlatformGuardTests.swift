import Foundation
import PaletteTestSupport
import Testing

/// The watchOS and visionOS SDKs are not on the machines that run `Scripts/apple-typecheck`, so
/// these tests read the guards in `Sources/Palette/Platform` against the audit in the DocC
/// article Platforms: UIKit on watchOS is a subset, and visionOS deprecates the one-value
/// `onChange` from its first release.
struct PlatformGuardTests {
    static let platformFolder = Repository.file("Sources/Palette/Platform")

    /// UIKit API that watchOS does not have (Apple's documentation gives it no watchOS version).
    static let missingOnWatchOS: Set<String> = [
        "UITraitCollection", "UIUserInterfaceStyle", "UIGraphicsImageRenderer", "UIView", "UIViewController",
        "UIScreen", "UIApplication", "compatibleWith", "UIViewPropertyAnimator", "CALayer", "CAGradientLayer",
        "CAShapeLayer", "CAMediaTimingFunction",
    ]

    /// A code line with the conditions of the `#if` blocks around it; an `#else` branch holds its
    /// `#if`'s condition negated as `!(condition)`.
    struct GuardedLine {
        var number: Int
        var text: String
        var conditions: [String]

        func excludes(_ platform: String) -> Bool {
            conditions.contains { condition in
                condition == "!(os(\(platform)))"
                    || condition.components(separatedBy: "&&").contains {
                        $0.trimmingCharacters(in: .whitespaces) == "!os(\(platform))"
                    }
            }
        }

        var identifiers: Set<String> {
            Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        }
    }

    static func guardedLines(_ source: String) -> [GuardedLine] {
        var stack: [String] = []
        var lines: [GuardedLine] = []
        for (index, raw) in source.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                stack.append(String(line.dropFirst(4)))
            } else if line.hasPrefix("#elseif "), let last = stack.popLast() {
                stack.append("!(\(last)) && \(line.dropFirst(8))")
            } else if line == "#else", let last = stack.popLast() {
                stack.append("!(\(last))")
            } else if line == "#endif" {
                _ = stack.popLast()
            } else if !line.isEmpty, !line.hasPrefix("//") {
                lines.append(GuardedLine(number: index + 1, text: line, conditions: stack))
            }
        }
        return lines
    }

    static func platformSources() throws -> [(name: String, lines: [GuardedLine])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: platformFolder.path).sorted()
        return try names.filter { $0.hasSuffix(".swift") }.map { name in
            let source = try String(contentsOf: platformFolder.appendingPathComponent(name), encoding: .utf8)
            return (name, guardedLines(source))
        }
    }

    /// The lines that use API watchOS lacks without a guard that leaves watchOS out.
    static func unguardedOnWatchOS(_ lines: [GuardedLine]) -> [GuardedLine] {
        lines.filter { !$0.identifiers.isDisjoint(with: missingOnWatchOS) && !$0.excludes("watchOS") }
    }

    /// The lines that call the one-value `onChange(of:perform:)` where visionOS compiles them.
    static func deprecatedOnVisionOS(_ lines: [GuardedLine]) -> [GuardedLine] {
        lines.filter { $0.text.contains("onChange(of:") && $0.text.contains("$0") && !$0.excludes("visionOS") }
    }

    @Test func theCheckerFindsAnUnguardedUse() {
        let source = """
            #if canImport(UIKit)
            let style = UIUserInterfaceStyle.dark
            #if !os(watchOS)
            let traits = UITraitCollection()
            #endif
            #if os(visionOS)
            view.onChange(of: scheme) { _, new in follow(new) }
            #else
            view.onChange(of: scheme) { follow($0) }
            #endif
            view.onChange(of: scheme) { follow($0) }
            #endif
            """
        let lines = Self.guardedLines(source)
        #expect(Self.unguardedOnWatchOS(lines).map(\.number) == [2])
        #expect(Self.deprecatedOnVisionOS(lines).map(\.number) == [11])
    }

    @Test func everyBridgeIsBehindCanImport() throws {
        for (name, lines) in try Self.platformSources() {
            for line in lines {
                #expect(line.conditions.first?.hasPrefix("canImport(") == true, "\(name):\(line.number) \(line.text)")
            }
        }
    }

    @Test func watchOSCompilesOnlyTheUIKitItHas() throws {
        for (name, lines) in try Self.platformSources() {
            for line in Self.unguardedOnWatchOS(lines) {
                Issue.record("\(name):\(line.number) uses UIKit that watchOS lacks: \(line.text)")
            }
        }
    }

    @Test func visionOSDoesNotCompileTheDeprecatedOnChange() throws {
        for (name, lines) in try Self.platformSources() {
            for line in Self.deprecatedOnVisionOS(lines) {
                Issue.record("\(name):\(line.number) is deprecated on visionOS: \(line.text)")
            }
        }
    }
}
