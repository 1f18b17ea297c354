/// Reads `RequestParameters` straight from a query decoder's parsed tree, in one walk,
/// instead of asking the `Decodable` containers for each kind in turn.
///
/// It gives what `RequestParameters.init(from:)` and `DecodedParameterValue` give through
/// the containers, value for value and error for error:
///
/// | node | value |
/// |---|---|
/// | a leaf that is `nil` under the nil strategy | ``RequestParameters/Null`` |
/// | a name given more than once (`a=1&a=2`), under `repeatedKeyDecodingStrategy = .throw` (the default) | a ``RequestParameters/List`` of its values, in order |
/// | any other leaf (`a=x`; `a=1&a=2` under `.useFirst` or `.useLast`) | its text, a `String` |
/// | elements appended with `[]` | a ``RequestParameters/List`` of their values, in order |
/// | names that are exactly the indices `0..<n` (`a[1]=y&a[0]=x`) | a ``RequestParameters/List`` in index order (up to `Limits.maximumArrayIndex`; beyond it an object) |
/// | other names | a nested `RequestParameters`, in query order |
///
/// It walks the call's `QueryTree` and asks the tree its look-ups: children and names, leaf
/// values under the repeated-key and nil strategies with their percent-decoding and errors
/// (`QueryTree+Values`), and an array's elements in the decoder's array form
/// (`QueryTree+Elements`). The decoding state is asked only for what is the call's, not the
/// tree's:
/// - the keyed container's checks on the root (an array, a value that is not `a=`) and its
///   errors, as `RequestParameters.init(from:)` gets them;
/// - under a key strategy, the keys and the child each key names (`KeyMatcher`, with the
///   call's caches; a key no child matches is its `keyNotFound`), and a key given under two
///   spellings (`ValueReader.mergedSpellings`, whose error `DecodingState.repeatedValues` makes);
/// - a repeated name's values read as list elements: under `.jsonArray` they are parsed into
///   the call's arena (`ValueReader.jsonElements`), and only the state reads text
///   from there (`DecodingState.string`, which reads any other value from the tree);
/// - the error for a value beside nested names, with its coding path and the message a
///   model's `String` property gets there.
/// Where a node cannot be read (`[]` elements beside named members), the containers' path
/// (`DecodedParameterValue`) reads it, so that its error is theirs.
struct QueryParameterReader {
    let state: DecodingState
    let tree: QueryTree
    /// The settings the leaves and arrays are read with (only these: the reader recurses
    /// once a level, and each level's frame holds what the reader holds).
    let repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy
    let nils: QueryFieldStrategy.NilStyle
    let recover: Bool
    let arrays: QueryFieldStrategy.ArrayStyle
    let rules: QueryTree.ElementRules

    /// The reader of the value being read as parameters: its call's state, which this one holds.
    init(_ reader: ValueReader) {
        state = reader.state
        tree = state.tree
        repeated = state.options.repeatedKeyDecodingStrategy
        nils = state.coderStyle.nils
        recover = state.recover
        arrays = state.coderStyle.arrays
        rules = QueryTree.ElementRules(state.options)
    }

    /// The parameters at `ref`, read as `RequestParameters.init(from:)` reads a keyed
    /// container: its children are members, even when they look like array indices.
    func parameters(at ref: ValueRef) throws -> RequestParameters {
        // The keyed container's own checks (an array, a value that is not `a=`), and its errors.
        let container = try QueryKeyedContainer<QueryCodingKey>(state: state, ref: ref, style: .coder)
        if case .exact = state.keys.mode { return try members(of: ref.node) }
        return try convertedMembers(of: ref.node, keys: container.allKeys)
    }

    /// One value, as `DecodedParameterValue` reads it from a `QueryValueDecoder`.
    private func value(_ node: Int32) throws -> any RequestParameterValue {
        let ref = ValueRef(node: node)
        let entry = tree.nodes[Int(node)]
        if !entry.hasChildren {
            // A repeated name (`tags=a&tags=b`, as Python's clients and browsers write lists)
            // is a list, unless `repeatedKeyDecodingStrategy` asks to keep one of its values.
            if entry.valueCount > 1, case .throw = repeated, let list = try elements(ref) {
                return list
            }
            if entry.valueCount == 1 && tree.isNil(entry.value, nils) { return RequestParameters.Null() }
            // A bad escape, invalid UTF-8, a repeated name under `.throw`: the decoder's own
            // message, as a `String` property would get it.
            guard let slot = tree.leafValue(node, repeated) else { throw state.repeatedValues(of: node) }
            do {
                return try tree.string(slot, recover: recover)
            } catch {
                throw tree.textError(error, at: tree.codingPath(of: node))
            }
        }
        // A value beside nested names (`a=1&a[b]=2`) fits no kind: the error a model's
        // `String` property gets there.
        if entry.valueCount > 0 { throw state.typeMismatch(String.self, found: state.describe(ref), at: ref) }
        if entry.hasAppendedChild {
            // Elements beside named members: the containers' error.
            return try elements(ref) ?? containerValue(ref)
        }
        // Under the numbered array strategies, names numbered 1...n (below `member` under
        // `.numberedMembers`) are an array; any other names are members.
        if arrays.isNumbered, let list = try elements(ref) { return list }
        guard case .exact = state.keys.mode else {
            // Under a key strategy the keys are the converted names, which decide both
            // whether the node looks like an array and which child each key reads.
            let keys = try QueryKeyedContainer<QueryCodingKey>(state: state, ref: ref, style: .coder).allKeys
            if DecodedParameterValue.looksLikeArray(keys), let list = try elements(ref) { return list }
            return try convertedMembers(of: node, keys: keys)
        }
        if namesLookLikeArray(entry), let list = try elements(ref) { return list }
        return try members(of: node)
    }

