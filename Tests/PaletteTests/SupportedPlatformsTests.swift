import Foundation
import PaletteTestSupport
import Testing

/// The platforms Package.swift declares are the ones CI builds: the GitHub workflow names each,
/// and `.ci/run` type-checks the ones that can be checked on Linux.
struct SupportedPlatformsTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: Repository.file(path), encoding: .utf8)
    }

    /// `.iOS(.v15)` -> "iOS", as xcodebuild's `generic/platform=` spells it.
    static func declaredPlatforms() throws -> [String] {
        let manifest = try text("Package.swift")
        let names = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "macCatalyst", "driverKit"]
        return names.filter { manifest.contains(".\($0)(.v") }
    }

    @Test func packageDeclaresTheAppleSystemsTheBridgesServe() throws {
        #expect(try Self.declaredPlatforms() == ["iOS", "macOS", "tvOS", "watchOS", "visionOS"])
    }

    @Test func theWorkflowBuildsEveryDeclaredPlatform() throws {
        let workflow = try Self.text(".github/workflows/ci.yml")
        let matrix = workflow.split(separator: "\n").first { $0.contains("platform: [") }.map(String.init) ?? ""
        for platform in try Self.declaredPlatforms() {
            #expect(matrix.contains(platform), "the xcodebuild matrix names \(platform)")
        }
        #expect(workflow.contains("swift test"), "the workflow runs the tests")
        #expect(workflow.contains("generic/platform="), "the workflow builds for generic devices")
    }

    @Test func ciTypeChecksForApplePlatforms() throws {
        let ci = try Self.text(".ci/run")
        #expect(ci.contains("Scripts/apple-typecheck"))
        let script = try Self.text("Scripts/apple-typecheck")
        for check in ["ios", "macos", "tvos"] {
            #expect(script.contains(check), "Scripts/apple-typecheck checks \(check)")
        }
        #expect(script.contains("type-check skipped: no SDK"), "a machine without an SDK is skipped, not failed")
    }
}
