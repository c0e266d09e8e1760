import Foundation
import InternalPaletteUtilities
import PaletteTestSupport
import Testing

@testable import PaletteFormats

/// The DTCG 2025.10 Resolver Module conformance corpus (`Tests/Fixtures/resolver-suite`: 40
/// cases from Terrazzo's, Dispersa's and the DTCG community group's tests, MIT and W3C BSD, see
/// its `SOURCE.md`), read as `palette validate` reads resolvers: strictly. Every valid case
/// resolves with its inputs to the values its upstream test states, and every invalid one is
/// refused with an error that says where.
struct ResolverConformanceSuiteTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var resolver: String
        var inputs: Data
        var isValid: Bool
        /// The expected tokens, as JSON text (Any is not Sendable).
        var tokens: Data
        var why: String

        var testDescription: String { name }
    }

    static let folder = Repository.fixture("resolver-suite")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
            let manifest = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return manifest.compactMap { entry in
            guard let name = entry["name"] as? String, let resolver = entry["resolver"] as? String,
                let inputs = entry["inputs"], let expect = entry["expect"] as? String,
                let inputData = try? JSONSerialization.data(withJSONObject: inputs),
                let tokens = try? JSONSerialization.data(withJSONObject: entry["tokens"] ?? [:])
            else { return nil }
            return Case(
                name: name,
                resolver: resolver,
                inputs: inputData,
                isValid: expect == "valid",
                tokens: tokens,
                why: entry["why"] as? String ?? ""
            )
        }
    }()

    @Test func theManifestHasEveryCase() {
        #expect(Self.cases.count == 40)
        #expect(Self.cases.filter(\.isValid).count == 20)
    }

    /// Reads, validates and resolves a case: the resolved tokens, or every error of whichever
    /// stage failed.
    static func resolve(_ testCase: Case) -> (tokens: [String: JSONValue]?, errors: [ThemeError]) {
        let url = folder.appendingPathComponent(testCase.resolver)
        guard let bytes = try? Data(contentsOf: url) else {
            return (nil, [.noSuchFile(location: .init(file: url.path))])
        }
        let read = DTCGResolver.read(bytes, file: url.path, isStrict: true)
        guard let resolver = read.value, read.errors.isEmpty else { return (nil, read.errors) }
        let inputs: [ModeInput]
        do {
            inputs = try ModeInput.inputs(json: testCase.inputs)
        } catch {
            return (nil, [error])
        }
        let resolved = resolver.resolvedTokens(for: inputs)
        return (resolved.errors.isEmpty ? resolved.values : nil, resolved.errors)
    }

    @Test(arguments: cases.filter(\.isValid))
    func validCasesResolveToTheValuesUpstreamStates(_ testCase: Case) throws {
        let (tokens, errors) = Self.resolve(testCase)
        #expect(errors.isEmpty, "\(errors.map(\.description))")
        let resolved = try #require(tokens)
        let expected = try #require(try JSONSerialization.jsonObject(with: testCase.tokens) as? [String: Any])
        for (path, value) in expected {
            let actual = try #require(resolved[path], "no token '\(path)'; have \(resolved.keys.sorted().prefix(20))")
            #expect(Self.matches(value, actual), "\(path): expected \(value), resolved \(JSONWriter.string(actual))")
        }
    }

    @Test(arguments: cases.filter { !$0.isValid })
    func invalidCasesAreRefusedWithALocatedError(_ testCase: Case) throws {
        let (tokens, errors) = Self.resolve(testCase)
        #expect(tokens == nil)
        let first = try #require(errors.first, "accepted, though \(testCase.why)")
        let location = try #require(first.location, "\(first)")
        // Inputs are no file's: their errors name the input; the document's name file, line and path.
        if testCase.name != "dsp-input-non-string" {
            #expect(location.file != nil && location.line != nil, "\(first)")
        }
        #expect(!location.path.isEmpty || location.line != nil, "\(first)")
    }

    /// The manifest's comparison: colours by space and components (alpha 1 when absent, `hex`
    /// only where the expectation has it), a bare `#rrggbb` string against the colour's `hex`,
    /// numbers numerically, everything else as JSON.
    static func matches(_ expected: Any, _ actual: JSONValue) -> Bool {
        switch (expected, actual) {
        case (let hex as String, .object) where hex.hasPrefix("#"):
            return (actual.objectMembers.last { $0.key == "hex" }?.node.string)?.lowercased() == hex.lowercased()
        case (let object as [String: Any], .object(let members)):
            var actualMembers = Dictionary(members.map { ($0.key, $0.node.value) }, uniquingKeysWith: { $1 })
            if object["colorSpace"] != nil {
                if object["alpha"] == nil, actualMembers["alpha"] == .number(1) { actualMembers["alpha"] = nil }
                if object["hex"] == nil { actualMembers["hex"] = nil }
            }
            guard Set(object.keys) == Set(actualMembers.keys) else { return false }
            return object.allSatisfy { key, value in actualMembers[key].map { matches(value, $0) } ?? false }
        case (let array as [Any], .array(let elements)):
            return array.count == elements.count && zip(array, elements).allSatisfy { matches($0, $1.value) }
        case (let number as NSNumber, .number(let value)):
            return abs(number.doubleValue - value) < 1e-9
        case (let number as NSNumber, .bool(let value)):
            return number.boolValue == value
        case (let string as String, .string(let value)):
            return string == value
        default:
            return false
        }
    }
}
