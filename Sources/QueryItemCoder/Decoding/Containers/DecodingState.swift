#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of one `decode…` call: the immutable tree, the options, and what the call
/// learns while it reads (the key-conversion caches and hints, the JSON arena).
///
/// Every decoder and container of the call holds a strong reference to it (as
/// swift-foundation's `JSONDecoderImpl` does), so a `Decoder` or container that a model keeps
/// after `decode` returned still reads this call's values. Nothing in it is shared with
/// another call; like `JSONDecoder`'s, the decoders and containers are not `Sendable`.
final class DecodingState {
    let tree: QueryTree
    /// Finds the child a key names, under the key strategy, with the call's caches.
    let keys: KeyMatcher
    let settings: DecoderSettings
    /// Whether the decoder has `fieldStrategies` (then each keyed value's field path is kept
    /// and looked up).
    let hasFieldPaths: Bool
    /// What the call keeps about conventions other than the decoder's own, made on first
    /// need (`callConventions`).
    var conventions: CallConventions?
    /// `MalformedInputDecodingStrategy.recover`: bad escapes kept, invalid UTF-8 left for
    /// `String(decoding:)` to replace by U+FFFD.
    let recover: Bool
    /// Bytes of decoded JSON array elements; slots flagged `arena` index into it.
    var arena: [UInt8] = []
    /// How many members flattened objects have found so far: an optional flattened object
    /// that finds none is nil (`flattenedValueIfPresent`).
    var flattenedHits = 0
    /// Flattened objects being read inside one another (`flattenedValue`).
    var flattenedDepth = 0

    init(tree: consuming QueryTree, settings: DecoderSettings) {
        // Each setting read from the snapshot in place: a copy of the options would retain
        // each of their references.
        keys = KeyMatcher(mode: KeyMode(settings.options.keyDecodingStrategy))
        self.tree = tree
        self.settings = settings
        hasFieldPaths = !settings.options.fieldStrategies.isEmpty
        recover = settings.options.malformedInputDecodingStrategy == .recover
    }

    /// The child of `parent` that `key` names under the key strategy, or -1 (`KeyMatcher`).
    @inline(__always)
    func child(of parent: Int32, for key: some CodingKey) -> Int32 {
        keys.child(of: parent, for: key, in: tree)
    }

    /// The call's settings (a snapshot shared by reference, not copied).
    var options: DecoderOptions { settings.options }

    /// The decoder's own strategies: the root value's style.
    var coderStyle: DecodingStyle { settings.style }

    /// `Decoder.userInfo`: the decoder's, made when a model asks for it.
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    // MARK: - Values

    /// The one value of a leaf, applying the repeated-key strategy.
    func scalarSlot(_ ref: ValueRef, as type: Any.Type) throws(DecodingError) -> QuerySlot {
        if ref.element >= 0 { return ref.slot }
        let node = tree.nodes[Int(ref.node)]
        if node.hasChildren || ref.node == 0 {
            throw typeMismatch(type, found: describe(ref), at: ref)
        }
        if node.valueCount == 1 { return node.value }
        switch options.repeatedKeyDecodingStrategy {
        case .useFirst: return node.value
        case .useLast: return tree.extras[Int(node.extraTail)].slot
        case .throw:
            throw dataCorrupted(
                "Expected one value but found \(node.valueCount) for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array.",
                at: ref)
        }
    }

    /// Whether the value counts as `nil` under the nil strategy of `style`.
    func isNil(_ slot: QuerySlot, _ style: DecodingStyle) -> Bool {
        if slot.flags & QuerySlot.jsonNull != 0 { return true }
        switch style.nils {
        case .omit: return false
        case .emptyValue: return slot.isEmpty && !slot.isBare
        case .keyOnly: return slot.isBare
        case .null: return tree.isNullText(slot)
        }
    }

    /// Whether the value at `ref` is `nil` under the style `id` stands for (the decoder's own
    /// read in place, without a reference of its own).
    @inline(__always)
    func isNil(_ ref: ValueRef, _ id: StyleID) -> Bool {
        id == .coder ? isNil(ref, coderStyle) : isNil(ref, style(id))
    }

