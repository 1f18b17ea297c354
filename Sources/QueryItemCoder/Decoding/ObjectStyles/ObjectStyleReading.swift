#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the object strategies other than `.brackets` and `.dots` enter the reader: whether
/// a value is a delimited object (its keyed container's members: `KeyedMembers`), and what a
/// keyed container does with a key that is not among its names under `.flattened`. Each reads the object style of its value (the
/// decoder's, or its field's: `DecodingStyle.objects`), and its messages name the setting
/// where that style is made.
///
/// | strategy                          | `color=R,100,G,200` (one value)   | `color[R]=100` (nested names) | no `color` name, `R=100&G=200` |
/// |-----------------------------------|-----------------------------------|-------------------------------|--------------------------------|
/// | `.commaSeparated` (space, pipe)   | the delimited object              | read as under `.brackets`     | missing key                    |
/// | `.flattened`                      | not an object (throws)            | read as under `.brackets`     | a struct reads the parent's pairs; a dictionary throws |
extension ValueReader {
    /// Whether the value is a delimited object.
    @inline(__always)
    var delimitsMembers: Bool {
        state.style(style).objects.delimitsMembers && isOneValue
    }

    /// Whether the value is one value (an element, or a leaf), which a delimited strategy
    /// splits into members; nested names are read as brackets and dots are.
    var isOneValue: Bool {
        if ref.element >= 0 { return true }
        let node = state.tree.nodes[Int(ref.node)]
        return !node.hasChildren && node.valueCount > 0 && ref.node != 0
    }

    /// The value split into its members when its style delimits objects and the value is
    /// one value (not nested names); else nil. A member of a delimited object is never an
    /// object itself.
    func delimitedObject() throws(DecodingError) -> DelimitedObject? {
        guard delimitsMembers else { return nil }
        if ref.element >= DelimitedMember.base { throw scalarMembersOnly(found: "an object", in: state.style(style)) }
        return try DelimitedObject(self)
    }

    /// The value, read as an object in `style`, that a delimited strategy would split into
    /// names and values (`color=R,100,G,200` under `.brackets`): the sentence that names it,
    /// or nil. Built only when an error is thrown (`DecodingState.notAnObject`).
    func delimitedObjectHint(_ style: DecodingStyle) -> String? {
        guard !style.objects.delimitsMembers, isOneValue, ref.element < DelimitedMember.base else { return nil }
        let slot = ref.element >= 0 ? ref.slot : state.tree.nodes[Int(ref.node)].value
        guard slot.flags & QuerySlot.arena == 0, !slot.isEmpty else { return nil }
        for (strategy, separator, name) in [("commaSeparated", UInt8(0x2C), "commas"), ("pipeDelimited", UInt8(0x7C), "pipes")] {
            var items: [QuerySlot] = []
            state.tree.split(slot, on: separator, escapedToo: state.options.delimiterDecodingStrategy == .percentDecoded, into: &items)
            if items.count >= 2 && items.count % 2 == 0 && !items.enumerated().contains(where: { $0.offset % 2 == 0 && $0.element.isEmpty }) {
                return "\(style.suggestion(.objects, strategy)) to read it as names and values separated by \(name)."
            }
        }
        return nil
    }

    /// The value, a member of a delimited object of style `objects`, read as an object or an array.
    func scalarMembersOnly(found: String, in objects: DecodingStyle) -> DecodingError {
        state.typeMismatch(found == "an array" ? [Any].self : [String: Any].self, found: "a member of a delimited object", at: ref,
                     hint: "Under \(objects.name(.objects)) an object holds scalar members only; \(found) inside one is written with nested names (a[b][c]=1), which every object strategy reads.")
    }

    // MARK: - Flattened