    /// The elements of the array at `ref` as the unkeyed container finds them, or nil where
    /// they are none (an index beyond `Limits.maximumArrayIndex`, a name that is no index, a
    /// value that is no JSON array under `.jsonArray`).
    private func elements(_ ref: ValueRef) throws -> RequestParameters.List? {
        guard let (found, count) = try? tree.elements(of: ref.node, arrays, rules) else { return nil }
        var list: [any RequestParameterValue] = []
        list.reserveCapacity(count)
        switch found {
        case .siblings(let first):
            var child = first
            for _ in 0..<count {
                list.append(try value(child))
                child = tree.nodes[Int(child)].nextSibling
            }
        case .sorted(let children):
            for child in children { list.append(try value(child)) }
        case .values(var slots):
            // The values of a leaf (a name given more than once), each a string or null, as
            // `DecodedParameterValue` reads an element.
            if case .jsonArray = arrays {
                guard let parsed = try? ValueReader(state, ref, .coder).jsonElements(of: slots, state.coderStyle) else { return nil }
                slots = parsed
            }
            for (index, slot) in slots.enumerated() {
                if tree.isNil(slot, nils) {
                    list.append(RequestParameters.Null())
                } else {
                    list.append(try state.string(slot, at: ValueRef(node: ref.node, element: Int32(index), slot: slot)))
                }
            }
        }
        return RequestParameters.List(list)
    }

    /// Whether the children's names are those of an array, as
    /// `DecodedParameterValue.looksLikeArray` tells from the keys: all empty, or each an
    /// index (`0` or a decimal without leading zeros) and together exactly `0..<n`.
    private func namesLookLikeArray(_ entry: QueryNode) -> Bool {
        // The builder knows when the names are `0...count-1` in order.
        if entry.indexedInOrder { return true }
        let count = Int(entry.childCount)
        // Which indices were seen, made at the first index (most objects have none).
        var seen: [Bool] = []
        var allEmpty = true
        var allIndices = true
        var child = entry.firstChild
        while child >= 0 {
            let node = tree.nodes[Int(child)]
            if node.nameEnd != node.nameStart { allEmpty = false }
            if allIndices {
                if let index = ArrayIndex.value(of: node, in: tree.bytes), index < count {
                    if seen.isEmpty { seen = [Bool](repeating: false, count: count) }
                    if seen[index] { allIndices = false } else { seen[index] = true }
                } else {
                    allIndices = false
                }
            }
            if !allEmpty && !allIndices { return false }
            child = node.nextSibling
        }
        return true
    }

    /// The children as members under a key strategy: the keys the keyed container lists,
    /// each with the child it finds for it (a key no child matches throws, as there). A key
    /// listed again (two spellings, `ROLE` and `role`) reads its children as if the query
    /// had spelled them alike (`MergedSpellings`): `ROLE=a&role=b` as `role=a&role=b`.
    private func convertedMembers(of node: Int32, keys: [QueryCodingKey]) throws -> RequestParameters {
        var result = RequestParameters(minimumCapacity: keys.count)
        for key in keys where result[key.stringValue] == nil {
            let child = state.child(of: node, for: key)
            if child < 0 { throw state.keyNotFound(key, at: ValueRef(node: node)) }
            result.updateValue(try value(of: child, in: node), forKey: key.stringValue)
        }
        return result
    }

    /// The children as members under the names themselves, in query order. Two names equal
    /// as `String`s but not as bytes (two spellings of `é`) are one key given twice: read as
    /// if the query had spelled them alike (`MergedSpellings`), under the first spelling.
    private func members(of node: Int32) throws -> RequestParameters {
        var result = RequestParameters(minimumCapacity: Int(tree.nodes[Int(node)].childCount))
        var child = tree.nodes[Int(node)].firstChild
        while child >= 0 {
            // The first spelling of its key only, a key not there yet (`value(of:in:)` reads
            // them all): asked of the key matcher's groups, so that no name is hashed as a
            // `String` more than once here.
            if !state.keys.checksRepeats || state.keys.childrenWithSameKey(as: child, in: node, of: tree)[0] == child {
                result.append(tree.name(of: child), try value(of: child, in: node))
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        return result
    }

    /// The value of member `child` of `node`, or of all the children that read as its key.
    private func value(of child: Int32, in node: Int32) throws -> any RequestParameterValue {
        guard state.keys.checksRepeats else { return try value(child) }
        let group = state.keys.childrenWithSameKey(as: child, in: node, of: tree)
        if group.count < 2 { return try value(child) }
        return try value(ValueReader(state, ValueRef(node: node), .coder).mergedSpellings(group).node)
    }

    /// A value the direct reading does not cover, read through the containers.
    private func containerValue(_ ref: ValueRef) throws -> any RequestParameterValue {
        try DecodedParameterValue(from: QueryValueDecoder(state: state, ref: ref, style: .coder)).value
    }
}
