import Foundation

/// Where a value that is not yet known to be a scalar or a container will go.
enum ValueSlot {
    /// The root: only a keyed container may be written here.
    case root
    /// A value named by a complete prefix (`a%5Bb%5D`): a scalar is written under that
    /// name, a container's children extend it.
    case named(PrefixSpan)
    /// Element `index` of the array named `array`, whose value has frame `arrayFrame`.
    case element(array: PrefixSpan, index: Int, arrayFrame: Int)
}

/// Names of array elements, and `nil`, under the array and nil strategies.
extension EncodingState {
    /// Writes what comes before a scalar element of the array `array`: the pair's name and
    /// `=`, or the separator inside a `.commaSeparated` or `.jsonArray` value.
    ///
    /// - Parameter quoted: whether a `.jsonArray` element gets quotes (every value but `null`).
    func beginElement(array: PrefixSpan, index: Int, arrayFrame: Int, quoted: Bool = true) {
        switch arrayStyle {
        case .brackets:
            let frame = frames.pointer(arrayFrame)
            if frame.pointee.elementsIndexed {
                // An array that holds objects or arrays: every element by its index.
                beginPair()
                appendPrefix(array)
                appendIndexComponent(index, to: output)
                beginValue()
                return
            }
            if frame.pointee.appendedElementsStart < 0 { frame.pointee.appendedElementsStart = output.count }
            beginPair()
            appendPrefix(array)
            appendEmptyBrackets(to: output)
            beginValue()
        case .indexed:
            beginPair()
            appendPrefix(array)
            appendIndexComponent(index, to: output)
            beginValue()
        case .repeated:
            beginPair()
            appendPrefix(array)
            beginValue()
        case .custom:
            guard case .custom(let name) = options.arrayEncodingStrategy else { return }
            beginPair()
            appendEscapedName(name(ownName(array), index))
            beginValue()
        case .comma:
            if index == 0 || aggregate != .comma {
                beginPair()
                appendPrefix(array)
                beginValue()
                aggregate = .comma
            } else {
                output.append(0x2C)
            }
        case .json:
            if index == 0 || aggregate != .json {
                beginPair()
                appendPrefix(array)
                beginValue()
                appendStructural(0x5B)
                aggregate = .json
            } else {
                appendStructural(0x2C)
            }
            if quoted {
                appendStructural(0x22)
                inJSONElement = true
            }
        }
    }

    /// Closes the quotes of a `.jsonArray` element.
    @inline(__always)
    func endElement() {
        if inJSONElement {
            inJSONElement = false
            appendStructural(0x22)
        }
    }

    /// Whether the array style writes all elements into one value, so that an element that is
    /// itself an object or an array cannot be written.
    var arraysAreOneValue: Bool {
        switch arrayStyle {
        case .repeated, .comma, .json: return true
        case .brackets, .indexed, .custom: return false
        }
    }

    /// The prefix for element `index` of `array` when that element is an object or an array:
    /// `array[index]` in every style that can carry it.
    ///
    /// - Parameter path: the element's coding path (its index last), for the error.
    func elementContainerPrefix(array: PrefixSpan, index: Int, arrayFrame: Int, path: @autoclosure () -> [any CodingKey]) throws -> PrefixSpan {
        if case .custom(let name) = options.arrayEncodingStrategy {
            let start = prefixes.count
            let elementName = name(ownName(array), index)
            appendEscapedName(elementName, to: prefixes)
            return PrefixSpan(start: start, end: prefixes.count)
        }
        guard !arraysAreOneValue else {
            throw EncodingError.invalidValue(index, EncodingError.Context(
                codingPath: path(),
                debugDescription: "URLQueryItemEncoder.ArrayEncodingStrategy.\(options.arrayEncodingStrategy) cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."))
        }
        if case .brackets = arrayStyle { indexElements(ofArrayIn: arrayFrame, named: array) }
        let start = beginPrefix(extending: array)
        appendIndexComponent(index, to: prefixes)
        return PrefixSpan(start: start, end: prefixes.count)
    }

    /// Writes `nil` for the name `writeName` writes, as the nil strategy says.
    func appendNil(writeName: () throws -> Void) rethrows {
        switch options.nilEncodingStrategy {
        case .omit:
            return
        case .emptyValue:
            try writeName()
            beginValue()
        case .keyOnly:
            try writeName()
        case .null:
            try writeName()
            beginValue()
            appendNull()
        }
    }

