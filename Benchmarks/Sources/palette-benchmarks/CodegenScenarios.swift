import BenchmarkSupport
import Foundation
import Palette
import PaletteFormats

/// The Swift `palette codegen` writes for real design systems, measured against issue 33's
/// targets as an app's build meets it: the codegen run, the type check and the `-O` compile of
/// the generated file as whole processes, the compiler's peak memory, the machine code per 500
/// keys, and a generated key read through `AppTheme.current`.
///
/// The design systems are Designsystemet's Tokens Studio folder (MIT; the copy in
/// `Tests/Fixtures/modes/designsystemet`, which the build plugin also compiles into this
/// executable as `DesignsystemetTheme`) and Adobe Spectrum 2's Figma variables (Apache-2.0, not
/// copied: read from `../shared/fixtures/real-world`, and skipped when that folder is absent).
/// The scenarios time whatever codegen writes; none assumes a shape of the generated file. The
/// compiler's times are CPU time (user and system, the driver and its frontend), which a busy
/// shared machine changes less than wall-clock time; the note gives the wall-clock median. `swiftc`
/// takes seconds, so under `--quick` only the codegen run and the key read are measured, and the
/// rest say skipped.
enum CodegenScenarios {
    static let group = "Generated Swift"

    /// A design system: its scenario prefix, the type name codegen gives it, and its input.
    struct System: Sendable {
        /// Where the theme file or folder is.
        enum Input: Sendable {
            /// A path inside this repository.
            case repository(String)
            /// A path inside `../shared/fixtures/real-world`.
            case shared(String)
        }

        var id: String
        var typeName: String
        var input: Input
    }

    static let systems = [
        System(
            id: "designsystemet",
            typeName: "DesignsystemetTheme",
            input: .repository("Tests/Fixtures/modes/designsystemet")
        ),
        System(
            id: "spectrum",
            typeName: "SpectrumTheme",
            input: .shared(
                "figma-variables/adobe-spectrum-design-data@46a5a8b-sdk-core-tests-fixtures-figma-s2-web-variables.baseline.json"
            )
        ),
    ]

    static var all: [Scenario] {
        systems.flatMap { system in
            [
                generateScenario(system), typeCheckScenario(system), compileScenario(system),
                memoryScenario(system), machineCodeScenario(system), keyReadScenario(system),
            ]
        }
    }

    private static func generateScenario(_ system: System) -> Scenario {
        Scenario(
            id: "codegen.\(system.id).generate",
            group: group,
            name: "palette codegen of \(system.typeName) (whole process)",
            unit: .milliseconds
        ) { options in
            let source = try source(of: system)
            let runs = options.count(full: 5, quick: 1)
            let samples = try (0..<runs).map { _ in try source.codegen.run() / 1_000_000 }
            return CustomMeasurement(
                samples: samples,
                itemsPerSample: 1,
                note: "\(source.keys) keys, \(source.lines) lines"
            )
        }
    }

    private static func typeCheckScenario(_ system: System) -> Scenario {
        Scenario(
            id: "codegen.\(system.id).typecheck",
            group: group,
            name: "swiftc -typecheck of \(system.typeName)'s file, CPU time (whole process)",
            unit: .milliseconds,
            target: Target("< 1 s", [.atMost(1_000)])
        ) { options in
            let source = try compilerSource(of: system, options)
            let usages = try runs.usages(of: "\(system.id).typecheck", count: 3) {
                try compiler(["-typecheck", source.file]).measure()
            }
            return compilerMeasurement(usages, source)
        }
    }

    private static func compileScenario(_ system: System) -> Scenario {
        Scenario(
            id: "codegen.\(system.id).compile-o",
            group: group,
            name: "swiftc -c -O of \(system.typeName)'s file, CPU time (whole process)",
            unit: .milliseconds,
            target: Target("< 3 s", [.atMost(3_000)])
        ) { options in
            let source = try compilerSource(of: system, options)
            return compilerMeasurement(try optimizedCompiles(of: system, source), source)
        }
    }

