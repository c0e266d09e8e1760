internal import InternalPaletteUtilities
import Palette

extension DTCGExporter {
    /// Groups and tokens by path, keeping insertion order; a path that is both a token and a
    /// group holds the token as `$root`.
    struct Tree {
        final class Node {
            var token: JSONValue?
            /// The group's own members: `$description`, `$deprecated`, `$extensions`.
            var groupMembers: [(String, JSONValue)] = []
            var children: [(name: String, node: Node)] = []
            var childIndex: [String: Int] = [:]

            func child(_ name: String) -> Node {
                if let index = childIndex[name] { return children[index].node }
                let node = Node()
                childIndex[name] = children.count
                children.append((name, node))
                return node
            }
        }

        let root = Node()

        /// The node at a path, made with the groups above it when there is none.
        func node(at path: TokenPath) -> Node {
            path.segments.reduce(root) { node, segment in node.child(String(segment)) }
        }

        func insert(_ path: TokenPath, _ token: JSONValue) {
            node(at: path).token = token
        }

        /// Gives the group at `path` its metadata, making it when it holds nothing.
        func describeGroup(at path: TokenPath, _ metadata: TokenMetadata) {
            node(at: path).groupMembers = DTCGExporter.metadataMembers(metadata)
        }

        var members: [(String, JSONValue)] {
            root.children.map { ($0.name, Self.value(of: $0.node)) }
        }

        private static func value(of node: Node) -> JSONValue {
            if node.children.isEmpty, node.groupMembers.isEmpty, let token = node.token { return token }
            var members = node.groupMembers
            if let token = node.token { members.append(("$root", token)) }
            members += node.children.map { ($0.name, value(of: $0.node)) }
            return .orderedObject(members)
        }
    }
}
