/// Empty containers made through the nested container APIs, under
/// `emptyCollectionEncodingStrategy = .emptyValue`.
///
/// A value's own `encode(to:)` has an end, where an empty object or array gets its `name=`
/// (`encodeValue`); a container from `nestedContainer(keyedBy:forKey:)`,
/// `nestedUnkeyedContainer()` or `superEncoder()` has none. So such a container remembers
/// where the output stood when it was made, and when the value that holds it is done, each
/// one under whose name no pair was written gets its `name=` inserted there.
extension EncodingState {
    func noteMadeThroughAPI(_ frame: UnsafeMutablePointer<ValueFrame>) {
        guard frame.pointee.isThroughAPI, case .emptyValue = options.emptyCollectionEncodingStrategy else { return }
        if aggregate != .none { closeAggregate() }  // so that nothing of an earlier pair follows
        frame.pointee.madeThroughAPIAt = output.count
    }

    /// Writes `name=` for every empty container made through the APIs in frames above `frame`.
    func writeEmptyContainersMadeThroughAPI(above frame: Int) {
        if aggregate != .none { closeAggregate() }
        // Latest first: an inner container's `name=` makes the container around it non-empty,
        // and insertions further on leave earlier offsets as they are.
        let candidates = ((frame + 1)..<frames.count).filter { frames.pointer($0).pointee.madeThroughAPIAt >= 0 }
            .sorted { (frames.pointer($0).pointee.madeThroughAPIAt, $0) > (frames.pointer($1).pointee.madeThroughAPIAt, $1) }
        for index in candidates {
            let value = frames.pointer(index).pointee
            guard value.madeContainer == .keyed || value.madeContainer == .unkeyed,
                  !hasPairs(named: value.containerPrefix, after: value.madeThroughAPIAt) else { continue }
            var marker: [UInt8] = prefixes.withUnsafeBufferPointer { Array($0[value.containerPrefix.range]) }
            marker.append(0x3D)
            if value.madeContainer == .unkeyed, case .json = arrayStyle {
                marker.append(contentsOf: raw ? [0x5B, 0x5D] : [0x25, 0x35, 0x42, 0x25, 0x35, 0x44])
            }
            insertPair(marker, nameLength: value.containerPrefix.end - value.containerPrefix.start, at: value.madeThroughAPIAt)
        }
    }

    /// Whether a pair whose name is `prefix`, or starts with `prefix` and a nesting
    /// delimiter, begins at or after `offset`.
    private func hasPairs(named prefix: PrefixSpan, after offset: Int) -> Bool {
        prefixes.withUnsafeBufferPointer { prefixBytes in
            output.withUnsafeBufferPointer { bytes in
                let name = UnsafeBufferPointer(rebasing: prefixBytes[prefix.range])
                func matches(at start: Int) -> Bool {
                    guard start + name.count <= bytes.count,
                          UnsafeBufferPointer(rebasing: bytes[start..<(start + name.count)]).elementsEqual(name) else { return false }
                    let next = start + name.count
                    if next == bytes.count { return true }
                    switch bytes[next] {
                    case 0x3D, 0x26, 0x5B, 0x2E: return true  // `=`, `&` (a bare name), `[`, `.`
                    case 0x25: return next + 2 < bytes.count && bytes[next + 1] == 0x35 && bytes[next + 2] == 0x42  // `%5B`
                    default: return false
                    }
                }
                if recordsSpans { return spans.contains { $0.start >= offset && matches(at: $0.start) } }
                // In a query, `&` inside names and values is escaped: every `&` starts a pair.
                var start = offset
                while start < bytes.count {
                    if bytes[start] == 0x26 { start += 1 }
                    if matches(at: start) { return true }
                    while start < bytes.count && bytes[start] != 0x26 { start += 1 }
                }
                return false
            }
        }
    }

    /// Inserts a pair at a pair boundary of the output, with its `&`.
    private func insertPair(_ pair: [UInt8], nameLength: Int, at offset: Int) {
        let tail = output.withUnsafeBufferPointer { Array($0[offset...]) }
        output.truncate(to: offset)
        let separatorBefore = offset > 0
        if separatorBefore { output.append(0x26) }
        let start = output.count
        pair.withUnsafeBufferPointer { output.append($0) }
        let inserted = output.count - offset + (tail.isEmpty || separatorBefore ? 0 : 1)
        if !tail.isEmpty && !separatorBefore { output.append(0x26) }
        tail.withUnsafeBufferPointer { output.append($0) }
        pairCount += 1
        if recordsSpans {
            let position = spans.firstIndex { $0.start >= offset } ?? spans.count
            for index in position..<spans.count {
                spans[index].start += inserted
                if spans[index].separator >= 0 { spans[index].separator += inserted }
            }
            spans.insert(PairSpan(start: start, separator: start + nameLength), at: position)
        }
    }
}
