/// Splits a name into path components: `a[b][]` is `a`, `b`, `[]`; under `.dots`,
/// `a.b[0]` is `a`, `b`, `0`.
///
/// Brackets count raw or escaped (`%5B`, `%5D`, either hex case), and so does a dot
/// (`%2E`) under `.dots`; a dot inside brackets is part of the name, as in qs.
///
/// Brackets that do not pair up are read as qs reads them, which Rack and PHP mostly share:
/// a `]` in a plain name (`b]`, `a]b`) and a `[` that no `]` closes (`a[`, `a[b`, `a][`) are
/// name characters; a `]` right after a `]` is dropped (`a[b]]` is `a[b]`, as PHP, Rack and qs
/// read it); a name that starts with a bracket (`[a][b]`) starts with that component (see
/// `QueryTreeBuilder`). Text after a `]` that is not a bracketed component (`a[b]c`), a
/// `[` that no `]` closes after a `]` (`a[b][`) and a `[` inside brackets (`a[[b]]`) throw,
/// since servers read them in different ways (qs and PHP drop the rest of the name, Rack
/// nests it).
enum KeySplitter {
    private enum Token { case other, open, close, dot }
    /// Inside a plain name, inside brackets, or just after a `]`.
    enum Mode: UInt8 { case name, bracket, afterClose }

    /// `%`, `+`, `.`, `[`, `]` and bytes above 0x7F: the bytes the state machine looks at.
    private static func isSpecial(_ byte: UInt8) -> Bool {
        NameBytes.isSpecial(byte, low: NameBytes.lowWithDot)
    }

    /// Splits `bytes[start..<end]` into `components` and returns how many there are.
    ///
    /// `resumeAt`, `mode` and `count` continue a split from a point a name with the same
    /// bytes before it reached (`KeyComponent.resume`): the first `count` components are
    /// kept, the others written from `components[count]` on, and the returned count includes
    /// the first `count`. Returns
    /// `nil` when the name turns out to end in an unclosed `[` that belongs to a component
    /// the resumed split did not write: the caller splits again from the start.
    static func split(
        _ bytes: Span<UInt8>, from start: Int, to end: Int, escaped: Bool, dots: Bool,
        maximumDepth: Int, into components: inout [KeyComponent],
        resumeAt: Int? = nil, mode resumeMode: Mode = .name, count resumeCount: Int = 0
    ) throws(QueryParseError) -> Int? {
        var count = resumeCount
        if components.count > count { components.removeLast(components.count - count) }
        while components.count < count { components.append(KeyComponent(start: 0, end: 0, needsDecoding: false, appended: false)) }
        var mode = resumeMode
        // Whether the open `[`, if any, follows a plain component rather than a `]` (a split
        // resumed in `.bracket` mode resumes just after a plain component's `[`).
        var openedAfterName = resumeMode == .bracket
        var index = resumeAt ?? start
        var componentStart = index
        var needsDecoding = false

        func emit(_ stop: Int, bracket: Bool, resume: Int, resumeMode: Mode) throws(QueryParseError) {
            if count > maximumDepth {
                throw QueryParseError(
                    offset: start,
                    reason: "a name nested deeper than \(maximumDepth) levels (Limits.maximumDepth)")
            }
            let component = KeyComponent(
                start: Int32(componentStart), end: Int32(stop), needsDecoding: needsDecoding,
                appended: bracket && stop == componentStart, resumeMode: resumeMode, resume: Int32(resume))
            components.append(component)
            count += 1
            needsDecoding = false
        }

        while index < end {
            // Skip the plain bytes of a name or a bracketed name in one tight loop.
            if mode != .afterClose {
                while index < end && !isSpecial(bytes[index]) { index += 1 }
                if index == end { break }
            }
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
            case 0x25 where escaped, 0x80... where escaped: needsDecoding = true
            case 0x2B where escaped: needsDecoding = true
            default: break
            }
            switch (mode, token) {
            case (_, .other), (.bracket, .dot):
                if mode == .afterClose {
                    throw QueryParseError(offset: index, reason: "unexpected text after ']' in a name (expected '[' or the end of the name)")
                }
            case (.name, .open):
                try emit(index, bracket: false, resume: index + length, resumeMode: .bracket)
                openedAfterName = true
                mode = .bracket
                componentStart = index + length
            case (.name, .dot):
                try emit(index, bracket: false, resume: index + length, resumeMode: .name)
                componentStart = index + length
            case (.name, .close):
                // A `]` that closes nothing is a name character (`b]`), as in qs and PHP.
                if length == 3 { needsDecoding = true }
            case (.afterClose, .close):
                // `a[b]]`: PHP, Rack and qs all drop a `]` that follows a `]`.
                break
            case (.bracket, .open):
                throw QueryParseError(offset: index, reason: "unexpected '[' inside brackets in a name")
            case (.bracket, .close):
                try emit(index, bracket: true, resume: index + length, resumeMode: .afterClose)
                mode = .afterClose
            case (.afterClose, .open):
                openedAfterName = false
                mode = .bracket
                componentStart = index + length
            case (.afterClose, .dot):
                mode = .name
                componentStart = index + length
            }
            index += length
        }
        switch mode {
        case .name: try emit(end, bracket: false, resume: -1, resumeMode: .name)
        case .bracket:
            // A `[` that no `]` closes. After a plain component (`a[`, `a.b[c`), it and the
            // rest are characters of that component, as qs and Rack read `a[`; after a
            // `]` (`a[b][`) servers disagree.
            guard openedAfterName else {
                throw QueryParseError(offset: end, reason: "unclosed '[' after ']' in a name")
            }
            if count - 1 < resumeCount { return nil }
            count -= 1
            componentStart = Int(components[count].start)
            components.removeLast()
            needsDecoding = true  // the `[` may be escaped (`%5B`)
            try emit(end, bracket: false, resume: -1, resumeMode: .name)
        case .afterClose: break
        }
        return count
    }
}
