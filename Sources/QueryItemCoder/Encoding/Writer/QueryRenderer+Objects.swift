#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Objects: members in order (or sorted under `.sortedKeys`), keys written twice resolved.
extension QueryRenderer {
    // MARK: - Objects

    /// Writes the members of an object in the order they were written (sorted under
    /// `.sortedKeys`), a key written twice once (`resolveDuplicates`).
    func renderObject(_ index: Int, isRoot: Bool) throws -> Bool {
        if state.nodes[index].count > 1 && !state.nodes[index].keysAreData && hasDuplicateKeys(index) {
            resolveDuplicates(index)
        }
        let mark = name.count
        var wrote = false
        if sortsKeys && state.nodes[index].count > 1 {
            for child in sortedChildren(index) {
                wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            }
            return wrote
        }
        var child = state.nodes[index].first
        while child >= 0 {
            wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            child = state.nodes[child].next
        }
        return wrote
    }

    @inline(__always)
    func renderMember(_ child: Int, isRoot: Bool, mark: Int) throws -> Bool {
        if state.nodes[child].kind == .scalar {
            // Most members: the pair is written straight to the output, its name being the
            // object's and the key's component, without passing the key through `name`.
            beginPair()
            appendKeyComponent(child, isRoot: isRoot, to: output)
            beginValue()
            appendEscaped(state.nodes[child].textStart, state.nodes[child].textEnd, to: output)
            return true
        }
        appendKeyComponent(child, isRoot: isRoot, to: name)
        defer { name.truncate(to: mark) }
        return try renderValue(child, isElement: false)
    }

    /// The children of an object in canonical order: by their escaped key bytes, stable,
    /// digits-only keys as numbers (`KeyOrder`).
    func sortedChildren(_ index: Int) -> [Int] {
        var entries: [(child: Int, start: Int, end: Int)] = []
        entries.reserveCapacity(state.nodes[index].count)
        var child = state.nodes[index].first
        while child >= 0 {
            entries.append((child, state.nodes[child].keyStart, state.nodes[child].keyEnd))
            child = state.nodes[child].next
        }
        return state.text.withUnsafeBufferPointer { bytes in
            entries.indices.sorted { left, right in
                let order = KeyOrder.compare(UnsafeBufferPointer(rebasing: bytes[entries[left].start..<entries[left].end]),
                                             UnsafeBufferPointer(rebasing: bytes[entries[right].start..<entries[right].end]))
                return order != 0 ? order < 0 : left < right
            }.map { entries[$0].child }
        }
    }

    /// Whether two children of an object have the same key (compared by hash, then bytes).
    /// Up to 8 members, every pair of hashes is compared; above, each hash goes into a table
    /// (linear probing, at most half full), and only equal hashes lead to comparing bytes.
    /// (Measured: the table instead of a `Set<UInt32>` above 16 members, and instead of
    /// comparing every pair from 9 to 16, took Flat (20 members) from 27,887 to 24,910 instructions per encode.)
    func hasDuplicateKeys(_ index: Int) -> Bool {
        let nodes = state.nodes
        if nodes[index].count <= 8 {
            var a = nodes[index].first
            while a >= 0 {
                var b = nodes[a].next
                while b >= 0 {
                    if nodes[a].keyHash == nodes[b].keyHash && sameKey(nodes[a], nodes[b]) { return true }
                    b = nodes[b].next
                }
                a = nodes[a].next
            }
            return false
        }
        var size = 32
        while size < nodes[index].count &* 2 { size &<<= 1 }
        if seenHashes.count < size { seenHashes = [UInt32](repeating: 0, count: size) }
        let collision = seenHashes.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = size &- 1
            for slot in 0..<size { table[slot] = 0 }
            var child = nodes[index].first
            while child >= 0 {
                let hash = nodes[child].keyHash | 1  // 0 marks an empty slot
                var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B1) >> 16) & mask
                while table[slot] != 0 {
                    if table[slot] == hash { return true }
                    slot = (slot &+ 1) & mask
                }
                table[slot] = hash
                child = nodes[child].next
            }
            return false
        }
        guard collision else { return false }
        var child = nodes[index].first
        var keys = Set<[UInt8]>()
        child = nodes[index].first
        while child >= 0 {
            if !keys.insert(keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }

    func sameKey(_ a: Node, _ b: Node) -> Bool {
        a.keyEnd - a.keyStart == b.keyEnd - b.keyStart && keyBytes(a) == keyBytes(b)
    }

    func keyBytes(_ node: Node) -> [UInt8] {
        state.text.withUnsafeBufferPointer { Array($0[node.keyStart..<node.keyEnd]) }
    }

    /// Applies the rule for a key written twice in one object: the key keeps the place of
    /// its first write and takes the value of its last; a container asked again for the key
    /// through `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder` when an object
    /// (or an array) is already there merges into it, as `JSONEncoder` does.
    func resolveDuplicates(_ index: Int) {
        var order: [Int] = []
        var position: [[UInt8]: Int] = [:]
        var child = state.nodes[index].first
        while child >= 0 {
            let next = state.nodes[child].next
            let key = keyBytes(state.nodes[child])
            if let place = position[key] {
                let earlier = order[place]
                let kind = state.nodes[child].kind
                if state.nodes[child].madeThroughAPI && state.nodes[earlier].kind == kind && (kind == .object || kind == .array) {
                    append(childrenOf: child, to: earlier)
                } else {
                    order[place] = child
                }
            } else {
                position[key] = order.count
                order.append(child)
            }
            child = next
        }
        state.nodes[index].first = order.first ?? -1
        state.nodes[index].last = order.last ?? -1
        state.nodes[index].count = order.count
        for (offset, child) in order.enumerated() {
            state.nodes[child].next = offset + 1 < order.count ? order[offset + 1] : -1
        }
    }

    /// Moves the children of `source` after those of `target`.
    func append(childrenOf source: Int, to target: Int) {
        let first = state.nodes[source].first
        guard first >= 0 else { return }
        if state.nodes[target].last >= 0 {
            state.nodes[state.nodes[target].last].next = first
        } else {
            state.nodes[target].first = first
        }
        var moved = first
        while moved >= 0 {
            state.nodes[moved].parent = target
            moved = state.nodes[moved].next
        }
        state.nodes[target].last = state.nodes[source].last
        state.nodes[target].count += state.nodes[source].count
        state.nodes[source].first = -1
        state.nodes[source].last = -1
        state.nodes[source].count = 0
    }
}
