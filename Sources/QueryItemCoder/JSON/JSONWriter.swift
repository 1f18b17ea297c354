/// Writes a ``JSONNodeBuilder`` tree as UTF-8 JSON into one byte buffer.
///
/// Strings escape `"` `\` and the control characters (`\n`, `\t`, `\r`, `\b`, `\f`,
/// otherwise `\u001f`); everything else, `/` and non-ASCII text included, is written as
/// is. Numbers are written as their text. Compact output has no spaces; pretty output
/// indents by two spaces and writes `"key": value`.
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
        var runStart = text.utf8.startIndex
        var index = runStart
        let utf8 = text.utf8
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index = utf8.index(after: index)
                continue
            }
            bytes.append(contentsOf: utf8[runStart..<index])
            bytes.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
            case 0x0A: bytes.append(UInt8(ascii: "n"))
            case 0x09: bytes.append(UInt8(ascii: "t"))
            case 0x0D: bytes.append(UInt8(ascii: "r"))
            case 0x08: bytes.append(UInt8(ascii: "b"))
            case 0x0C: bytes.append(UInt8(ascii: "f"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: "u00".utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
            index = utf8.index(after: index)
            runStart = index
        }
        bytes.append(contentsOf: utf8[runStart..<index])
        bytes.append(UInt8(ascii: "\""))
    }
}
