#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin // memchr, memcmp
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// A hash table from (parent, name) to child node, for nodes with many children.
///
/// A node's children are found by a linear scan while it has at most `threshold` of them
/// (what models have); when it gets more, all of them are entered here, so that a query
/// with 200,000 distinct names builds in linear time. Open addressing, power-of-two size.
struct ChildTable {
    static let threshold: Int32 = 8

    /// A node and its name's hash (compared before the node is read: a probe that does not
    /// match touches no node). `node` -1: empty.
    struct Slot {
        var node: Int32
        var hash: UInt32
        static let empty = Slot(node: -1, hash: 0)
    }

    private(set) var slots: [Slot] = []
    private var count = 0

    /// FNV-1a over the name, mixed with the parent's index.
    @inline(__always)
    static func hash(_ bytes: UnsafePointer<UInt8>, _ start: Int32, _ end: Int32, parent: Int32) -> UInt32 {
        var hash: UInt32 = 2_166_136_261 ^ UInt32(bitPattern: parent) &* 16_777_619
        var index = Int(start)
        let stop = Int(end)
        while index < stop {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
            index += 1
        }
        return hash
    }

    mutating func insert(_ node: Int32, hash: UInt32) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while slots[index].node >= 0 { index = (index + 1) & mask }
        slots[index] = Slot(node: node, hash: hash)
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: .empty, count: max(64, old.count * 2))
        let mask = slots.count - 1
        for slot in old where slot.node >= 0 {
            var index = Int(slot.hash) & mask
            while slots[index].node >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// The child of `parent` named `bytes[start..<end]`, or -1.
    @inline(__always)
    static func find(
        in slots: UnsafeBufferPointer<Slot>, nodes: UnsafePointer<QueryNode>, bytes: UnsafePointer<UInt8>,
        parent: Int32, start: Int32, end: Int32, hash: UInt32
    ) -> Int32 {
        if slots.isEmpty { return -1 }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot.node < 0 { return -1 }
            if slot.hash == hash {
                let node = nodes[Int(slot.node)]
                if node.parent == parent, QueryBytes.equal(bytes, node.nameStart, node.nameEnd, start, end) {
                    return slot.node
                }
            }
            index = (index + 1) & mask
        }
    }
}

/// Byte-range comparisons over the per-call storage.
enum QueryBytes {
    @inline(__always)
    static func equal(_ bytes: UnsafePointer<UInt8>, _ aStart: Int32, _ aEnd: Int32, _ bStart: Int32, _ bEnd: Int32) -> Bool {
        let length = Int(aEnd - aStart)
        guard length == Int(bEnd - bStart) else { return false }
        if aStart == bStart { return true }
        return same(bytes + Int(aStart), bytes + Int(bStart), length)
    }

    @inline(__always)
    static func equal(_ bytes: UnsafePointer<UInt8>, _ start: Int32, _ end: Int32, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = Int(end - start)
        guard length == other.count else { return false }
        guard length > 0, let base = other.baseAddress else { return true }
        return same(bytes + Int(start), base, length)
    }

    /// Whether `count` bytes at `a` and `b` are equal. Names are short: up to 16 bytes are
    /// compared with two overlapping loads of each side (never reading outside either range)
    /// rather than a call to `memcmp`.
    @inline(__always)
    static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let a = UnsafeRawPointer(a)
        let b = UnsafeRawPointer(b)
        if count >= 8 {
            if count > 16 { return memcmp(a, b, count) == 0 }
            return a.loadUnaligned(as: UInt64.self) == b.loadUnaligned(as: UInt64.self)
                && a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        if count == 0 { return true }
        let middle = count >> 1
        return a.load(as: UInt8.self) == b.load(as: UInt8.self)
            && a.load(fromByteOffset: middle, as: UInt8.self) == b.load(fromByteOffset: middle, as: UInt8.self)
            && a.load(fromByteOffset: count - 1, as: UInt8.self) == b.load(fromByteOffset: count - 1, as: UInt8.self)
    }
}
