/// How deep a JSON text nests its arrays and objects, found without reading it: one pass
/// that counts brackets outside strings. It lets a JSON text that would recurse past
/// ``DepthCeiling`` in another reader (`JSONDecoder`, for `.jsonObject` values) be refused
/// before that reader starts. Malformed text is left to the reader to report.
enum JSONNesting {
    /// Whether `text` nests arrays and objects more than `levels` deep.
    static func isDeeper(_ text: ArraySlice<UInt8>, than levels: Int) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in text {
            if inString {
                if escaped { escaped = false }
                else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > levels { return true }
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return false
    }
}
