/// Orders documents so each comes after the document it extends, finding `extends` cycles.
enum ExtendsOrder {
    static func sort(
        _ documents: [(index: Int, document: ThemeDocument)],
        registry: ThemeRegistry,
        reports: inout [ThemeLoader.FileReport]
    ) -> [(index: Int, document: ThemeDocument)] {
        var byID: [String: Int] = [:]
        for (position, entry) in documents.enumerated() where byID[entry.document.id.lowercased()] == nil {
            byID[entry.document.id.lowercased()] = position
        }
        // The document a document extends, when it is one of this batch rather than registered.
        func parent(of position: Int) -> Int? {
            guard let extends = documents[position].document.extends else { return nil }
            if let exact = documents.firstIndex(where: { $0.document.id == extends }) { return exact }
            if registry.contains(extends) { return nil }
            return byID[extends.lowercased()]
        }
        var state = [Int: Bool]()  // false: visiting, true: done
        var ordered: [(index: Int, document: ThemeDocument)] = []
        var inCycle = Set<Int>()
        for start in documents.indices {
            var stack: [Int] = []
            var current: Int? = start
            while let position = current, state[position] == nil {
                state[position] = false
                stack.append(position)
                current = parent(of: position)
            }
            if let position = current, state[position] == false, let cycleStart = stack.firstIndex(of: position) {
                let cycle = Array(stack[cycleStart...])
                let chain = (cycle + [position]).map { documents[$0].document.id }
                for member in cycle {
                    inCycle.insert(member)
                    let report = documents[member].index
                    reports[report].errors.append(
                        .referenceCycle(
                            kind: "extends",
                            chain: chain,
                            location: .init(file: reports[report].path, path: "extends")
                        )
                    )
                }
            }
            for position in stack.reversed() {
                state[position] = true
                if !inCycle.contains(position) { ordered.append(documents[position]) }
            }
        }
        return ordered
    }
}
