import BenchmarkSupport
import Foundation

/// The Swift `palette codegen` writes for real design systems, timed as an app's build meets it:
/// the codegen run, the type check and the `-O` compile of the generated file as whole processes,
/// and the machine code it adds per 500 keys.
///
/// The design systems are Designsystemet's Tokens Studio folder and Adobe Spectrum 2's Figma
/// variables, from `../shared/fixtures/real-world`; without that folder the scenarios say so and
/// measure nothing. `swiftc` takes seconds, so under `--quick` only the codegen run is timed.
enum CodegenScenarios {
    static let group = "Generated Swift"

    /// A design system: its scenario prefix, the type name and the file or folder in `real-world`.
    static let systems: [(id: String, typeName: String, path: String)] = [
        ("designsystemet", "DesignsystemetTheme", "tokens-studio/digdir-designsystemet@72c08b5/design-tokens"),
        (
            "spectrum", "SpectrumTheme",
            "figma-variables/adobe-spectrum-design-data@46a5a8b-sdk-core-tests-fixtures-figma-s2-web-variables.baseline.json"
        ),
    ]

    static var all: [Scenario] {
        systems.flatMap { system in
            [
                Scenario(
                    id: "codegen.\(system.id).generate",
                    group: group,
                    name: "palette codegen of \(system.typeName)'s file (whole process)",
                    unit: .milliseconds
                ) { options in
                    guard let source = try source(of: system) else { return skipped("../shared is not there") }
                    let runs = options.count(full: 5, quick: 1)
                    let samples = try (0..<runs).map { _ in try source.codegen.run() / 1_000_000 }
                    return CustomMeasurement(samples: samples, itemsPerSample: 1, note: "\(source.keys) keys")
                },
                Scenario(
                    id: "codegen.\(system.id).typecheck",
                    group: group,
                    name: "swiftc -typecheck of \(system.typeName)'s generated file (whole process)",
                    unit: .milliseconds,
                    target: Target("< 1 s", [.atMost(1_000)])
                ) { options in
                    guard !options.isQuick else { return skipped("swiftc takes seconds; not under --quick") }
                    guard let source = try source(of: system) else { return skipped("../shared is not there") }
                    let timer = try compiler(["-typecheck", source.file])
                    let samples = try (0..<3).map { _ in try timer.run() / 1_000_000 }
                    return CustomMeasurement(samples: samples, itemsPerSample: 1, note: "\(source.keys) keys")
                },
                Scenario(
                    id: "codegen.\(system.id).compile-o",
                    group: group,
                    name: "swiftc -c -O of \(system.typeName)'s generated file (whole process)",
                    unit: .milliseconds,
                    target: Target("< 3 s", [.atMost(3_000)])
                ) { options in
                    guard !options.isQuick else { return skipped("swiftc takes seconds; not under --quick") }
                    guard let source = try source(of: system) else { return skipped("../shared is not there") }
                    let timer = try compiler(["-c", "-O", source.file, "-o", source.object])
                    let samples = try (0..<3).map { _ in try timer.run() / 1_000_000 }
                    return CustomMeasurement(samples: samples, itemsPerSample: 1, note: "\(source.keys) keys")
                },
                Scenario(
                    id: "codegen.\(system.id).machine-code",
                    group: group,
                    name: "machine code of \(system.typeName)'s -O object, per 500 keys",
                    unit: .bytes,
                    target: Target("<= 100 KB per 500 keys", [.atMost(100_000)])
                ) { options in
                    guard !options.isQuick else { return skipped("swiftc takes seconds; not under --quick") }
                    guard let source = try source(of: system) else { return skipped("../shared is not there") }
                    _ = try compiler(["-c", "-O", source.file, "-o", source.object]).run()
                    let text = try textSize(of: source.object)
                    return CustomMeasurement(
                        samples: [Double(text) * 500 / Double(max(source.keys, 1))],
                        itemsPerSample: 1,
                        note: "\(text / 1_000) KB for \(source.keys) keys"
                    )
                },
            ]
        }
    }

    /// A generated file, written once per run, and the codegen command that wrote it.
    struct Source {
        var file: String
        var object: String
        var keys: Int
        var codegen: ProcessTimer
    }

    /// The folder generated files and objects are written to, removed when the process exits.
    static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-benchmarks-codegen-\(ProcessInfo.processInfo.processIdentifier)")

    /// The design system's generated file, or `nil` when `../shared` is not there.
    static func source(of system: (id: String, typeName: String, path: String)) throws -> Source? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let input = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real-world")
            .appendingPathComponent(system.path)
        guard FileManager.default.fileExists(atPath: input.path) else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(system.typeName).swift").path
        let codegen = ProcessTimer(
            executable: try ProcessScenarios.paletteExecutable(),
            // Spectrum's Figma file has four aliases to variables of other files, which codegen
            // refuses unless told to write the rest, as an app's build would be told.
            arguments: ["codegen", input.path, "--output", file, "--type-name", system.typeName, "--skip-invalid"],
            environment: ProcessInfo.processInfo.environment
        )
        if !FileManager.default.fileExists(atPath: file) { _ = try codegen.run() }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        // A key reads its table through `_PaletteColorToken(3)` and the like; the tables' own
        // declarations are `fileprivate`.
        let keys = text.split(separator: "\n").filter { $0.contains(" static ") && $0.contains("_Palette") }.count
        return Source(file: file, object: file + ".o", keys: keys, codegen: codegen)
    }

    /// `swiftc` with `arguments`, finding Palette's module where this executable was built.
    static func compiler(_ arguments: [String]) throws -> ProcessTimer {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let modules = own.appendingPathComponent("Modules").path
        return ProcessTimer(
            executable: "/usr/bin/env",
            arguments: ["swiftc", "-I", modules] + arguments,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// The `text` size of an object file, as `size` prints it.
    static func textSize(of object: String) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["size", object]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        guard lines.count > 1, let text = lines[1].split(whereSeparator: \.isWhitespace).first.flatMap({ Int($0) })
        else {
            throw BenchmarkFailure("cannot read the size of '\(object)'")
        }
        return text
    }

    /// A scenario that measured nothing, and why.
    static func skipped(_ reason: String) -> CustomMeasurement {
        CustomMeasurement(samples: [0], itemsPerSample: 1, note: "skipped: \(reason)")
    }
}
