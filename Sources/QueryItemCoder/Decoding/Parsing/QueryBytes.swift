/// Comparisons of names, which are byte ranges of a tree's bytes.
enum QueryBytes {
    /// Whether `bytes[aStart..<aEnd]` and `bytes[bStart..<bEnd]` are equal.
    static func equal(_ bytes: [UInt8], _ aStart: Int32, _ aEnd: Int32, _ bStart: Int32, _ bEnd: Int32) -> Bool {
        let length = Int(aEnd - aStart)
        guard length == Int(bEnd - bStart) else { return false }
        if aStart == bStart { return true }
        let a = Int(aStart)
        let b = Int(bStart)
        for offset in 0..<length where bytes[a + offset] != bytes[b + offset] { return false }
        return true
    }

    /// Whether `bytes[start..<end]` equals `other`.
    static func equal(_ bytes: [UInt8], _ start: Int32, _ end: Int32, _ other: Span<UInt8>) -> Bool {
        guard Int(end - start) == other.count else { return false }
        let start = Int(start)
        for offset in 0..<other.count where bytes[start + offset] != other[offset] { return false }
        return true
    }
}
