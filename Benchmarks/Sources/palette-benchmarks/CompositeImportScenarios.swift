import BenchmarkSupport
import Foundation

/// `palette import` of a design system whose tokens are not all colours: a quarter of 2,000 tokens
/// are composites (shadows of two layers, gradients, borders, transitions, font stacks) against the
/// same number of colour tokens alone. Issue 32 asks the composites to cost at most 1.5x.
enum CompositeImportScenarios {
    static let group = "CLI process"

    static var all: [Scenario] {
        [
            scenario(id: "process.import-colors", name: "colour tokens only", composites: false, target: nil),
            scenario(
                id: "process.import-composites",
                name: "a quarter composites",
                composites: true,
                target: Target("<= 1.5x colours only", [.ratio(to: "process.import-colors", atMost: 1.5)])
            ),
        ]
    }

    private static func scenario(id: String, name: String, composites: Bool, target: Target?) -> Scenario {
        Scenario(
            id: id,
            group: group,
            name: "palette import of a 2,000-token DTCG file, \(name) (whole process)",
            unit: .milliseconds,
            target: target
        ) { options in
            let executable = try ProcessScenarios.paletteExecutable()
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("palette-benchmarks-\(id)-\(ProcessInfo.processInfo.processIdentifier)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("tokens.json")
            try Data(document(tokens: 2_000, composites: composites).utf8).write(to: file)
            var environment = ProcessInfo.processInfo.environment
            environment["PALETTE_CONFIG_DIR"] = folder.appendingPathComponent("config").path
            let timer = ProcessTimer(
                executable: executable,
                arguments: ["import", file.path, "--output", folder.appendingPathComponent("out.json").path],
                environment: environment
            )
            for _ in 0..<2 { _ = try timer.run() }
            let runs = options.count(full: 41, quick: 3)
            let samples = try (0..<runs).map { _ in try timer.run() / 1_000_000 }
            return CustomMeasurement(samples: samples, itemsPerSample: 1, note: "\(runs) runs")
        }
    }

    /// A DTCG 2025.10 file of `count` tokens: colours, and with `composites` every fourth token a
    /// composite in turn (a two-layer shadow, a gradient, a border, a transition, a font stack),
    /// written out in full as design tools export them.
    static func document(tokens count: Int, composites: Bool) -> String {
        func color(_ index: Int) -> String {
            let red = Double(index % 256) / 255
            let green = Double((index * 7) % 256) / 255
            return #"{"colorSpace": "srgb", "components": [\#(red), \#(green), 0.5]}"#
        }
        func px(_ value: Int) -> String { #"{"value": \#(value), "unit": "px"}"# }
        func ms(_ value: Int) -> String { #"{"value": \#(value), "unit": "ms"}"# }
        var tokens: [String] = []
        for index in 0..<count {
            let name = "\"t\(index)\""
            guard composites, index % 4 == 3 else {
                tokens.append(#"\#(name): {"$type": "color", "$value": \#(color(index))}"#)
                continue
            }
            let value: String
            switch (index / 4) % 5 {
            case 0:
                let layer = { (y: Int) in
                    #"{"color": \#(color(index)), "offsetX": \#(px(0)), "offsetY": \#(px(y)), "blur": \#(px(y * 2)), "spread": \#(px(0))}"#
                }
                value = #"{"$type": "shadow", "$value": [\#(layer(1)), \#(layer(4))]}"#
            case 1:
                value =
                    #"{"$type": "gradient", "$value": [{"color": \#(color(index)), "position": 0}, {"color": \#(color(index + 1)), "position": 1}]}"#
            case 2:
                value =
                    #"{"$type": "border", "$value": {"color": \#(color(index)), "width": \#(px(1)), "style": "dashed"}}"#
            case 3:
                value =
                    #"{"$type": "transition", "$value": {"duration": \#(ms(200)), "delay": \#(ms(0)), "timingFunction": [0.2, 0, 0, 1]}}"#
            default:
                value = #"{"$type": "fontFamily", "$value": ["Inter", "-apple-system", "sans-serif"]}"#
            }
            tokens.append("\(name): \(value)")
        }
        return "{\n\"tokens\": {\n" + tokens.joined(separator: ",\n") + "\n}\n}\n"
    }
}
