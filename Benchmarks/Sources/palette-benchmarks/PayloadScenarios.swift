import BenchmarkSupport
import Foundation
import Palette
import PaletteThemes

/// A backend's payload: decode it and resolve the theme it names.
enum PayloadScenarios {
    static let group = "Backend payload"

    /// Payloads as a backend sends them, each measured as decode + resolve against `.builtIn`.
    static let payloads: [(id: String, name: String, json: String, expected: String)] = [
        ("string", #"{"theme": "alternative"}"#, #"{"theme": "alternative"}"#, "alternative"),
        ("object", #"{"theme": {"id": "midnight"}}"#, #"{"theme": {"id": "midnight"}}"#, "midnight"),
        (
            "extra-members", "payload with 6 other members, by type name",
            #"{"user": 42, "locale": "it_IT", "flags": [1, 2, 3], "theme": "HighContrastTheme", "#
                + #""experiment": {"name": "b", "weight": 0.5}, "ts": 1700000000, "debug": false}"#,
            "high-contrast"
        ),
    ]

    static var all: [Scenario] {
        payloads.map { payload in
            Scenario(
                id: "payload.\(payload.id)",
                group: group,
                name: "ThemeSelection(json:) + resolve: \(payload.name)",
                unit: .microseconds,
                target: Target("<= 20 us", [.atMost(20)])
            ) {
                let bytes = Data(payload.json.utf8)
                let registry = ThemeRegistry.builtIn
                guard try ThemeSelection(json: bytes).resolve(in: registry).id == payload.expected else {
                    throw BenchmarkFailure("'\(payload.json)' did not resolve to '\(payload.expected)'")
                }
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? ThemeSelection(json: bytes).resolve(in: registry)) }
                }
            }
        } + [
            Scenario(
                id: "payload.codable",
                group: group,
                name: "for comparison: Foundation JSONDecoder (Codable ThemeSelection) + resolve",
                unit: .microseconds
            ) {
                let bytes = Data(payloads[0].json.utf8)
                let registry = ThemeRegistry.builtIn
                let decoder = JSONDecoder()
                return { iterations in
                    for _ in 0..<iterations {
                        blackHole(try? decoder.decode(ThemeSelection.self, from: bytes).resolve(in: registry))
                    }
                }
            },
            Scenario(
                id: "payload.malformed",
                group: group,
                name: "a malformed payload, rejected with its line:column",
                unit: .microseconds
            ) {
                let bytes = Data(#"{"theme": "alternative",}"#.utf8)
                return { iterations in
                    for _ in 0..<iterations { blackHole(try? ThemeSelection(json: bytes)) }
                }
            },
        ]
    }
}
