import Foundation

/// The finished forms of the output, and the canonical order of `.sortedKeys`.
extension EncodingState {
    func reportCommaConflict(path: [any CodingKey]) throws {
        throw EncodingError.invalidValue(",", EncodingError.Context(
            codingPath: path,
            debugDescription: "An element of a .commaSeparated array contains a comma, which unescaped URLQueryItem values cannot tell from a separator. Use encodeQuery(_:) or encodePercentEncodedQueryItems(_:), which write it as %2C."))
    }

    func makeString() -> String {
        if sortsKeys { return String(decoding: sortedOutput(), as: UTF8.self) }
        return output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    func makeData() -> Data {
        sortsKeys ? Data(sortedOutput()) : output.withUnsafeBufferPointer { Data(buffer: $0) }
    }

    /// One item per pair, in output order (sorted under `.sortedKeys`).
    func makeQueryItems() -> [URLQueryItem] {
        let order = sortsKeys ? sortedPairOrder() : Array(spans.indices)
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
    /// elements of an array are never reordered.
    func sortedPairOrder() -> [Int] {
        let components = spans.indices.map { nameComponents(of: $0) }
        return output.withUnsafeBufferPointer { bytes in
            spans.indices.sorted { left, right in
                let order = compare(components[left], components[right], in: bytes)
                return order != 0 ? order < 0 : left < right
            }
        }
    }

    /// The components of the name of pair `index`, as byte ranges without their delimiters.
    private func nameComponents(of index: Int) -> [Range<Int>] {
        let span = spans[index]
        let end = span.separator >= 0 ? span.separator : pairEnd(index)
        var ranges: [Range<Int>] = []
        var start = span.start
        var position = span.start
        let openBracket: [UInt8] = literalBrackets ? [0x5B] : [0x25, 0x35, 0x42]
        let closeBracket: [UInt8] = literalBrackets ? [0x5D] : [0x25, 0x35, 0x44]
        func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
            guard index + delimiter.count <= end else { return false }
            for offset in delimiter.indices where output[index + offset] != delimiter[offset] { return false }
            return true
        }
        while position < end {
            if matches(openBracket, at: position) || (usesDots && output[position] == 0x2E) {
                if position > start || ranges.isEmpty { ranges.append(start..<position) }
                position += output[position] == 0x2E ? 1 : openBracket.count
                start = position
            } else if matches(closeBracket, at: position) {
                ranges.append(start..<position)
                position += closeBracket.count
                start = position
            } else {
                // Skip a whole escape, so that `%25` followed by `5B` is not read as `%5B`.
                position += output[position] == 0x25 ? 3 : 1
            }
        }
        if start < end || ranges.isEmpty { ranges.append(start..<min(end, max(start, end))) }
        return ranges
    }

    private func compare(_ left: [Range<Int>], _ right: [Range<Int>], in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        for (a, b) in zip(left, right) {
            let order = compareComponent(a, b, in: bytes)
            if order != 0 { return order }
        }
        return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
    }

    private func compareComponent(_ a: Range<Int>, _ b: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let left = UnsafeBufferPointer(rebasing: bytes[a])
        let right = UnsafeBufferPointer(rebasing: bytes[b])
        if !left.isEmpty, !right.isEmpty, left.allSatisfy(isDigit), right.allSatisfy(isDigit), left.count != right.count {
            return left.count < right.count ? -1 : 1  // numbers without leading zeros: the shorter is smaller
        }
        for (x, y) in zip(left, right) where x != y { return x < y ? -1 : 1 }
        return left.count < right.count ? -1 : left.count > right.count ? 1 : 0
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
