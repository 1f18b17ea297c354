import Foundation

/// The finished forms of the output, and the canonical order of `.sortedKeys`.
extension EncodingState {
    func reportCommaConflict(path: [any CodingKey]) throws {
        throw EncodingError.invalidValue(",", EncodingError.Context(
            codingPath: path,
            debugDescription: "An element of a .commaSeparated array contains a comma, which unescaped URLQueryItem values cannot tell from a separator. Use encodeQuery(_:) or encodePercentEncodedQueryItems(_:), which write it as %2C."))
    }

    /// Whether the pairs still need the whole-output sort (see `KeySegments`).
    private var sortsAtTheEnd: Bool { sortsKeys && needsGlobalSort }

    /// Finds every pair's bounds again, for the whole-output sort of a query (in a query, `&`
    /// and `=` inside names and values are always escaped).
    private func findSpans() {
        guard !recordsSpans else { return }
        spans.removeAll(keepingCapacity: true)
        output.withUnsafeBufferPointer { bytes in
            var start = 0
            while start <= bytes.count && !bytes.isEmpty {
                var end = start
                var separator = -1
                while end < bytes.count && bytes[end] != 0x26 {
                    if bytes[end] == 0x3D && separator < 0 { separator = end }
                    end += 1
                }
                spans.append(PairSpan(start: start, separator: separator))
                start = end + 1
            }
        }
    }

    func makeString() -> String {
        if sortsAtTheEnd { return String(decoding: sortedOutput(), as: UTF8.self) }
        return output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    func makeData() -> Data {
        sortsAtTheEnd ? Data(sortedOutput()) : output.withUnsafeBufferPointer { Data(buffer: $0) }
    }

    /// One item per pair, in output order (sorted under `.sortedKeys`).
    func makeQueryItems() -> [URLQueryItem] {
        let order = sortsAtTheEnd ? sortedPairOrder() : Array(spans.indices)
        var items: [URLQueryItem] = []
        items.reserveCapacity(spans.count)
        output.withUnsafeBufferPointer { bytes in
            for index in order {
                let span = spans[index]
                let end = pairEnd(index)
                if span.separator < 0 {
                    items.append(URLQueryItem(name: text(bytes, span.start, end), value: nil))
                } else {
                    items.append(URLQueryItem(name: text(bytes, span.start, span.separator),
                                              value: text(bytes, span.separator + 1, end)))
                }
            }
        }
        return items
    }

    private func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The end of pair `index` (exclusive): the `&` before the next pair, or the end.
    private func pairEnd(_ index: Int) -> Int {
        index + 1 < spans.count ? spans[index + 1].start - 1 : output.count
    }

    private func sortedOutput() -> [UInt8] {
        findSpans()
        var result: [UInt8] = []
        result.reserveCapacity(output.count)
        let order = sortedPairOrder()
        output.withUnsafeBufferPointer { bytes in
            for (position, index) in order.enumerated() {
                if position > 0 { result.append(0x26) }
                result.append(contentsOf: bytes[spans[index].start..<pairEnd(index)])
            }
        }
        return result
    }

    /// The pairs in canonical order: names compared component by component (`a`, `[b]`,
    /// `.c`), each by its escaped bytes, except that two components made only of digits
    /// compare as numbers (`a[2]` before `a[10]`). Equal names keep their order, so the
    /// elements of an array are never reordered. Each name is split once, into one flat
    /// array of component ranges shared by all pairs.
    func sortedPairOrder() -> [Int] {
        // The components of every name, split once: pair i's are components[first[i]..<first[i + 1]].
        var components: [Range<Int>] = []
        var first: [Int] = []
        components.reserveCapacity(spans.count * 3)
        first.reserveCapacity(spans.count + 1)
        output.withUnsafeBufferPointer { bytes in
            for index in spans.indices {
                first.append(components.count)
                let span = spans[index]
                var cursor = NameCursor(position: span.start, end: span.separator >= 0 ? span.separator : pairEnd(index))
                while let component = cursor.next(in: bytes, literalBrackets: literalBrackets, dots: usesDots) {
                    components.append(component)
                }
            }
        }
        first.append(components.count)
        return output.withUnsafeBufferPointer { bytes in
            components.withUnsafeBufferPointer { components in
                spans.indices.sorted { left, right in
                    var a = first[left]
                    var b = first[right]
                    let aEnd = first[left + 1]
                    let bEnd = first[right + 1]
                    while a < aEnd && b < bEnd {
                        let order = Self.compareComponent(components[a], components[b], in: bytes)
                        if order != 0 { return order < 0 }
                        a += 1
                        b += 1
                    }
                    if a < aEnd || b < bEnd { return a == aEnd }  // a name that is a prefix comes first
                    return left < right                          // equal names keep their order
                }
            }
        }
    }

    static func compareComponent(_ a: Range<Int>, _ b: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let left = UnsafeBufferPointer(rebasing: bytes[a])
        let right = UnsafeBufferPointer(rebasing: bytes[b])
        if left.count != right.count, !left.isEmpty, !right.isEmpty, left.allSatisfy(Self.isDigit), right.allSatisfy(Self.isDigit) {
            return left.count < right.count ? -1 : 1  // numbers without leading zeros: the shorter is smaller
        }
        for (x, y) in zip(left, right) where x != y { return x < y ? -1 : 1 }
        return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

/// Walks the components of an escaped name: `a`, then each `[b]` or `.c`.
private struct NameCursor {
    var position: Int
    let end: Int
    var started = false

    init(position: Int, end: Int) {
        self.position = position
        self.end = end
    }

    /// The next component, without its delimiters, or `nil` at the end of the name.
    mutating func next(in bytes: UnsafeBufferPointer<UInt8>, literalBrackets: Bool, dots: Bool) -> Range<Int>? {
        if started {
            guard position < end else { return nil }
            if let length = openBracketLength(at: position, bytes, literalBrackets) {
                position += length
                let start = position
                while position < end, closeBracketLength(at: position, bytes, literalBrackets) == nil { step(bytes) }
                let component = start..<position
                if position < end { position += closeBracketLength(at: position, bytes, literalBrackets) ?? 0 }
                return component
            }
            if dots && bytes[position] == 0x2E { position += 1 }
        }
        started = true
        let start = position
        while position < end, openBracketLength(at: position, bytes, literalBrackets) == nil, !(dots && bytes[position] == 0x2E) {
            step(bytes)
        }
        return start..<position
    }

    /// Moves past one byte, or past a whole escape so that `%25` then `5B` is not read as `%5B`.
    private mutating func step(_ bytes: UnsafeBufferPointer<UInt8>) {
        position += bytes[position] == 0x25 ? Swift.min(3, end - position) : 1
    }

    private func openBracketLength(at index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ literal: Bool) -> Int? {
        if literal { return bytes[index] == 0x5B ? 1 : nil }
        return index + 2 < end && bytes[index] == 0x25 && bytes[index + 1] == 0x35 && bytes[index + 2] == 0x42 ? 3 : nil
    }

    private func closeBracketLength(at index: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ literal: Bool) -> Int? {
        if literal { return bytes[index] == 0x5D ? 1 : nil }
        return index + 2 < end && bytes[index] == 0x25 && bytes[index + 1] == 0x35 && bytes[index + 2] == 0x44 ? 3 : nil
    }
}
