/// The single-value container of ``JSONTreeEncoder``: writes into its node.
struct JSONSingleValueEncodingContainer: SingleValueEncodingContainer {
    let node: JSONNodeBuilder
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil() throws { node.kind = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try JSONTreeEncoder.box(value, into: node, path: path)
    }
}
