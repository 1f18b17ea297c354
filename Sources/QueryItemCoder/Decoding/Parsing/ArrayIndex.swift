/// The array index a name stands for: `0` or a decimal number without leading zeros
/// (`Int.max` when it overflows); anything else is no index.
enum ArrayIndex {
    static func value(of name: some Collection<UInt8>) -> Int? {
        let bytes = ContiguousArray(name)
        return value(of: bytes.span)
    }

    /// The index `name` stands for.
    static func value(of name: Span<UInt8>) -> Int? {
        guard name.count > 0, name[0] >= 0x30 && name[0] <= 0x39 else { return nil }
        if name[0] == 0x30 { return name.count == 1 ? 0 : nil }
        var value = 0
        for index in 0..<name.count {
            let byte = name[index]
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            if overflow1 || overflow2 { return Int.max }
            value = sum
        }
        return value
    }

    /// The index the name of `node` stands for.
    static func value(of node: QueryNode, in bytes: [UInt8]) -> Int? {
        let name = bytes[Int(node.nameStart)..<Int(node.nameEnd)]
        return value(of: name.span)
    }
}