    private static func memoryScenario(_ system: System) -> Scenario {
        Scenario(
            id: "codegen.\(system.id).compiler-memory",
            group: group,
            name: "swiftc's peak memory for \(system.typeName)'s file (-typecheck or -c -O, the larger)",
            unit: .megabytes,
            target: Target("<= 300 MB", [.atMost(300)])
        ) { options in
            let source = try compilerSource(of: system, options)
            let typeCheck = try runs.usages(of: "\(system.id).typecheck", count: 1) {
                try compiler(["-typecheck", source.file]).measure()
            }
            let optimized = try optimizedCompiles(of: system, source, count: 1)
            let typeCheckPeak = typeCheck.map(\.maximumResidentBytes).max() ?? 0
            let optimizedPeak = optimized.map(\.maximumResidentBytes).max() ?? 0
            return CustomMeasurement(
                samples: [max(typeCheckPeak, optimizedPeak) / 1_000_000],
                itemsPerSample: 1,
                note:
                    "max RSS: -typecheck \(Int(typeCheckPeak / 1_000_000)) MB, -c -O \(Int(optimizedPeak / 1_000_000)) MB"
            )
        }
    }

    private static func machineCodeScenario(_ system: System) -> Scenario {
        Scenario(
            id: "codegen.\(system.id).machine-code",
            group: group,
            name: "code and read-only data of \(system.typeName)'s -O object, per 500 keys",
            unit: .kilobytes,
            target: Target("<= 100 KB per 500 keys", [.atMost(100)])
        ) { options in
            let source = try compilerSource(of: system, options)
            _ = try optimizedCompiles(of: system, source, count: 1)
            let text = try textSize(of: source.object)
            let object = (try? FileManager.default.attributesOfItem(atPath: source.object)[.size] as? Int) ?? 0
            return CustomMeasurement(
                samples: [Double(text) / 1_000 * 500 / Double(max(source.keys, 1))],
                itemsPerSample: 1,
                note: "\(text / 1_000) KB (size's text) for \(source.keys) keys; object file \(object / 1_000) KB"
            )
        }
    }

