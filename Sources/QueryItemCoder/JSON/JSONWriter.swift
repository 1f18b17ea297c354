/// Writes a ``JSONNodeBuilder`` tree as UTF-8 JSON into one byte buffer.
///
/// Strings are written by ``JSONString`` (the `.jsonArray` strategy writes the same form);
/// numbers as their text. Compact output has no spaces; pretty output indents by two spaces
/// and writes `"key": value`. It recurses once per level: its trees come from
/// ``JSONTreeEncoder``, which stops at ``DepthCeiling``.
struct JSONWriter {
    var bytes: [UInt8] = []
    let prettyPrinted: Bool
    let sortedKeys: Bool

    init(options: RequestParameters.JSONWritingOptions) {
        prettyPrinted = options.contains(.prettyPrinted)
        sortedKeys = options.contains(.sortedKeys)
    }

    mutating func write(_ node: JSONNodeBuilder, indent: Int = 0) {
        switch node.kind {
        case .unset, .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let value): bytes.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .string(let text): writeString(text)
        case .array: writeArray(node, indent: indent)
        case .object: writeObject(node, indent: indent)
        }
    }

    private mutating func writeArray(_ node: JSONNodeBuilder, indent: Int) {
        bytes.append(UInt8(ascii: "["))
        for (position, child) in node.children.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            write(child, indent: indent + 1)
        }
        if !node.children.isEmpty { newline(indent) }
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ node: JSONNodeBuilder, indent: Int) {
        bytes.append(UInt8(ascii: "{"))
        var order = Array(node.keys.indices)
        if sortedKeys || node.sortsKeys {
            order.sort { RequestParameters.utf8Precedes(node.keys[$0], node.keys[$1]) }
        }
        for (position, member) in order.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent + 1)
            writeString(node.keys[member])
            bytes.append(UInt8(ascii: ":"))
            if prettyPrinted { bytes.append(UInt8(ascii: " ")) }
            write(node.children[member], indent: indent + 1)
        }
        if !order.isEmpty { newline(indent) }
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func newline(_ indent: Int) {
        guard prettyPrinted else { return }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        JSONString.appendEscaped(text.utf8, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }
}
