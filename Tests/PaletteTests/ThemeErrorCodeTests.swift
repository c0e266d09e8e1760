import Foundation
import Testing

@testable import Palette

/// `ThemeError` as callers use it: made with the functions named after the old cases, read by
/// code, matched in `catch` and `switch`, its message unchanged.
struct ThemeErrorCodeTests {
    @Test func anErrorIsMatchedByItsCode() {
        let error = ThemeError.invalidColor(value: "#12", location: .init(path: "palette.primary", line: 4, column: 16))
        #expect(error.code == .invalidColor)
        #expect(error.subject == "#12")
        #expect(error.location?.path == "palette.primary")
        var matched = false
        if case .invalidColor = error.code { matched = true }
        #expect(matched)
        switch error.code {
        case .invalidFontWeight: Issue.record("a colour error matched the weight code")
        case .invalidColor: break
        default: Issue.record("the colour code did not match")
        }
        #expect(ThemeError.Code.invalidColor ~= error)
        #expect(!(ThemeError.Code.unknownTheme ~= error))
        #expect(!(ThemeError.Code.invalidColor ~= CocoaError(.fileNoSuchFile)))
    }

    @Test func aCodeIsACatchPattern() {
        func failing() throws {
            throw ThemeError.unknownTheme(name: "midnite", available: ["midnight"], suggestion: "midnight")
        }
        var caught: ThemeError.Code?
        do {
            try failing()
        } catch ThemeError.Code.inputTooLarge {
            caught = .inputTooLarge
        } catch let error as ThemeError where error.code == .unknownTheme {
            caught = error.code
            #expect(error.suggestion == "midnight" && error.candidates == ["midnight"] && error.subject == "midnite")
        } catch {
            Issue.record("\(error)")
        }
        #expect(caught == .unknownTheme)
    }

    @Test func messagesAreUnchanged() {
        let located = ThemeError.Location(file: "acme.json", path: "palette.primary", line: 4, column: 16)
        let error = ThemeError.invalidColor(value: "#12", location: located)
        #expect(
            error.description
                == "invalid colour '#12' at 'palette.primary' (acme.json:4:16): expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA (with or without '#' or '0x')"
        )
        let document = ThemeError.invalidDocument(
            file: "acme.json",
            problems: [error, .missingKey(key: "id", location: nil)]
        )
        #expect(document.problems.count == 2 && document.code == .invalidDocument)
        #expect(document.description.hasPrefix("'acme.json' has 2 problems:\n  invalid colour '#12'"))
        #expect(error.problems == [error], "a single error lists itself")
        #expect(ThemeError.limitExceeded(what: "x", limit: 3, location: nil).limit == 3)
        #expect(
            ThemeError.referenceCycle(kind: "alias", chain: ["a", "b", "a"], location: nil).chain == ["a", "b", "a"]
        )
    }

    @Test func aMissingFileSaysNoSuchFile() throws {
        let path = "/nonexistent-palette-folder/brand.json"
        #expect(throws: ThemeError.noSuchFile(location: nil)) {
            try FileReading.read(URL(fileURLWithPath: path), limit: 1_000)
        }
        #expect(
            ThemeError.noSuchFile(folderToo: true, location: .init(file: "x")).description
                == "no such file or folder 'x'"
        )
    }

    @Test func everyCodeHasItsOwnName() {
        let codes: [ThemeError.Code] = [
            .invalidColor, .invalidFontWeight, .invalidValue, .unknownTheme, .malformedInput, .noSuchFile, .missingKey,
            .typeMismatch, .inputTooLarge, .nestingTooDeep, .storeFailure, .unknownKey, .unsupportedFormatVersion,
            .referenceCycle, .unresolvedReference, .limitExceeded, .duplicateDefinition, .interpreted, .loweredContrast,
            .invalidDocument,
        ]
        #expect(Set(codes).count == codes.count)
        #expect(Set(codes.map(\.name)).count == codes.count)
        #expect(codes.allSatisfy { $0.module == "Palette" && !$0.summary.isEmpty }, "\(codes.map(\.module))")
    }

    @Test func anErrorKeepsTheValuesItsMessageQuotes() {
        let store = ThemeError.storeFailure(path: "/tmp/theme.json", reason: "is corrupt")
        #expect(store.subject == "/tmp/theme.json" && store.reason == "is corrupt")
        #expect(store.description == "stored theme choice at '/tmp/theme.json': is corrupt")
        #expect(store.inFile("x.json").location == nil, "a store failure names its path, not a place")
        let mismatch = ThemeError.typeMismatch(expected: "a string", found: "a number", location: .init(path: "id"))
        #expect(mismatch.values == ["a string", "a number"])
        #expect(mismatch.message == "expected a string but found a number")
        let tooLarge = ThemeError.inputTooLarge(size: 20, limit: 10, location: nil).inFile("a.json")
        #expect(tooLarge.size == 20 && tooLarge.limit == 10)
        #expect(
            tooLarge.description
                == "input of 20 bytes is larger than the limit of 10 bytes in 'a.json'; it was not parsed"
        )
        #expect(tooLarge.message == "input of 20 bytes is larger than the limit of 10 bytes; it was not parsed")
        let document = ThemeError.invalidDocument(file: nil, problems: [mismatch, tooLarge]).inFile("b.json")
        #expect(document.location?.file == "b.json")
        #expect(document.problems.map(\.location?.file) == ["b.json", "a.json"])
        #expect(document.located(.init(path: "x")) == document, "a document has no place of its own")
    }
}