    /// The value of `key`, absent from the names of this value's node (the host), under
    /// `.flattened`: an object read from the host's pairs, or nil for a value that is not an
    /// object (the caller reads it as a missing key). A dictionary throws: which pairs are
    /// its own is unknowable. The reader's style is the value's (its `objects` is `.flattened`).
    func flattenedValue<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T? {
        let host = ref.node
        if type is any FlattenedUnreadable.Type {
            let objects = state.style(style)
            throw DecodingError.dataCorrupted(state.context(
                "No value associated with key \(key.stringValue) (\"\(key.stringValue)\"), and \(objects.name(.objects)) cannot read a dictionary from the parent's pairs: which of them belong to it is not in the query. Use \(objects.describe(.objects, "brackets")) (\(key.stringValue)[name]=…) or .commaSeparated for it.",
                at: ValueRef(node: host), extra: key))
        }
        // Every level of a recursive type reads the same pairs: bounded as names are.
        let limit = state.options.limits.maximumDepth
        if state.flattenedDepth >= limit {
            throw DecodingError.dataCorrupted(state.context(
                "Objects under \(state.style(style).name(.objects)) are nested more than \(limit) levels deep here (Limits.maximumDepth): every level reads the same pairs, so a recursive type has no end. Use \(state.style(style).describe(.objects, "brackets")) for it.",
                at: ValueRef(node: host), extra: key))
        }
        state.flattenedDepth += 1
        defer { state.flattenedDepth -= 1 }
        do {
            return try T(from: FlattenedDecoder(state: state, host: host, key: key, style: style, type: T.self))
        } catch is FlattenedDecoder.NotAnObject {
            return nil
        }
    }

    /// `decodeIfPresent` of `key`, which names no value of the host, under `.flattened`: the
    /// object read from the host's pairs if it reads a pair that nothing read before it
    /// (`DecodingState.claim`), else nil (so a required member that is missing means the
    /// object is, not an error).
    ///
    /// A pair belongs to one object, as the encoder writes each name once: the first to read
    /// it. So an object of a type already being read from these pairs, or already found
    /// absent there, with no pair read since, is nil without being read: anything it could
    /// read, the one before reads itself. This bounds the work by the input: each object read
    /// either reads a new pair or is recorded absent, once per type, parent, style and pair
    /// count (`flattenedAttempts`); without it, two optional self-references would read
    /// 2^maximumDepth objects from an empty query.
    func flattenedValueIfPresent<T: Decodable>(_ type: T.Type, forKey key: some CodingKey) throws -> T? {
        let host = ref.node
        guard state.child(of: host, for: key) < 0 else { return nil }  // there, and nil
        // The deepest level of a recursive optional is absent.
        if state.flattenedDepth >= state.options.limits.maximumDepth { return nil }
        let attempt = FlattenedAttempt(type: ObjectIdentifier(T.self), host: host, style: style, hits: state.flattenedHits)
        guard state.flattenedAttempts.insert(attempt).inserted else { return nil }
        let before = state.flattenedHits
        do {
            let value = try flattenedValue(type, forKey: key)
            return state.flattenedHits > before ? value : nil
        } catch let error as DecodingError {
            if state.flattenedHits > before || type is any FlattenedUnreadable.Type { throw error }
            return nil
        }
    }
}

extension QueryFieldStrategy.ObjectStyle {
    /// `.commaSeparated`, `.spaceDelimited` and `.pipeDelimited`: one value is an object.
    var delimitsMembers: Bool {
        switch self {
        case .commaSeparated, .spaceDelimited, .pipeDelimited: true
        case .brackets, .dots, .flattened, .numberedEntries, .jsonObject: false
        }
    }

    /// `.flattened`, by its tag (`==` on a strategy with cases that carry values is a call).
    var isFlattened: Bool {
        if case .flattened = self { return true }
        return false
    }

    /// The names of `.numberedEntries`: the infix (nil for a flattened map), the key's and
    /// the value's.
    var entryNames: (entry: String?, key: String, value: String)? {
        if case .numberedEntries(let entry, let key, let value) = self { return (entry, key, value) }
        return nil
    }

    /// The case as it is spelled (`numberedEntries`, `numberedEntries(entry: nil, key: "Name", value: "Value")`).
    var spelled: String {
        guard case .numberedEntries(let entry, let key, let value) = self else { return "\(self)" }
        return EntryNames.spelled(entry: entry, key: key, value: value)
    }
}

/// An optional object read from a parent's pairs under `.flattened`: its type, the parent,
/// its style, and how many pairs had been read when it started
/// (`ValueReader.flattenedValueIfPresent`).
struct FlattenedAttempt: Hashable {
    let type: ObjectIdentifier
    let host: Int32
    let style: StyleID
    let hits: Int
}

/// A type that `.flattened` objects cannot read: a dictionary (its keys are data, so which
/// of its parent's pairs are its own is not in the query).
protocol FlattenedUnreadable {}

extension Dictionary: FlattenedUnreadable {}
extension RequestParameters: FlattenedUnreadable {}