    /// Whether the value at `ref` is `nil` (a node with nested names never is).
    func isNil(_ ref: ValueRef, _ style: DecodingStyle) -> Bool {
        if ref.element >= 0 { return isNil(ref.slot, style) }
        let node = tree.nodes[Int(ref.node)]
        return !node.hasChildren && node.valueCount == 1 && ref.node != 0 && isNil(node.value, style)
    }

    /// The bytes of a value, percent-decoded and checked to be UTF-8 (under `.recover`, not
    /// checked: `string` replaces what is invalid).
    func text(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> ArraySlice<UInt8> {
        let start = Int(slot.start)
        let end = Int(slot.end)
        if slot.flags & QuerySlot.arena != 0 { return arena[start..<end] }
        if slot.flags & QuerySlot.needsDecoding == 0 { return tree.bytes[start..<end] }
        // Most values hold no escape at all: hand out the input itself when there is none.
        var value = tree.bytes[start..<end]
        let first = PercentDecoding.firstSpecial(value.span, plusIsSpace: tree.escaped)
        if first == value.count { return value }
        let nonASCII: Bool
        do {
            nonASCII = try PercentDecoding.decode(&value, from: first, base: start, plusIsSpace: tree.escaped, lenient: recover)
        } catch {
            throw dataCorrupted("The value is not correctly percent-encoded: \(error.description).", at: ref,
                                hint: Self.malformedHint, underlying: error)
        }
        if nonASCII && !recover, let bad = PercentDecoding.firstInvalidUTF8(value) {
            throw invalidUTF8(at: ref, byte: bad, start: start, end: end)
        }
        return value
    }

    /// Reads the value's text through `read`, handed as a `Span` of the input when the value
    /// needs no decoding (no copy, and a slice that lives only for the read costs no retain of
    /// the input, unlike the one `text` returns), else of its decoded copy.
    func withText<R>(_ slot: QuerySlot, at ref: ValueRef, _ read: (Span<UInt8>) -> R) throws(DecodingError) -> R {
        if slot.flags & QuerySlot.arena == 0 {
            let input = tree.bytes[Int(slot.start)..<Int(slot.end)]
            let span = input.span
            if slot.flags & QuerySlot.needsDecoding == 0 || PercentDecoding.firstSpecial(span, plusIsSpace: tree.escaped) == span.count {
                return read(span)
            }
        }
        let decoded = try text(slot, at: ref)  // named: the span of a temporary fails Swift 6.3's ownership check
        return read(decoded.span)
    }

    /// A value that is not UTF-8: raw bytes (a form body) or what its escapes decoded to.
    private func invalidUTF8(at ref: ValueRef, byte bad: Int, start: Int, end: Int) -> DecodingError {
        let escaped = tree.bytes[start..<end].contains(0x25)
        let description = escaped
            ? "The value is not valid UTF-8 after percent-decoding (byte \(bad) of the decoded value)."
            : "The value is not valid UTF-8 (byte \(bad) of the value)."
        return dataCorrupted(description, at: ref, hint: Self.malformedHint,
                             underlying: QueryParseError(offset: start, reason: "invalid UTF-8"))
    }

    func string(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> String {
        String(decoding: try text(slot, at: ref), as: UTF8.self)
    }

    /// What a value is, for "Expected … but found … instead."
    func describe(_ ref: ValueRef) -> String {
        if ref.element >= 0 { return ref.slot.flags & QuerySlot.jsonNull != 0 ? "null" : "a string" }
        let node = tree.nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 { return "both a value and nested names" }
            if node.hasAppendedChild {
                return tree.firstNamedChild(of: ref.node) < 0 ? "an array" : "both elements appended with [] and named members"
            }
            if tree.nodes[Int(node.firstChild)].isAppended || tree.index(of: node.firstChild) != nil { return "an array" }
            return "a dictionary"
        }
        if ref.node == 0 { return "a dictionary" }
        if node.valueCount > 1 { return "\(node.valueCount) values" }
        return isNil(node.value, coderStyle) ? "null" : "a string"
    }
}
