// Fuzzes ThemeSelection(json:) and applying it, as an app does with a backend's payload.
//
// Invariants: a decoded selection names a non-empty theme and its own `json` decodes to the same
// selection; resolving it against the built-in registry gives that theme or an unknownTheme
// error naming it; a payload that fails leaves the controller's current theme unchanged; every
// parse error says where the problem is.

import PaletteThemes

@testable import Palette

private let controller = ThemeController(theme: MidnightTheme())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSelection(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let before = controller.current
    let selection: ThemeSelection
    do {
        selection = try ThemeSelection(json: bytes)
    } catch {
        fuzzCheck(hasUsefulLocation(error), "the error does not say where: \(error)")
        fuzzCheck((try? controller.apply(ThemeSelection(json: bytes), in: .builtIn)) == nil, "a bad payload applied")
        fuzzCheck(controller.current === before, "a failed apply changed the current theme")
        return 0
    }
    fuzzCheck(!selection.theme.trimmingSpaces.isEmpty, "an empty or blank theme name was accepted")
    do {
        let again = try ThemeSelection(json: selection.json)
        fuzzCheck(again == selection, "'\(selection.json)' decoded to '\(again.theme)', not '\(selection.theme)'")
    } catch {
        fuzzCheck(false, "a selection's own json '\(selection.json)' does not decode: \(error)")
    }
    do {
        let resolution = try controller.apply(selection, in: .builtIn)
        fuzzCheck(controller.selectedTheme.id == resolution.theme.id, "apply did not make the theme current")
        fuzzCheck(ThemeRegistry.builtIn.contains(selection.theme), "resolved a name the registry does not have")
        controller.setTheme(before)
    } catch {
        guard error.code == .unknownTheme, let name = error.subject else {
            fuzzCheck(false, "resolving failed with \(error), not unknownTheme")
            return 0
        }
        let available = error.candidates
        fuzzCheck(name == selection.theme, "the error names '\(name)', not '\(selection.theme)'")
        fuzzCheck(available == ThemeRegistry.builtIn.entries.map(\.id), "the error does not list the registered themes")
        fuzzCheck(controller.current === before, "a failed apply changed the current theme")
    }
    return 0
}
