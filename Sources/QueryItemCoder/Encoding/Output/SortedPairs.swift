/// The order of `OutputFormatting.sortedPairs`, the canonical order of request signers: the
/// pairs sorted by their percent-encoded name, then by their percent-encoded value, in byte
/// order, each written in RFC 3986's strict form (every byte outside `A-Z a-z 0-9 - . _ ~`
/// as `%XX`, a space as `%20`). It is the order of AWS Signature Version 4's canonical query
/// string (botocore's `SigV4Auth._canonical_query_string_params`) and of OAuth 1.0's
/// normalized parameters (RFC 5849, section 3.4.1.3.2).
///
/// It sorts the final pairs, after every other setting has named and written them, so an
/// AWS list of ten members comes out `.1, .10, .2, …`, as SigV4 signs it, whatever
/// `.sortedKeys` says.
enum SortedPairs {
    /// One pair: its canonical name and value (the sort key and, for query output, what is
    /// written), and where its bytes were in the rendered output (for items, whose text is
    /// written unescaped).
    private struct Pair {
        var name: [UInt8]
        /// nil for a name without `=` (`nilEncodingStrategy = .keyOnly`).
        var value: [UInt8]?
        var index: Int
        var rawName: Range<Int>
        var rawValue: Range<Int>?
    }

    /// `rendered` with its pairs in signing order. `raw` is true for `[URLQueryItem]` output,
    /// whose names and values are unescaped and keep that form; every other output is
    /// written in the strict form.
    static func sorted(_ rendered: RenderedQuery, raw: Bool) -> RenderedQuery {
        var pairs = split(rendered, raw: raw)
        guard !pairs.isEmpty else { return rendered }
        pairs.sort(by: precedes)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rendered.bytes.count &+ rendered.bytes.count / 2)
        var spans: [PairSpan] = []
        let recordsSpans = !rendered.spans.isEmpty
        if recordsSpans { spans.reserveCapacity(pairs.count) }
        for (position, pair) in pairs.enumerated() {
            if position > 0 { bytes.append(0x26) }
            var span = PairSpan(start: bytes.count, separator: -1)
            if raw { bytes.append(contentsOf: rendered.bytes[pair.rawName]) } else { bytes.append(contentsOf: pair.name) }
            if let value = pair.value {
                span.separator = bytes.count
                bytes.append(0x3D)
                if raw, let rawValue = pair.rawValue {
                    bytes.append(contentsOf: rendered.bytes[rawValue])
                } else {
                    bytes.append(contentsOf: value)
                }
            }
            if recordsSpans { spans.append(span) }
        }
        return RenderedQuery(bytes: bytes, spans: spans)
    }

    /// Byte order of the names, then of the values (a name without a value first), then
    /// the order written, so that the sort is total and stable.
    private static func precedes(_ left: Pair, _ right: Pair) -> Bool {
        if left.name != right.name { return left.name.lexicographicallyPrecedes(right.name) }
        switch (left.value, right.value) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (.some(let x), .some(let y)) where x != y: return x.lexicographicallyPrecedes(y)
        default: return left.index < right.index
        }
    }

    /// The pairs of `rendered` with their canonical forms. Item output has recorded where
    /// each pair starts (its values may hold `&`); a query string is split at each `&`,
    /// which is never unescaped inside a name or value.
    private static func split(_ rendered: RenderedQuery, raw: Bool) -> [Pair] {
        let bytes = rendered.bytes
        var ranges: [(name: Range<Int>, value: Range<Int>?)] = []
        if !rendered.spans.isEmpty {
            for index in rendered.spans.indices {
                let span = rendered.spans[index]
                let end = index &+ 1 < rendered.spans.count ? rendered.spans[index &+ 1].start &- 1 : bytes.count
                if span.separator < 0 {
                    ranges.append((span.start..<end, nil))
                } else {
                    ranges.append((span.start..<span.separator, (span.separator &+ 1)..<end))
                }
            }
        } else if !bytes.isEmpty {
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: 0x26) ?? bytes.count
                if let equals = bytes[start..<end].firstIndex(of: 0x3D) {
                    ranges.append((start..<equals, (equals &+ 1)..<end))
                } else {
                    ranges.append((start..<end, nil))
                }
                start = end &+ 1
            }
        }
        var pairs: [Pair] = []
        pairs.reserveCapacity(ranges.count)
        for (index, range) in ranges.enumerated() {
            pairs.append(Pair(name: canonical(bytes[range.name], raw: raw), value: range.value.map { canonical(bytes[$0], raw: raw) },
                              index: index, rawName: range.name, rawValue: range.value))
        }
        return pairs
    }

    /// `bytes` in the strict form. Unescaped text (`raw`) has every byte outside the
    /// unreserved set escaped. Escaped text keeps its `%XX` (already upper-case) and escapes
    /// what the other settings leave raw: a `+` for a space becomes `%20`; literal brackets,
    /// the separators of delimited styles (`,`, `|`) and anything else become `%XX`.
    static func canonical(_ bytes: ArraySlice<UInt8>, raw: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes {
            if PercentEncoding.isUnreserved(byte) || (!raw && byte == 0x25) {
                output.append(byte)
            } else if !raw && byte == 0x2B {
                output.append(contentsOf: [0x25, 0x32, 0x30])
            } else {
                PercentEncoding.appendEscape(byte, to: &output)
            }
        }
        return output
    }
}
