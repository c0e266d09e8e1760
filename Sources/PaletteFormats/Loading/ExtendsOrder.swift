internal import InternalPaletteUtilities
import Palette

/// Orders documents so each comes after the documents it extends or names as `variants`,
/// finding cycles.
enum ExtendsOrder {
    static func sort(
        _ documents: [(index: Int, document: ThemeDocument)],
        registry: ThemeRegistry,
        reports: inout [ThemeLoader.FileReport]
    ) -> [(index: Int, document: ThemeDocument)] {
        var byID: [String: Int] = [:]
        var byExactID: [String: Int] = [:]
        for (position, entry) in documents.enumerated() {
            if byExactID[entry.document.id] == nil { byExactID[entry.document.id] = position }
            if byID[entry.document.id.asciiCaseFolded] == nil { byID[entry.document.id.asciiCaseFolded] = position }
        }
        // A document of this batch (rather than a registered theme) that `name` refers to.
        func batchDocument(named name: String) -> Int? {
            if let exact = byExactID[name] { return exact }
            if registry.contains(name) { return nil }
            return byID[name.asciiCaseFolded]
        }
        // The documents a document needs registered first, with the key that names each.
        func dependencies(of position: Int) -> [(position: Int, key: String)] {
            let document = documents[position].document
            var names: [(String, String)] = document.extends.map { [($0, "extends")] } ?? []
            if let variants = document.variants { names += variants.themeReferences.map { ($0.id, $0.path) } }
            return names.compactMap { name, key in batchDocument(named: name).map { ($0, key) } }
        }
        var state = [Int: Bool]()  // false: visiting, true: done
        var ordered: [(index: Int, document: ThemeDocument)] = []
        var inCycle = Set<Int>()
        for start in documents.indices where state[start] == nil {
            // Depth-first, without recursion: each frame is a document and its next dependency.
            var stack: [(position: Int, next: Int)] = [(start, 0)]
            state[start] = false
            while let top = stack.last {
                let needs = dependencies(of: top.position)
                guard top.next < needs.count else {
                    stack.removeLast()
                    state[top.position] = true
                    if !inCycle.contains(top.position) { ordered.append(documents[top.position]) }
                    continue
                }
                stack[stack.count - 1].next += 1
                let (dependency, key) = needs[top.next]
                switch state[dependency] {
                case nil:
                    state[dependency] = false
                    stack.append((dependency, 0))
                case false?:
                    guard let cycleStart = stack.firstIndex(where: { $0.position == dependency }) else { continue }
                    let cycle = stack[cycleStart...].map(\.position)
                    let chain = (cycle + [dependency]).map { documents[$0].document.id }
                    let kind = key == "extends" ? "extends" : "variants"
                    for member in cycle where !inCycle.contains(member) {
                        inCycle.insert(member)
                        let report = documents[member].index
                        reports[report].errors.append(
                            .referenceCycle(
                                kind: kind,
                                chain: chain,
                                location: .init(file: reports[report].path, path: key)
                            )
                        )
                    }
                case true?:
                    continue
                }
            }
        }
        return ordered
    }
}
