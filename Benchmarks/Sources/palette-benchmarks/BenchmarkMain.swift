import BenchmarkSupport
import Foundation

/// `palette-benchmarks [--quick] [--json] [--filter TEXT]... [--list]`
///
/// Runs every scenario in `Catalog.all` (or those whose id or name contains a filter) and prints
/// a Markdown table, or JSON with `--json`. `--quick` takes a few short samples: a smoke test
/// that every scenario still runs, not a measurement. Exits 1 when a scenario fails to run;
/// a missed target is reported, not an error, so the benchmark is never a flaky gate.
@main
struct BenchmarkMain {
    static let usage = """
        usage: palette-benchmarks [--quick] [--json] [--filter TEXT]... [--list]
          --quick        a few short samples per scenario (CI smoke test; figures not meaningful)
          --json         print the results as JSON instead of a Markdown table
          --filter TEXT  run only scenarios whose id or name contains TEXT (repeatable)
          --list         list the scenarios and exit
        Build in release: swift run -c release --package-path Benchmarks palette-benchmarks
        """

    static func main() {
        var options = RunOptions.full
        var json = false
        var list = false
        var filters: [String] = []
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--quick": options = .quick
            case "--json": json = true
            case "--list": list = true
            case "--filter":
                guard let filter = arguments.popFirst() else { fail("--filter needs a value") }
                filters.append(filter)
            case "--help", "-h":
                print(usage)
                return
            default: fail("unknown argument '\(argument)'")
            }
        }
        let scenarios = Catalog.all.filter { scenario in
            filters.isEmpty || filters.contains { scenario.id.contains($0) || scenario.name.contains($0) }
        }
        if list {
            for scenario in scenarios { print("\(scenario.id)\t\(scenario.name)") }
            return
        }
        guard !scenarios.isEmpty else { fail("no scenario matches \(filters)") }
        #if DEBUG
        FileHandle.standardError.write(Data("warning: a debug build; build with -c release for real figures\n".utf8))
        #endif
        let runner = BenchmarkRunner(options: options) { scenario in
            FileHandle.standardError.write(Data("running \(scenario.id)\n".utf8))
        }
        let results = runner.run(scenarios)
        let machine = Machine.current
        if json {
            print(JSONReport(results: results, machine: machine, options: options).text)
        } else {
            print(MarkdownReport(results: results, machine: machine, options: options).text)
        }
        let failed = results.contains { if case .failed = $0.status { true } else { false } }
        exit(failed ? 1 : 0)
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
        exit(64)
    }
}
