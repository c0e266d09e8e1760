internal import InternalPaletteUtilities
import Palette

/// Identifiers made from names: unique, and saying so when they had to change.
extension ThemeLoader {
    /// Gives each theme whose identifier was made from its file's or folder's name
    /// (``ReadFile/isNamedAfterFile``), or from the contexts of its modes, one no other has: the
    /// name's own when it is free, else the file's name joined to the contexts' for a theme of a
    /// file with modes (`microsoft-fluent-default`, and then every other theme of that file too:
    /// `microsoft-fluent-inverted`), else the first of `-2`, `-3`, … that is, with a warning naming
    /// the file and what has the name.
    ///
    /// Identifiers written in files are not changed, and are taken first wherever their files are
    /// in the load (`taken` adds those of files that did not load), so a written identifier still
    /// clashes only with another written one or a registered theme.
    func makeIdentifiersUnique(
        _ documents: inout [(index: Int, document: ThemeDocument)],
        taken: [String],
        read: inout [ReadFile],
        reports: inout [FileReport],
        registry: ThemeRegistry
    ) {
        var holders: [String: String] = [:]
        for (index, document) in documents where !read[index].isNamedAfterFile(document.id) {
            let key = document.id.asciiCaseFolded
            if holders[key] == nil { holders[key] = "'\(reports[index].path)'" }
        }
        for id in taken where holders[id.asciiCaseFolded] == nil { holders[id.asciiCaseFolded] = "another file" }
        func holder(of id: String) -> String? {
            holders[id.asciiCaseFolded] ?? registry.entry(named: id).map { Self.describe($0.source) }
        }
        // A file with modes one of whose context names is taken names every theme it makes after
        // itself, so that its themes keep one pattern (`microsoft-fluent-default` and
        // `microsoft-fluent-inverted`, not `microsoft-fluent-default` and `inverted`).
        var joinedFiles: Set<Int> = []
        for (index, document) in documents
        where read[index].isNamedAfterFile(document.id) && read[index].alternativeID(for: document.id) != nil
            && holder(of: document.id) != nil
        {
            joinedFiles.insert(index)
        }
        for position in documents.indices
        where read[documents[position].index].isNamedAfterFile(documents[position].document.id) {
            let (index, document) = documents[position]
            let path = reports[index].path
            let clash = holder(of: document.id)
            let joined = read[index].alternativeID(for: document.id).flatMap {
                joinedFiles.contains(index) && holder(of: $0) == nil ? $0 : nil
            }
            guard clash != nil || joined != nil else {
                holders[document.id.asciiCaseFolded] = "'\(path)'"
                continue
            }
            var unique: String
            if let joined {
                unique = joined
            } else if let alternative = read[index].alternativeID(for: document.id), holder(of: alternative) == nil {
                unique = alternative
            } else {
                var number = 2
                while holder(of: "\(document.id)-\(number)") != nil { number += 1 }
                unique = "\(document.id)-\(number)"
            }
            documents[position].document.id = unique
            if let theme = read[index].themes.firstIndex(where: { $0.document.id == document.id }) {
                read[index].themes[theme].document.id = unique
            }
            holders[unique.asciiCaseFolded] = "'\(path)'"
            let reason = clash.map { "since \($0) has '\(document.id)' too" } ?? "as the file's other themes are"
            let warning = ThemeWarning(
                .interpreted(
                    what: "the identifier '\(document.id)', made from the name of '\(path)',",
                    as: "'\(unique)', \(reason)",
                    location: .init(file: path)
                )
            )
            reports[index].warnings.append(warning)
            reports[index].renaming = warning
        }
    }

    /// Where a registered theme came from, as a message names it: `the compiled theme
    /// DefaultTheme`, `'themes/acme.json'`, `the theme package 'summer' 1.2.0`.
    package static func describe(_ source: ThemeRegistry.Source) -> String {
        switch source {
        case .compiled(let typeName): "the compiled theme \(typeName)"
        case .file(let path): "'\(path)'"
        case .runtime: "a theme registered at run time"
        case .installed(let kind, let id, let version): "the theme \(kind) '\(id)' \(version)"
        }
    }
}
