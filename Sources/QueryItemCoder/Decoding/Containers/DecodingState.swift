#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a value sits: a node, and for the elements that are not nodes of their own
/// (repeated values, comma-separated parts, JSON elements), the element's index and bytes.
struct ValueRef {
    var node: Int32
    /// -1: the node itself.
    var element: Int32
    var slot: QuerySlot

    init(node: Int32) {
        self.node = node
        element = -1
        slot = .none
    }

    init(node: Int32, element: Int32, slot: QuerySlot) {
        self.node = node
        self.element = element
        self.slot = slot
    }
}

/// The state of one `decode…` call: the frozen tree, the options, a scratch buffer for
/// percent-decoding values and the key-conversion caches.
///
/// Every decoder and container of the call holds a strong reference to it (as
/// swift-foundation's `JSONDecoderImpl` does), so a `Decoder` or container that a model keeps
/// after `decode` returned still reads this call's values: the tree's raw buffers live as
/// long as the state. Nothing in it is shared with another call; like `JSONDecoder`'s, the
/// decoders and containers are not `Sendable` (reads write the scratch buffer and caches).
final class DecodingState {
    let tree: QueryTree
    let bytes: UnsafePointer<UInt8>
    let nodes: UnsafeMutableBufferPointer<QueryNode>
    let extras: UnsafeMutableBufferPointer<QueryExtraValue>
    let options: DecoderOptions
    let userInfo: [CodingUserInfoKey: Any]
    let escaped: Bool
    let keyMode: KeyMode
    let nilStrategy: URLQueryItemDecoder.NilDecodingStrategy
    /// `MalformedInputDecodingStrategy.recover`: bad escapes kept, invalid UTF-8 left for
    /// `String(decoding:)` to replace by U+FFFD.
    let recover: Bool
    /// Room for the longest value, percent-decoded (never longer than it was): a part of
    /// the tree's byte storage.
    private let scratch: UnsafeMutablePointer<UInt8>
    /// Bytes of decoded JSON array elements; slots flagged `arena` index into it. Created
    /// only for `.jsonArray` values.
    lazy var arena = ArenaBytes()
    var declaredKeyCache: [String: [UInt8]] = [:]
    var payloadKeyCache: [Int32: [UInt8]] = [:]
    /// For keyed lookups in nodes with many children indexed in order: children by index.
    var indexedChildren: [Int32: [Int32]] = [:]

    init(tree: QueryTree, options: DecoderOptions) {
        self.tree = tree
        bytes = tree.bytes
        nodes = tree.nodes
        extras = tree.extras
        self.options = options
        userInfo = options.userInfo
        escaped = tree.escaped
        keyMode = KeyMode(options.keyDecodingStrategy)
        nilStrategy = options.nilDecodingStrategy
        recover = options.malformedInputDecodingStrategy == .recover
        scratch = tree.scratch
    }

    // MARK: - Values

    /// The one value of a leaf, applying the repeated-key strategy.
    func scalarSlot(_ ref: ValueRef, as type: Any.Type) throws(DecodingError) -> QuerySlot {
        if ref.element >= 0 { return ref.slot }
        let node = nodes[Int(ref.node)]
        if node.hasChildren || ref.node == 0 {
            throw typeMismatch(type, found: describe(ref), at: ref)
        }
        if node.valueCount == 1 { return node.value }
        switch options.repeatedKeyDecodingStrategy {
        case .useFirst: return node.value
        case .useLast: return extras[Int(node.extraTail)].slot
        case .throw:
            throw dataCorrupted(
                "Expected one value but found \(node.valueCount) for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array.",
                at: ref)
        }
    }

    /// Whether the value counts as `nil` under the nil strategy.
    @inline(__always)
    func isNil(_ slot: QuerySlot) -> Bool {
        if slot.flags & QuerySlot.jsonNull != 0 { return true }
        switch nilStrategy {
        case .omit: return false
        case .emptyValue: return slot.isEmpty && !slot.isBare
        case .keyOnly: return slot.isBare
        case .null:
            guard slot.end - slot.start == 4, slot.flags & QuerySlot.arena == 0 else { return false }
            let start = Int(slot.start)
            return bytes[start] == 0x6E && bytes[start + 1] == 0x75 && bytes[start + 2] == 0x6C && bytes[start + 3] == 0x6C
        }
    }