    /// A generated key of the design system read through `AppTheme.current`, against a role read
    /// the same way (``KeyReadScenarios``).
    ///
    /// Designsystemet's key is the one the build plugin generated into this executable, read on
    /// its generated theme: by its place in the file (issue 33's target). Spectrum's file is not in
    /// the repository, so its theme is loaded at run time and its key made from a path,
    /// `ColorToken(TokenPath("…"))`: that read goes by path (a lookup in the theme's table), as any
    /// key made at run time does, and has no target; a generated Spectrum key on its compiled theme
    /// reads as Designsystemet's does.
    private static func keyReadScenario(_ system: System) -> Scenario {
        let generated = system.id == "designsystemet"
        return Scenario(
            id: "codegen.\(system.id).key-read",
            group: group,
            name: generated
                ? "AppTheme.current.color(key) of a \(system.typeName) colour key"
                : "AppTheme.current.color(key) of a \(system.typeName) colour key made from its path, its theme read at run time",
            target: generated
                ? Target(
                    "<= 1.5x a role read through AppTheme.current",
                    [.ratio(to: KeyReadScenarios.appThemeRoleID, atMost: 1.5)]
                )
                : nil
        ) {
            switch system.id {
            case "designsystemet":
                AppTheme.setTheme(DesignsystemetTheme())
                guard AppTheme.current.color(Tokens.Color.Accent.baseDefault).hex == "#0062BA" else {
                    throw BenchmarkFailure("'color.accent.base-default' is not #0062BA in the light variant")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(AppTheme.current.color(Tokens.Color.Accent.baseDefault)) }
                }
            default:
                let theme = try loadedTheme(of: system)
                AppTheme.setTheme(theme)
                // The middle colour in path order: any other reads the same way.
                let paths = AppTheme.current.tokens.values(of: ThemeColor.self).keys.sorted()
                guard !paths.isEmpty else { throw BenchmarkFailure("\(system.typeName) has no colour tokens") }
                let key = ColorToken(paths[paths.count / 2])
                guard AppTheme.current.tokens[ThemeColor.self, key.path] != nil else {
                    throw BenchmarkFailure("'\(key.path)' is not read at its own path")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(AppTheme.current.color(key)) }
                }
            }
        }
    }

    // MARK: - Generated files and compiler runs

    /// A generated file, written once per run, and the codegen command that wrote it.
    struct Source {
        var file: String
        var object: String
        var keys: Int
        var lines: Int
        var codegen: ProcessTimer
    }

    /// The folder generated files and objects are written to.
    static let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("palette-benchmarks-codegen-\(ProcessInfo.processInfo.processIdentifier)")

    /// The checkout this benchmark package is in.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The compiler runs already made in this run, so the scenarios of one design system share
    /// them (an `-O` compile of thousands of keys takes seconds).
    static let runs = CompilerRuns()

    /// The design system's file or folder.
    ///
    /// - Throws: ``ScenarioSkipped`` when it is in `../shared` and that folder is absent.
    static func input(of system: System) throws -> URL {
        let url: URL
        switch system.input {
        case .repository(let path): url = repositoryRoot.appendingPathComponent(path)
        case .shared(let path):
            url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/fixtures/real-world")
                .appendingPathComponent(path)
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ScenarioSkipped("'\(url.path)' is not there (../shared is absent)")
        }
        return url
    }

    /// The design system's generated file, written on first use.
    static func source(of system: System) throws -> Source {
        let input = try input(of: system)
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
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count
        let keys = try runs.keyCount(of: system.id) { keyCount(of: try loadedTheme(of: system)) }
        return Source(file: file, object: file + ".o", keys: keys, lines: lines, codegen: codegen)
    }

    /// How many typed keys a generated file of `theme` declares: one per kind and path of a token
    /// that any variant of the theme, or a theme it extends, defines. Counted from the theme, not
    /// from the file, so that it holds whatever shape codegen writes.
    static func keyCount(of theme: ResolvedTheme) -> Int {
        let variants = theme.adaptiveTheme.map { adaptive in adaptive.definedVariants.map { adaptive.variant($0) } }
        var slots: Set<TokenSlot> = []
        for variant in variants ?? [theme] {
            for member in sequence(first: variant, next: \.parent) {
                for (path, value) in member.tokens.all { slots.insert(TokenSlot(value.kind, path)) }
            }
        }
        return slots.count
    }

    /// The generated file, for a scenario that runs the compiler: skipped under `--quick`.
    private static func compilerSource(of system: System, _ options: RunOptions) throws -> Source {
        guard !options.isQuick else { throw ScenarioSkipped("swiftc takes seconds; not under --quick") }
        return try source(of: system)
    }

    /// `count` runs of `swiftc -c -O` on the file, which writes the object the machine code is
    /// read from.
    private static func optimizedCompiles(of system: System, _ source: Source, count: Int = 3) throws -> [ProcessUsage]
    {
        try runs.usages(of: "\(system.id).compile-o", count: count) {
            try compiler(["-c", "-O", source.file, "-o", source.object]).measure()
        }
    }

    /// CPU times as the samples, the wall-clock median and the peak memory in the note.
    private static func compilerMeasurement(_ usages: [ProcessUsage], _ source: Source) -> CustomMeasurement {
        let wall = Statistics.median(usages.map(\.wallNanoseconds)) / 1_000_000
        let peak = (usages.map(\.maximumResidentBytes).max() ?? 0) / 1_000_000
        return CustomMeasurement(
            samples: usages.map { $0.cpuNanoseconds / 1_000_000 },
            itemsPerSample: 1,
            note: "\(source.keys) keys; wall-clock \(Int(wall.rounded())) ms; max RSS \(Int(peak.rounded())) MB"
        )
    }

    /// `swiftc` with `arguments`, finding Palette's module where this executable was built.
    ///
    /// The file is compiled as a library file (`-parse-as-library`), as an app's build compiles a
    /// generated file, never its `main.swift`: in a main file every global is set by top-level
    /// code when the program starts, so the pool of paths a generated key points into is a
    /// variable there, and each key's getter (20 bytes in a library file) grows to 240.
    static func compiler(_ arguments: [String]) throws -> ProcessTimer {
        let own = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let modules = own.appendingPathComponent("Modules").path
        return ProcessTimer(
            executable: "/usr/bin/env",
            arguments: ["swiftc", "-I", modules, "-parse-as-library"] + arguments,
            environment: ProcessInfo.processInfo.environment
        )
    }

    /// The `text` size of an object file, as `size` prints it (code and read-only data).
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

    /// The design system's theme as `ThemeLoader` reads it, written what can be read.
    static func loadedTheme(of system: System) throws -> ResolvedTheme {
        var registry = try ThemeRegistry([DefaultTheme.self])
        let report = ThemeLoader().load([try input(of: system)], into: &registry)
        guard let id = report.loadedIDs.first, let theme = registry.entry(named: id)?.theme else {
            throw BenchmarkFailure("\(system.typeName) did not load: \(report.errors)")
        }
        return theme
    }
}
