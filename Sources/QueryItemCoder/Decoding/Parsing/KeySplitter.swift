/// The classes of bytes the pair scanner and the name splitter care about.
enum ByteClass {
    static let needsDecoding: UInt8 = 1  // `%`, `+`, bytes above 0x7F
    static let bracket: UInt8 = 2        // `[`, `]`
    static let dot: UInt8 = 4            // `.`
    static let equals: UInt8 = 8         // `=`
    static let ampersand: UInt8 = 16     // `&`

    /// One entry per byte value.
    static let table: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x25, 0x2B: return needsDecoding
        case 0x80...: return needsDecoding
        case 0x5B, 0x5D: return bracket
        case 0x2E: return dot
        case 0x3D: return equals
        case 0x26: return ampersand
        default: return 0
        }
    }
}

/// One path component of a name: a byte range of the input, not yet percent-decoded.
struct KeyComponent {
    var start: Int32
    var end: Int32
    var needsDecoding: Bool
    /// `[]`: an element appended to an array.
    var appended: Bool
}

/// Splits a name into path components: `a[b][]` is `a`, `b`, `[]`; under `.dots`,
/// `a.b[0]` is `a`, `b`, `0`.
///
/// Brackets count raw or escaped (`%5B`, `%5D`, either hex case), and so does a dot
/// (`%2E`) under `.dots`; a dot inside brackets is part of the name, as in qs. Text that is
/// not a bracketed component after a `]` (`a[b]c`), a `]` with no `[`, a `[` inside
/// brackets and an unclosed `[` throw, since servers read them in different ways.
enum KeySplitter {
    private enum Token { case other, open, close, dot }
    enum Mode { case name, bracket, afterClose }

    /// A state between two components: after the token at `offset` (relative to the name's
    /// start), with `count` components emitted. Splitting a name that starts with the same
    /// `offset` bytes can resume there (the splitter is deterministic on the bytes).
    struct ResumePoint {
        var offset: Int32
        var mode: Mode
        var count: Int32
    }

    /// Splits `bytes[start..<end]`, or its rest from `resume` (whose components are already
    /// known). Records a resume point after each component while `record` is set.
    static func split(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, escaped: Bool, dots: Bool,
        maximumDepth: Int, base: Int, resume: ResumePoint? = nil, into components: inout [KeyComponent],
        resumePoints: inout [ResumePoint]
    ) throws(QueryParseError) {
        components.removeAll(keepingCapacity: true)
        let prefixCount = Int(resume?.count ?? 0)
        var mode = resume?.mode ?? Mode.name
        var index = start + Int(resume?.offset ?? 0)
        var componentStart = index
        var needsDecoding = false
        var recording = true
        func record(_ offset: Int, _ mode: Mode) {
            guard recording else { return }
            if components.last?.appended == true { recording = false; return }
            resumePoints.append(ResumePoint(offset: Int32(offset - start), mode: mode, count: Int32(prefixCount + components.count)))
        }

        func emit(_ stop: Int, bracket: Bool) throws(QueryParseError) {
            if prefixCount + components.count > maximumDepth {
                throw QueryParseError(
                    offset: base + start,
                    reason: "a name nested deeper than \(maximumDepth) levels (Limits.maximumDepth)")
            }
            components.append(KeyComponent(
                start: Int32(componentStart), end: Int32(stop), needsDecoding: needsDecoding,
                appended: bracket && stop == componentStart))
            needsDecoding = false
        }

        while index < end {
            let byte = bytes[index]
            var token = Token.other
            var length = 1
            switch byte {
            case 0x5B: token = .open
            case 0x5D: token = .close
            case 0x2E where dots: token = .dot
            case 0x25 where escaped && index + 2 < end:
                let high = bytes[index + 1]
                let low = bytes[index + 2] | 0x20
                if high == 0x35 && low == 0x62 { token = .open; length = 3 }
                else if high == 0x35 && low == 0x64 { token = .close; length = 3 }
                else if high == 0x32 && low == 0x65 && dots { token = .dot; length = 3 }
                else { needsDecoding = true }
            case 0x25, 0x80...: needsDecoding = true
            case 0x2B where escaped: needsDecoding = true
            default: break
            }
            switch (mode, token) {
            case (_, .other), (.bracket, .dot):
                if mode == .afterClose {
                    throw QueryParseError(offset: base + index, reason: "unexpected text after ']' in a name (expected '[' or the end of the name)")
                }
            case (.name, .open):
                try emit(index, bracket: false)
                mode = .bracket
                componentStart = index + length
                record(componentStart, .bracket)
            case (.name, .dot):
                try emit(index, bracket: false)
                componentStart = index + length
                record(componentStart, .name)
            case (.name, .close), (.afterClose, .close):
                throw QueryParseError(offset: base + index, reason: "unexpected ']' in a name")
            case (.bracket, .open):
                throw QueryParseError(offset: base + index, reason: "unexpected '[' inside brackets in a name")
            case (.bracket, .close):
                try emit(index, bracket: true)
                mode = .afterClose
                record(index + length, .afterClose)
            case (.afterClose, .open):
                mode = .bracket
                componentStart = index + length
            case (.afterClose, .dot):
                mode = .name
                componentStart = index + length
            }
            index += length
        }
        switch mode {
        case .name: try emit(end, bracket: false)
        case .bracket: throw QueryParseError(offset: base + end, reason: "unclosed '[' in a name")
        case .afterClose: break
        }
    }
}
