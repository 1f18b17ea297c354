/// The array index a name stands for: `0` or a decimal number without leading zeros
/// (`Int.max` when it overflows `Int`); anything else is no index, whatever digits it
/// starts with (`99999999999999999999zz` is a name, not an index that overflowed).
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
            // Past `Int.max` the value stays there; the rest must still be digits.
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            value = overflow1 || overflow2 ? Int.max : sum
        }
        return value
    }

    /// The index the name of `node` stands for.
    static func value(of node: QueryNode, in bytes: [UInt8]) -> Int? {
        let name = bytes[Int(node.nameStart)..<Int(node.nameEnd)]
        return value(of: name.span)
    }
}
