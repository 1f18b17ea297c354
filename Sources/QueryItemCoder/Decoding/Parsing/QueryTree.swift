/// The parsed query, immutable once built: the bytes (the input, then the percent-decoded
/// names), the nodes, the values after the first of each node, and the child table.
///
/// Decoding only reads it; what a decode call learns while matching keys lives in its
/// `DecodingState`.
struct QueryTree {
    let bytes: [UInt8]
    let nodes: [QueryNode]
    let extras: [QueryExtraValue]
    let table: [ChildTable.Slot]
    /// Values are percent-encoded (a query string or form body), not query items.
    let escaped: Bool
}
