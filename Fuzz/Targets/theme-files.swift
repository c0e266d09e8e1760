// Fuzzes reading theme files in every format Palette reads: its own JSON documents, DTCG tokens,
// AUUTheme JSON, SDThemeManager (Giotto) property lists and SwiftTheme themes, as `palette
// validate` and `ThemeLoader` do with files a user or a CI job hands them.
//
// The first byte picks the format (its value modulo 5); the rest is the file. Detection runs on
// the file too. Invariants: a report either has a document and no errors, or errors and no
// document, and every error has a message; a document resolves against the built-in themes or
// fails with a ThemeError that has a message; a resolved theme's colours are in range; and the
// theme written back as a Palette document and as DTCG tokens reads back to the same palette
// (compared as hex, the precision both formats write).
//
// Mutations are structure-aware (LLVMFuzzerCustomMutator below): the file is parsed, and one
// position of its tree gets an extreme number, a hostile string, a container of the other kind,
// or a member deleted, duplicated or renamed, by the mutation test's own mutator
// (Tests/PaletteMutation, compiled into this target), and written back in its form (JSON,
// XML or binary plist, whose layout is also damaged at times). Inputs that do not parse, mutants
// too large, and one mutation in four go to libFuzzer's byte mutations instead.

import Foundation
import PaletteFormats
import PaletteThemes

@testable import Palette

private let formats: [ThemeFileFormat] = [.palette, .dtcg, .auutheme, .giotto, .swifttheme]
private let registry = ThemeRegistry.builtIn

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzThemeFiles(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = fuzzBytes(data, size)
    let format = formats[Int(bytes[0]) % formats.count]
    let file = Array(bytes.dropFirst())
    if let detected = ThemeFileFormat.detect(file), detected != format {
        check(detected.decode(file, file: "fuzz"), format: detected)
    }
    check(format.decode(file, file: "fuzz"), format: format)
    return 0
}

private func check(_ report: DecodingReport<ThemeDocument>, format: ThemeFileFormat) {
    for problem in report.errors + report.warnings.map(\.problem) {
        fuzzCheck(!problem.message.isEmpty, "\(format): a problem without a message: \(problem)")
    }
    guard let document = report.value else {
        fuzzCheck(!report.errors.isEmpty, "\(format): no document and no error")
        return
    }
    fuzzCheck(report.errors.isEmpty, "\(format): a document despite errors \(report.errors)")
    let theme: ResolvedTheme
    do {
        theme = try document.resolve(in: registry)
    } catch {
        fuzzCheck(!error.message.isEmpty, "\(format): a resolution error without a message: \(error)")
        return
    }
    for role in ColorRole.allCases {
        let color = theme.palette[role]
        for component in [color.red, color.green, color.blue, color.alpha] {
            fuzzCheck((0...1).contains(component), "\(format): \(role) has component \(component)")
        }
    }
    roundTrip(theme, through: .palette, ThemeDocument(theme).jsonString, from: format)
    roundTrip(theme, through: .dtcg, DTCGExporter().export(theme), from: format)
}

/// Reads `text`, written from `theme` in `written`, back and checks it gives the same palette.
private func roundTrip(
    _ theme: ResolvedTheme,
    through written: ThemeFileFormat,
    _ text: String,
    from format: ThemeFileFormat
) {
    let report = written.decode(Array(text.utf8), file: "fuzz-\(written)")
    guard let document = report.value else {
        fuzzCheck(false, "\(format) read, written as \(written), does not read back: \(report.errors)\n\(text)")
        return
    }
    do {
        let again = try document.resolve(in: registry)
        fuzzCheck(hexes(again) == hexes(theme), "\(format) read, written as \(written), changed its palette\n\(text)")
    } catch {
        fuzzCheck(false, "\(format) read, written as \(written), does not resolve: \(error)\n\(text)")
    }
}

private func hexes(_ theme: ResolvedTheme) -> [String] {
    ColorRole.allCases.map { theme.palette[$0].hex }
}

/// libFuzzer's own mutation of bytes, for the fallback.
@_silgen_name("LLVMFuzzerMutate")
private func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

@_cdecl("LLVMFuzzerCustomMutator")
public func mutateThemeFile(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    var random = SeededRandom(seed: UInt64(seed))
    guard size > 1, random.next() % 4 != 0,
        let mutant = structureMutant(of: fuzzBytes(data, size), using: &random), mutant.count <= maxSize
    else { return libFuzzerMutate(data, size, maxSize) }
    for (index, byte) in mutant.enumerated() { data[index] = byte }
    return mutant.count
}

/// The input (its format byte, then a file) with one structure-aware mutation, or `nil` when the
/// file does not parse.
private func structureMutant(of bytes: [UInt8], using random: inout SeededRandom) -> [UInt8]? {
    guard let (form, tree) = MutantWriter.parse(Array(bytes.dropFirst())) else { return nil }
    if form == .binaryPropertyList, random.next() % 3 == 0 {
        let damage = BinaryPropertyListWriter.Damage.allCases.randomElement(using: &random) ?? .objectCount
        let value = BinaryPropertyListWriter.Damage.values.randomElement(using: &random) ?? 0
        let file = BinaryPropertyListWriter.damaged(
            Array(bytes.dropFirst()),
            damage,
            value: value,
            index: Int(random.next() % 1_024)
        )
        return [bytes[0]] + file
    }
    let mutator = StructureMutator(tree: tree)
    guard let position = mutator.positions.randomElement(using: &random),
        let mutation = mutator.mutation(at: position, using: &random)
    else { return nil }
    return [bytes[0]] + MutantWriter.write(mutator.applying(mutation), as: form)
}
