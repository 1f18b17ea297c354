/// Runs of scalar members written in their output form while the tree was built
/// (`MemberRuns`): copied under the object's name, or split into one node a member where
/// keys written twice must be resolved.
extension QueryRenderer {
    /// Writes run `index` under the current name: each member's segment (`[key]=value`)
    /// after `&` and the name; at the root, where the name is empty, the run's bytes as they
    /// are, since its members are already joined by `&`.
    mutating func renderRun(_ index: Int) {
        let run = tree.nodes[index]
        let separates = pairCount > 0
        pairCount &+= run.count
        if name.isEmpty {
            if separates { output.append(0x26) }
            output.append(contentsOf: tree.text[run.textStart..<run.textEnd])
            return
        }
        let text = tree.text
        let members = tree.runMembers
        let name = name
        let room = run.count &* (name.count &+ 1) &+ (run.textEnd &- run.textStart)
        output.append(addingCapacity: room) { span in
            let bytes = text[text.indices].span
            let prefix = name[name.indices].span
            var segment = run.textStart
            for member in run.first..<(run.first &+ run.count) {
                if separates || member != run.first { span.append(0x26) }
                for position in prefix.indices { span.append(prefix[position]) }
                let end = members[member].end
                for position in segment..<end { span.append(bytes[position]) }
                segment = end &+ 1  // past the `&` between two members
            }
        }
    }

    /// Splits every run of object `index` into runs of one member each, so that the rule for
    /// keys written twice (`resolveDuplicates`) sees each member as a node with its key.
    mutating func splitRuns(of index: Int) {
        var child = tree.nodes[index].first
        while child >= 0 {
            let run = tree.nodes[child]
            guard run.kind == .run && run.count > 1 else {
                child = run.next
                continue
            }
            let firstEnd = tree.runMembers[run.first].end
            tree.nodes[child].textEnd = firstEnd
            tree.nodes[child].count = 1
            var previous = child
            var segment = firstEnd &+ 1
            for position in (run.first &+ 1)..<(run.first &+ run.count) {
                let member = tree.runMembers[position]
                var node = EncodingNode(kind: .run, depth: run.depth)
                node.parent = index
                node.keyStart = member.keyStart
                node.keyEnd = member.keyEnd
                node.keyHash = member.keyHash
                node.textStart = segment
                node.textEnd = member.end
                node.first = position
                node.count = 1
                let added = tree.nodes.count
                tree.nodes.append(node)
                tree.nodes[previous].next = added
                previous = added
                segment = member.end &+ 1
            }
            tree.nodes[previous].next = run.next
            if tree.nodes[index].last == child { tree.nodes[index].last = previous }
            tree.nodes[index].count &+= run.count &- 1
            child = run.next
        }
    }
}
