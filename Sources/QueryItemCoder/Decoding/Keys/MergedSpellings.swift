/// The value of a key that two children or more read as (`TAGS=a&tags=b` under
/// `.convertFromAnyCase`; `e%CC%81=1&%C3%A9=2`, two byte sequences of one `String`), read as
/// if the query had spelled them alike.
///
/// The children are read as one node, a view of them in the call's one tree
/// (`QueryTreeViews.merged`): named as the first, with their values in query order and their
/// children, those that read as one key merged in turn. `TAGS=a&tags=b&TAGS=c` reads as
/// `tags=a&tags=b&tags=c`, so `["a", "b", "c"]` into `[String]` under every array strategy,
/// and for one value what `repeatedKeyDecodingStrategy` says of a name given three times
/// (the error then quotes the spellings, `DecodingState.repeatedValues`). Each child is
/// entered once, whatever the depth of the keys given under two spellings, so the work stays
/// linear in the input.
extension ValueReader {
    /// The children `group` of the keyed value (more than one, in query order) merged into
    /// one value, made once per call.
    func mergedSpellings(_ group: [Int32]) -> ValueRef {
        let keys = state.keys
        let tree = state.tree
        return ValueRef(node: tree.views.merged(group, of: ref.node, in: tree) { keys.keyString(of: $0, in: tree) })
    }
}