    /// Writes a nil element of an array. `.omit` would shift the elements after it, so it throws.
    ///
    /// - Parameter path: the element's coding path (its index last), for the error.
    func appendNilElement(array: PrefixSpan, index: Int, arrayFrame: Int, path: @autoclosure () -> [any CodingKey]) throws {
        switch options.nilEncodingStrategy {
        case .omit:
            throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                codingPath: path(),
                debugDescription: "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first."))
        case .emptyValue:
            beginElement(array: array, index: index, arrayFrame: arrayFrame)
            endElement()
        case .keyOnly:
            switch arrayStyle {
            case .comma:
                throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                    codingPath: path(),
                    debugDescription: "A nil element of a .commaSeparated array has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .emptyValue or .null."))
            case .json:
                beginElement(array: array, index: index, arrayFrame: arrayFrame, quoted: false)
                appendNull()
            default:
                // The element's name without `=`: take back the `=` that beginElement wrote.
                beginElement(array: array, index: index, arrayFrame: arrayFrame)
                output.removeLast(1)
                if recordsSpans { spans[spans.count - 1].separator = -1 }
            }
        case .null:
            beginElement(array: array, index: index, arrayFrame: arrayFrame, quoted: false)
            appendNull()
        }
    }

    @inline(__always)
    func appendNull() {
        output.append(0x6E, 0x75, 0x6C)
        output.append(0x6C)
    }

    /// The unescaped text of a name this state wrote (for `.custom` array names).
    func ownName(_ span: PrefixSpan) -> String {
        let bytes = prefixes.withUnsafeBufferPointer { Array($0[span.range]) }
        if raw { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte == 0x2B && spaceAsPlus ? 0x20 : byte)
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }

    /// Appends a name given as text (a `.custom` array name): escaped, with its brackets
    /// written as the structural brackets are.
    func appendEscapedName(_ name: String) {
        appendEscapedName(name, to: output)
    }

    func appendEscapedName(_ name: String, to buffer: ByteBuffer) {
        if raw { buffer.append(contentsOf: name.utf8); return }
        for byte in name.utf8 {
            if byte == 0x5B { appendOpenBracket(to: buffer) }
            else if byte == 0x5D { appendCloseBracket(to: buffer) }
            else if PercentEncoding.isUnreserved(byte) { buffer.append(byte) }
            else if byte == 0x20 && spaceAsPlus { buffer.append(0x2B) }
            else { PercentEncoding.appendEscape(byte, to: buffer) }
        }
    }
}

/// Arrays that hold objects or arrays beside scalars, under `.brackets`.
extension EncodingState {
    /// Switches the array of `arrayFrame` to indices, because an element that is an object
    /// or an array needs one (`a[1][b]`), and no parser can line up `a[]` and `a[1]`
    /// elements: the elements it wrote as `a[]` so far are rewritten as `a[0]`, `a[1]`… (they
    /// are the last pairs of the output: nothing else was written since), and the elements
    /// after it are written with indices too.
    func indexElements(ofArrayIn arrayFrame: Int, named array: PrefixSpan) {
        let frame = frames.pointer(arrayFrame)
        defer { frame.pointee.elementsIndexed = true }
        let regionStart = frame.pointee.appendedElementsStart
        guard !frame.pointee.elementsIndexed, regionStart >= 0 else { return }
        frame.pointee.appendedElementsStart = -1
        // Each pair is `[&]prefix[]` followed by `=value` or nothing (a bare name).
        let nameLength = (array.end - array.start) + (literalBrackets ? 2 : 6)
        let old = output.withUnsafeBufferPointer { Array($0[regionStart...]) }
        var pairs: [Range<Int>] = []  // the part after the name, in `old`
        if recordsSpans {
            let first = spans.firstIndex { $0.start >= regionStart } ?? spans.count
            for index in first..<spans.count {
                let nameEnd = spans[index].start + nameLength
                let end = index + 1 < spans.count ? spans[index + 1].start - 1 : output.count
                pairs.append((nameEnd - regionStart)..<(end - regionStart))
            }
            spans.removeSubrange(first...)
        } else {
            var position = 0
            while position < old.count {
                if old[position] == 0x26 { position += 1 }
                let nameEnd = position + nameLength
                var end = nameEnd
                while end < old.count && old[end] != 0x26 { end += 1 }
                pairs.append(nameEnd..<end)
                position = end
            }
        }
        output.truncate(to: regionStart)
        pairCount -= pairs.count
        for (index, rest) in pairs.enumerated() {
            beginPair()
            appendPrefix(array)
            appendIndexComponent(index, to: output)
            if !rest.isEmpty {
                beginValue()
                old.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[(rest.lowerBound + 1)..<rest.upperBound])) }
            }
        }
    }
}
