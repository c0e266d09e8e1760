import Foundation
internal import InternalPaletteUtilities
import Palette

extension ThemeLoader {
    /// What a Palette document says it extends, read even when the document has other
    /// errors, so `extends` problems are reported with them.
    struct ExtendsLink {
        /// The document's identifier, or the file's name when it has none.
        var id: String
        /// The theme it extends.
        var extends: String
        /// Where `extends` is, with its line and column.
        var location: ThemeError.Location
    }

    /// The `extends` of the Palette document parsed from `path`, if it names one as a string.
    func extendsLink(_ root: JSONNode?, path: String) -> ExtendsLink? {
        guard let root, let node = root["extends"], let extends = node.string else { return nil }
        let id = root["id"]?.string ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return ExtendsLink(
            id: id,
            extends: extends,
            location: node.location(JSONPath.root.appending("extends"), file: path)
        )
    }

    /// The error for an `extends` that names no registered theme and no file being loaded.
    static func unknownExtends(_ extends: String, registry: ThemeRegistry) -> ThemeError {
        let suggestion = Suggestion.didYouMean(registry.suggestion(for: extends), separator: " ")
        return .unresolvedReference(
            reference: extends,
            reason: "'extends' names no registered theme.\(suggestion)",
            location: ThemeError.Location(path: "extends")
        )
    }

    /// The file's `extends` problems (an unknown theme, a cycle, a chain too deep) with the line
    /// and column of `extends` in its text.
    func locatingExtendsProblems(_ report: inout FileReport, in root: JSONNode?) {
        let needsPlace = report.errors.contains { $0.location?.path == "extends" && $0.location?.line == nil }
        guard needsPlace, let place = extendsLink(root, path: report.path)?.location else { return }
        report.errors = report.errors.map { error in
            guard error.location?.path == "extends", error.location?.line == nil else { return error }
            switch error.code {
            case .unresolvedReference, .referenceCycle, .limitExceeded: return error.relocated(to: place)
            default: return error
            }
        }
    }
}