    /// Whether the value at `ref` is `nil` (a node with nested names never is).
    func isNil(_ ref: ValueRef) -> Bool {
        if ref.element >= 0 { return isNil(ref.slot) }
        let node = nodes[Int(ref.node)]
        return !node.hasChildren && node.valueCount == 1 && ref.node != 0 && isNil(node.value)
    }

    /// The bytes of a value, percent-decoded and checked to be UTF-8 (under `.recover`, not
    /// checked: `string` replaces what is invalid). Valid until the next `text` call.
    func text(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> UnsafeBufferPointer<UInt8> {
        let length = Int(slot.end - slot.start)
        if slot.flags & QuerySlot.arena != 0 {
            return UnsafeBufferPointer(start: arena.base + Int(slot.start), count: length)
        }
        if slot.flags & QuerySlot.needsDecoding == 0 {
            return UnsafeBufferPointer(start: bytes + Int(slot.start), count: length)
        }
        // Most values hold no escape at all: find the first byte that needs decoding, and
        // hand out the input itself when there is none.
        let start = Int(slot.start)
        let end = Int(slot.end)
        let index = PercentDecoding.firstSpecial(bytes, from: start, to: end, plusIsSpace: escaped)
        if index == end {
            return UnsafeBufferPointer(start: bytes + start, count: length)
        }
        let prefix = index - start
        scratch.update(from: bytes + start, count: prefix)
        let decoded: (count: Int, nonASCII: Bool)
        do {
            decoded = try PercentDecoding.decode(
                bytes, from: index, to: end, into: scratch + prefix, plusIsSpace: escaped, base: 0, lenient: recover)
        } catch {
            throw dataCorrupted("The value is not correctly percent-encoded: \(error.description).", at: ref, underlying: error)
        }
        let result = UnsafeBufferPointer(start: UnsafePointer(scratch), count: prefix + decoded.count)
        if decoded.nonASCII && !recover, let bad = PercentDecoding.firstInvalidUTF8(result) {
            throw invalidUTF8(at: ref, byte: bad, start: start, end: end)
        }
        return result
    }

    /// A value that is not UTF-8: raw bytes (a form body) or what its escapes decoded to.
    private func invalidUTF8(at ref: ValueRef, byte bad: Int, start: Int, end: Int) -> DecodingError {
        let escaped = UnsafeBufferPointer(start: bytes + start, count: end - start).contains(0x25)
        let description = escaped
            ? "The value is not valid UTF-8 after percent-decoding (byte \(bad) of the decoded value)."
            : "The value is not valid UTF-8 (byte \(bad) of the value)."
        return dataCorrupted(description, at: ref, underlying: QueryParseError(offset: start, reason: "invalid UTF-8"))
    }

    func string(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> String {
        String(decoding: try text(slot, at: ref), as: UTF8.self)
    }

    /// A name of the tree as a `String` (names are validated when parsed).
    func name(of node: Int32) -> String {
        let entry = nodes[Int(node)]
        return String(decoding: UnsafeBufferPointer(start: bytes + Int(entry.nameStart), count: Int(entry.nameEnd - entry.nameStart)), as: UTF8.self)
    }

    /// What a value is, for "Expected … but found … instead."
    func describe(_ ref: ValueRef) -> String {
        if ref.element >= 0 { return ref.slot.flags & QuerySlot.jsonNull != 0 ? "null" : "a string" }
        let node = nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 { return "both a value and nested names" }
            if node.hasAppendedChild {
                return firstNamedChild(of: ref.node) < 0 ? "an array" : "both elements appended with [] and named members"
            }
            let first = nodes[Int(node.firstChild)]
            if first.isAppended || ArrayElements.index(of: first, bytes: bytes) != nil { return "an array" }
            return "a dictionary"
        }
        if ref.node == 0 { return "a dictionary" }
        if node.valueCount > 1 { return "\(node.valueCount) values" }
        return isNil(node.value) ? "null" : "a string"
    }
}

/// A growable byte buffer whose bytes are read through a pointer (resolved at each read,
/// so growth is safe).
final class ArenaBytes {
    private(set) var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    private(set) var count = 0
    private var capacity = 64

    func append(_ byte: UInt8) {
        if count == capacity {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }
        base[count] = byte
        count += 1
    }

    deinit { base.deallocate() }
}
