import Foundation
internal import InternalPaletteUtilities
import Palette

/// Figma's own export of variables as DTCG token files, one file per mode of a collection
/// (`Light.tokens.json`, `Dark.tokens.json`), each naming its mode in the document's
/// `$extensions["com.figma.modeName"]`.
///
/// The files of one collection define the same tokens, one mode each: files whose token paths
/// overlap, with two or more mode names among them, are one collection, a modifier whose
/// contexts are its modes (light and dark become variants, as the other files with modes);
/// collections with the same modes are one modifier, switching together.
/// Every other file (a collection of one mode such as `Value`, a file without a mode name) is
/// read with every choice. Without modes to choose between, the files are a plain set.
struct FigmaModeFiles: ModeSource {
    /// One collection: its modes in the order first given, and each mode's files.
    struct Collection {
        var name: String
        var modes: [String]
        var files: [String: [TokenSetMember]]
    }

    /// The files read with every choice.
    let base: [TokenSetMember]
    let collections: [Collection]
    let id: String
    let name: String
    var isNamedAfterFile: Bool { true }

    /// The name of the modifier of the first collection; later ones are numbered (`mode 2`).
    static let modifierName = "mode"

    /// The collections of a set of files, or `nil` when no two files are modes of one collection.
    init?(_ members: [TokenSetMember], limits: FormatLimits) {
        let modes = members.map { $0.file.root.flatMap(FileShape.figmaModeName) }
        guard Set(modes.compactMap { $0 }).count >= 2 else { return nil }
        let paths = members.map { member in member.file.root.map { Self.tokenPaths($0, limits: limits) } ?? [] }
        // Files of a mode whose token paths overlap are one collection: a union of overlapping files.
        var group = Array(members.indices)
        func leader(_ index: Int) -> Int {
            var index = index
            while group[index] != index { index = group[index] }
            return index
        }
        for first in members.indices where modes[first] != nil {
            for second in members.indices where second > first && modes[second] != nil {
                guard !paths[first].isDisjoint(with: paths[second]) else { continue }
                let (joined, into) = (leader(second), leader(first))
                group[joined] = into
            }
        }
        var base: [TokenSetMember] = []
        var collections: [Collection] = []
        var collectionOf: [Int: Int] = [:]
        for index in members.indices {
            let root = leader(index)
            let sameGroup = members.indices.filter { leader($0) == root }
            let groupModes = Set(sameGroup.compactMap { modes[$0] })
            guard let mode = modes[index], groupModes.count >= 2 else {
                base.append(members[index])
                continue
            }
            if let existing = collectionOf[root] {
                if !collections[existing].modes.contains(mode) { collections[existing].modes.append(mode) }
                collections[existing].files[mode, default: []].append(members[index])
            } else {
                collectionOf[root] = collections.count
                let name = collections.isEmpty ? Self.modifierName : "\(Self.modifierName) \(collections.count + 1)"
                collections.append(Collection(name: name, modes: [mode], files: [mode: [members[index]]]))
            }
        }
        guard !collections.isEmpty else { return nil }
        self.base = base
        self.collections = Self.mergingSameModes(collections)
        let first = members.first?.file.path
        let folder = first.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent }
        id = FileShape.identifier(fromFile: members.count > 1 ? folder : first)
        name = id
    }

    var modifiers: [ModeModifier] {
        collections.map { collection in
            ModeModifier(
                name: collection.name,
                contexts: collection.modes,
                location: location(of: collection),
                noun: "Figma collection"
            )
        }
    }

    var modifiersLocation: ThemeError.Location? { collections.first.flatMap(location(of:)) }

    var unchosen: UnchosenModifier { .defaultElseThemes }

    mutating func sources(for choices: [String: String], reader: inout DocumentReader) -> ModeSources {
        var members = base
        for collection in collections {
            let mode = choices[collection.name] ?? collection.modes.first ?? ""
            members += collection.files[mode] ?? []
        }
        return .files(members)
    }

    /// The collections with the same modes made one modifier (a colour and a shadow collection,
    /// each `Light` and `Dark`, switch together), numbered again.
    private static func mergingSameModes(_ collections: [Collection]) -> [Collection] {
        var merged: [Collection] = []
        for collection in collections {
            if let index = merged.firstIndex(where: { Set($0.modes) == Set(collection.modes) }) {
                for (mode, files) in collection.files { merged[index].files[mode, default: []] += files }
            } else {
                var renamed = collection
                renamed.name = merged.isEmpty ? modifierName : "\(modifierName) \(merged.count + 1)"
                merged.append(renamed)
            }
        }
        return merged
    }

    /// Where a collection's first file names its mode.
    private func location(of collection: Collection) -> ThemeError.Location? {
        guard let mode = collection.modes.first, let member = collection.files[mode]?.first else { return nil }
        return .init(file: member.file.path, path: "$extensions[\"\(FileShape.figmaModeNameKey)\"]")
    }

    /// The dotted paths of a file's tokens, bounded in depth.
    private static func tokenPaths(_ root: JSONNode, limits: FormatLimits) -> Set<String> {
        var paths: Set<String> = []
        func visit(_ node: JSONNode, path: String, depth: Int) {
            guard depth <= limits.maximumDepth, let members = node.members else { return }
            if DTCGTokenTree.isToken(members) || FileShape.isUnprefixedToken(members) {
                paths.insert(path)
                return
            }
            for member in members where !member.key.hasPrefix("$") {
                visit(member.node, path: path.isEmpty ? member.key : path + "." + member.key, depth: depth + 1)
            }
        }
        visit(root, path: "", depth: 0)
        return paths
    }
}
