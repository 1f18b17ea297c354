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
        if state.nodes[index].count > 1 && !state.nodes[index].keysAreData && state.hasDuplicateKeys(index, table: &seenHashes) {
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
            let key = state.keyBytes(state.nodes[child])
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
