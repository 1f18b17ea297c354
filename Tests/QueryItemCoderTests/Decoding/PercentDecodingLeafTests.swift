@testable import QueryItemCoder
import XCTest

/// The percent-decoder and encoder read eight bytes at a time (ARCHITECTURE.md's ledger):
/// each is checked here against a plain version, one byte at a time, kept in this file.
final class PercentDecodingLeafTests: XCTestCase {
    /// What the plain decoder gives: the bytes and whether one is above 0x7F, or the offset
    /// and kind of the first malformed escape.
    enum Plain: Equatable {
        case decoded([UInt8], nonASCII: Bool)
        case invalid(offset: Int)
        case incomplete(offset: Int)
    }

    /// The plain reference: one byte at a time, a `switch` for the hex digits.
    static func plainDecode(_ bytes: [UInt8], plusIsSpace: Bool, lenient: Bool) -> Plain {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 0x30...0x39: byte - 0x30
            case 0x41...0x46: byte - 0x37
            case 0x61...0x66: byte - 0x57
            default: nil
            }
        }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 {
                if index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) {
                    out.append(high << 4 | low)
                    index += 3
                    continue
                }
                if !lenient { return index + 2 < bytes.count ? .invalid(offset: index) : .incomplete(offset: index) }
                out.append(byte)
            } else if byte == 0x2B && plusIsSpace {
                out.append(0x20)
            } else {
                out.append(byte)
            }
            index += 1
        }
        return .decoded(out, nonASCII: out.contains { $0 >= 0x80 })
    }

    /// The leaf's answer in the reference's terms (`base` 1000, so that offsets are checked
    /// to be the input's).
    static func leafDecode(_ bytes: [UInt8], plusIsSpace: Bool, lenient: Bool) -> Plain {
        let slice = bytes[...]
        do {
            let (decoded, nonASCII) = try PercentDecoding.decode(slice.span, base: 1000, plusIsSpace: plusIsSpace, lenient: lenient)
            return .decoded(Array(decoded), nonASCII: nonASCII)
        } catch {
            let offset = error.offset - 1000
            return error.reason.hasPrefix("incomplete") ? .incomplete(offset: offset) : .invalid(offset: offset)
        }
    }

    private func assertAgrees(_ bytes: [UInt8], _ message: @autoclosure () -> String = "", line: UInt = #line) {
        for plusIsSpace in [false, true] {
            for lenient in [false, true] {
                let leaf = Self.leafDecode(bytes, plusIsSpace: plusIsSpace, lenient: lenient)
                let plain = Self.plainDecode(bytes, plusIsSpace: plusIsSpace, lenient: lenient)
                XCTAssertEqual(leaf, plain, "\(message()) \(bytes) plus \(plusIsSpace) lenient \(lenient)", line: line)
            }
            let slice = bytes[...]
            let special = PercentDecoding.firstSpecial(slice.span, plusIsSpace: plusIsSpace)
            let plainSpecial = bytes.firstIndex { $0 == 0x25 || ($0 == 0x2B && plusIsSpace) || $0 >= 0x80 } ?? bytes.count
            XCTAssertEqual(special, plainSpecial, "firstSpecial \(message()) \(bytes)", line: line)
        }
    }

    /// Each escape form, with its exact result (`plusIsSpace`, not lenient, then lenient).
    func testEscapeForms() {
        let rows: [(input: String, strict: String?, lenient: String)] = [
            ("%41", "A", "A"),
            ("%4a", "J", "J"),  // lower-case hex digit
            ("%4A", "J", "J"),  // upper-case hex digit
            ("%", nil, "%"),  // a lone `%`: incomplete, kept as text when lenient
            ("%4", nil, "%4"),  // one digit at the end: incomplete
            ("%ZZ", nil, "%ZZ"),  // not hex: invalid
            ("%4G", nil, "%4G"),  // second digit not hex
            ("%G4", nil, "%G4"),  // first digit not hex
            ("+", " ", " "),  // a space in a query or form body
            ("a+b%20c", "a b c", "a b c"),
            ("%2B", "+", "+"),  // an escaped plus is a plus
            ("%25", "%", "%"),  // an escaped percent sign is not decoded again
            ("%2525", "%25", "%25"),
            ("100%", nil, "100%"),  // `%` as the last byte
            ("%%41", nil, "%A"),  // lenient: the first `%` kept, the escape after it read
            ("a+*+b", "a * b", "a * b"),  // `*` (0x2A) beside `+` in one word: only the `+`s are spaces
            ("abcdef+*", "abcdef *", "abcdef *"),  // the same at a word's end
            ("%+1", nil, "% 1"),  // a `+` as a digit: invalid; lenient, the `%` kept and the `+` a space
            ("abcde%2+", nil, "abcde%2 "),  // the same at a word's end
            ("%C3%A9", "é", "é"),
            ("%e6%9d%b1", "東", "東"),
            ("", "", ""),
        ]
        for row in rows {
            let bytes = Array(row.input.utf8)
            if let strict = row.strict {
                let expected = Array(strict.utf8)
                XCTAssertEqual(Self.leafDecode(bytes, plusIsSpace: true, lenient: false), .decoded(expected, nonASCII: expected.contains { $0 >= 0x80 }), row.input)
            } else {
                switch Self.leafDecode(bytes, plusIsSpace: true, lenient: false) {
                case .decoded(let out, _): XCTFail("\(row.input) decodes to \(out) instead of throwing")
                case .invalid, .incomplete: break
                }
            }
            let lenient = Array(row.lenient.utf8)
            XCTAssertEqual(Self.leafDecode(bytes, plusIsSpace: true, lenient: true), .decoded(lenient, nonASCII: lenient.contains { $0 >= 0x80 }), row.input)
            assertAgrees(bytes, row.input)
        }
    }

    /// Every byte value alone and at the offsets of a 24-byte value that matter (first and
    /// last byte of a word, first of the next, the tail), and as an escape's digit where the
    /// escape ends in a word, across its end and in the tail.
    func testEveryByteAtEveryOffset() {
        for byte in 0...255 {
            let value = UInt8(byte)
            assertAgrees([value])
            for offset in [0, 3, 7, 8, 9, 15, 16, 23] {
                var bytes = [UInt8](repeating: 0x61, count: 24)
                bytes[offset] = value
                assertAgrees(bytes, "byte \(byte) at \(offset)")
            }
            // As an escape's digit, at every offset of a word.
            for offset in [0, 5, 6, 7, 8] {
                let prefix = [UInt8](repeating: 0x62, count: offset)
                assertAgrees(prefix + [0x25, value, 0x41] + prefix, "%\(byte)A at \(offset)")
                assertAgrees(prefix + [0x25, 0x41, value] + prefix, "%A\(byte) at \(offset)")
            }
        }
    }

    /// Runs of plain bytes of every length to 40 before and after an escape, so that each
    /// escape form starts and ends at every position of a word and of the tail.
    func testRunsAcrossWordBoundaries() {
        let escapes = ["%41", "%4a", "%", "%4", "%ZZ", "+", "%C3%A9", "%FF", "\u{E9}"]
        for escape in escapes {
            for before in 0...40 {
                for after in [0, 1, 7, 8, 9, 15, 16, 17] {
                    let bytes = Array(String(repeating: "x", count: before).utf8) + Array(escape.utf8)
                        + Array(String(repeating: "y", count: after).utf8)
                    assertAgrees(bytes, "\(before) + \(escape) + \(after)")
                }
            }
        }
    }

    /// Seeded random values from an alphabet that makes escapes, broken escapes, `+` and
    /// bytes above 0x7F common, every length to 300.
    func testRandomValuesAgreeWithThePlainDecoder() {
        let alphabet: [UInt8] = Array("%%%+++0123456789abcdefABCDEFgGzZ &=;(),.-_~".utf8) + [0x80, 0xC3, 0xA9, 0xE6, 0xFF, 0x00, 0x7F]
        var generator = SplitMix64(seed: 0x39_DEC0DE)
        for length in 0...300 {
            for _ in 0..<2 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                assertAgrees(bytes, "length \(length)")
            }
        }
        for length in 0...300 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            assertAgrees(bytes, "random bytes, length \(length)")
        }
    }

    /// Dense escapes (prose has one every three or four bytes, so the word loop stops at a
    /// `%` in most words): a run of valid escapes with a broken one at every place of it,
    /// after plain prefixes that move the run across words and the value's end.
    func testDenseEscapesWithABrokenOneAnywhere() {
        let broken = ["%", "%4", "%ZZ", "%4G", "%G4", "%%41", "%+1"]
        for count in [2, 3, 16, 22, 30] {
            for prefix in [0, 1, 6, 7] {
                let plain = Array(String(repeating: "x", count: prefix).utf8)
                let escapes = Array(String(repeating: "%41+", count: count).utf8)
                // Valid throughout, and cut at every length: a `%` as the last byte, the
                // second to last, one digit at the end.
                let whole = plain + escapes
                for length in 0...whole.count { assertAgrees(Array(whole[..<length]), "dense cut at \(length)") }
                for defect in broken {
                    for place in stride(from: 0, through: escapes.count, by: 4) {
                        let bytes = plain + escapes[..<place] + Array(defect.utf8) + escapes[place...]
                        assertAgrees(Array(bytes), "dense \(count), prefix \(prefix), \(defect) at \(place)")
                        // The broken escape as the last bytes of the value (its `%` at the end or two before it).
                        assertAgrees(Array(plain + escapes[..<place] + Array(defect.utf8)), "dense ending \(defect) at \(place)")
                    }
                }
            }
        }
    }

    /// An escape or a broken one at every offset from 0 to 140 (its digits across every word
    /// end, and across the 64-byte ends a block decoder would have; one was tried, NOTES), in
    /// plain text, in a dense run, and with the value ending at its last byte or two after it.
    func testEscapesAtEveryOffset() {
        let escapes = ["%41", "%%41", "%4", "%", "%ZZ", "%2B%25", "+%41"]
        let dense = Array(String(repeating: "%41b", count: 40).utf8)
        for escape in escapes.map({ Array($0.utf8) }) {
            for place in 0...140 {
                // Plain around the escape: the digits at offsets 63-66, 127-130 cross a block.
                let plain = [UInt8](repeating: 0x61, count: place) + escape
                assertAgrees(plain + [UInt8](repeating: 0x62, count: 80), "plain, \(escape) at \(place)")
                // The escape as the value's last bytes (its `%` at the end or two before it).
                assertAgrees(plain, "ending, \(escape) at \(place)")
                // Dense escapes before and after, so the blocks start at shifted offsets.
                assertAgrees(Array(dense[..<place]) + escape + dense, "dense, \(escape) at \(place)")
            }
        }
    }

    /// Seeded random values of runs of valid escapes (`%41`, `%c3%a9`, `+`) between plain
    /// runs of 0 to 150 bytes, now and then a broken escape: escapes split across words and
    /// long plain runs copied a word at a time, meeting at every place.
    func testDenseAndPlainRunsAgreeWithThePlainDecoder() {
        let pieces = ["%41", "%c3%a9", "%2B", "%25", "+", "a", "%e6%9d%b1", "%20"].map { Array($0.utf8) }
        let broken = ["%", "%4", "%ZZ", "%%41", "%4\u{E9}"].map { Array($0.utf8) }
        var generator = SplitMix64(seed: 0x39_DE45E)
        for round in 0..<600 {
            var bytes: [UInt8] = []
            let length = Int(generator.next() % 600)
            while bytes.count < length {
                for _ in 0..<Int(generator.next() % 40) { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
                bytes += [UInt8](repeating: 0x62, count: Int(generator.next() % 150))
                if round % 3 == 0 && generator.next() % 4 == 0 { bytes += broken[Int(generator.next() % UInt64(broken.count))] }
            }
            assertAgrees(bytes, "dense and plain runs, round \(round)")
        }
    }

    /// `ByteSearch.equal` against a plain comparison for every byte in every lane, the
    /// other lanes all the pattern byte, one below it, or zero (where a borrow from a lane
    /// below would make `matches` report a byte one below the pattern).
    func testEqualMarksExactlyThePatternBytes() {
        for pattern: UInt8 in [0x25, 0x2B] {
            for fill in [pattern, pattern - 1, 0] {
                for byte in 0...255 {
                    for lane in 0..<8 {
                        var bytes = [UInt8](repeating: fill, count: 8)
                        bytes[lane] = UInt8(byte)
                        let expected = bytes.enumerated().reduce(UInt64(0)) { mask, element in
                            element.element == pattern ? mask | 0x80 << (8 * UInt64(element.offset)) : mask
                        }
                        let slice = bytes[...]
                        let word = ByteSearch.word(slice.span, at: 0)
                        XCTAssertEqual(ByteSearch.equal(word, ByteSearch.ones &* UInt64(pattern)), expected, "\(bytes)")
                    }
                }
            }
        }
    }

    /// The plain UTF-8 check: the standard library's parser, a scalar at a time.
    static func plainFirstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    /// `firstInvalidUTF8` (ASCII passed over a word at a time) against the standard
    /// library's repair, over invalid sequences at every offset of a word and random bytes.
    func testFirstInvalidUTF8AgreesWithTheStandardLibrary() {
        let sequences: [[UInt8]] = [
            [0xE9], [0xC3, 0xA9], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF0, 0x9F, 0x98, 0x80], [0xF0, 0x9F, 0x98], [0xE6, 0x9D, 0xB1], [0xE6, 0x9D], [0x80], [0xFF],
        ]
        for sequence in sequences {
            for offset in 0..<20 {
                let bytes = [UInt8](repeating: 0x61, count: offset) + sequence + [UInt8](repeating: 0x62, count: 20 - offset)
                XCTAssertEqual(PercentDecoding.firstInvalidUTF8(bytes[...]), Self.plainFirstInvalidUTF8(bytes), "\(sequence) at \(offset)")
            }
        }
        var generator = SplitMix64(seed: 0x0_7F8_0C3)
        let alphabet: [UInt8] = [0x61, 0x61, 0x61, 0x61, 0x20, 0xC3, 0xA9, 0xE6, 0x9D, 0xB1, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xFF]
        for length in 0...120 {
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let expected = Self.plainFirstInvalidUTF8(bytes)
            XCTAssertEqual(PercentDecoding.firstInvalidUTF8(bytes[...]), expected, "\(bytes)")
        }
    }

    /// Invalid UTF-8 after decoding, through the decoder: `.throw` names the byte of the
    /// decoded value, `.recover` replaces it with U+FFFD.
    func testInvalidUTF8UnderThrowAndRecover() throws {
        struct Form: Decodable, Equatable { var text: String }
        let rows: [(query: String, recovered: String, byte: Int)] = [
            ("text=%FF", "\u{FFFD}", 0),  // a byte that never starts UTF-8
            ("text=abcdefgh%C3", "abcdefgh\u{FFFD}", 8),  // a lead byte at the end, after a word
            ("text=%C3%A9%E6%9D", "é\u{FFFD}", 2),  // a sequence cut short
            ("text=a+b%ED%A0%80", "a b\u{FFFD}\u{FFFD}\u{FFFD}", 3),  // a surrogate
        ]
        for row in rows {
            let decoder = URLQueryItemDecoder()
            XCTAssertThrowsError(try decoder.decode(Form.self, from: row.query)) { error in
                XCTAssertTrue("\(error)".contains("byte \(row.byte) of the decoded value"), "\(row.query): \(error)")
            }
            decoder.malformedInputDecodingStrategy = .recover
            XCTAssertEqual(try decoder.decode(Form.self, from: row.query), Form(text: row.recovered), row.query)
        }
    }

    /// A long prose value decodes to itself through the decoder, as a query and a form body.
    func testLongProseRoundTrips() throws {
        struct Form: Codable, Equatable { var id: Int; var text: String }
        var text = ""
        let words = ["café", "naïve", "a", "(note)", "x&y", "a;b", "100%", "+1", "東京", "tab\t"]
        var generator = SplitMix64(seed: 0x9_0_5E)
        while text.utf8.count < 20_000 { text += words[Int(generator.next() % UInt64(words.count))] + " " }
        let form = Form(id: 1, text: text)
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        XCTAssertEqual(try decoder.decode(Form.self, from: encoder.encodeQuery(form)), form)
        XCTAssertEqual(try decoder.decode(Form.self, from: encoder.encodeFormBody(form)), form)
    }

    /// A value longer than `PercentDecoding.chunkLength` becomes a `String` a chunk at a
    /// time: every escape form and UTF-8 sequence, valid or not, placed across the first
    /// chunk's end, against the plain decoder, under `.throw` and `.recover`.
    func testLongValuesAcrossChunkEnds() throws {
        struct Form: Decodable { var text: String }
        let chunk = PercentDecoding.chunkLength
        let forms = ["%C3%A9", "%E6%9D%B1", "%F0%9F%98%80", "%FF", "%E6%9D", "%ED%A0%80", "%", "%4", "%41", "+", "\u{E9}", "\u{6771}"]
        for form in forms {
            // The plain answer for the plain prefix and the form after it (the prefix decodes to itself).
            let tail = Array(form.utf8) + [UInt8](repeating: 0x62, count: 40)
            for offset in (chunk - form.utf8.count - 1)...(chunk + 1) {  // the form ends before, at and after the cut
                let prefix = [UInt8](repeating: 0x61, count: offset)
                let input = Data("text=".utf8 + prefix + tail)
                for recover in [false, true] {
                    let decoder = URLQueryItemDecoder()
                    decoder.malformedInputDecodingStrategy = recover ? .recover : .throw
                    switch Self.plainDecode(tail, plusIsSpace: true, lenient: recover) {
                    case .decoded(let decodedTail, _):
                        let bad = Self.plainFirstInvalidUTF8(decodedTail)
                        if recover || bad == nil {
                            let expected = String(decoding: prefix + decodedTail, as: UTF8.self)
                            XCTAssertEqual(try decoder.decode(Form.self, from: input).text, expected, "\(form) at \(offset)")
                        } else {
                            XCTAssertThrowsError(try decoder.decode(Form.self, from: input), "\(form) at \(offset)") { error in
                                XCTAssertTrue("\(error)".contains("(byte \(offset + bad!) of the decoded value)"), "\(form) at \(offset): \(error)")
                            }
                        }
                    case .invalid(let at), .incomplete(let at):
                        XCTAssertThrowsError(try decoder.decode(Form.self, from: input), "\(form) at \(offset)") { error in
                            var offsetInInput: Int?
                            if case .dataCorrupted(let context)? = error as? DecodingError {
                                offsetInInput = (context.underlyingError as? QueryParseError)?.offset
                            }
                            XCTAssertEqual(offsetInInput, 5 + offset + at, "\(form) at \(offset): \(error)")
                        }
                    }
                }
            }
        }
    }

    /// `decodedLength` (the `%` counted eight bytes at a time) and `completeUTF8Length`
    /// against plain counts.
    func testChunkArithmetic() {
        var generator = SplitMix64(seed: 0x1E_46_7E)
        let alphabet: [UInt8] = [0x25, 0x25, 0x41, 0x61, 0x2B, 0xC3, 0xA9, 0x80, 0xE6, 0xF0, 0x24, 0x26, 0xA5]
        for length in 0...100 {
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let slice = bytes[...]
            XCTAssertEqual(PercentDecoding.decodedLength(slice.span), max(0, length - 2 * bytes.filter { $0 == 0x25 }.count), "\(bytes)")
            // The plain answer: the longest prefix after which no sequence is left unfinished.
            var complete = bytes.count
            for lead in max(0, bytes.count - 3)..<bytes.count where bytes[lead] >= 0xC0 {
                let needed = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
                if bytes[(lead + 1)...].allSatisfy({ $0 & 0xC0 == 0x80 }) && bytes.count - lead < needed { complete = lead }
            }
            XCTAssertEqual(PercentDecoding.completeUTF8Length(slice), complete, "\(bytes)")
        }
    }

    // MARK: - Encoding

    /// `unreservedBits` against the byte-wise masks for every byte in every lane of a word.
    func testUnreservedBitsAgreeWithTheMasksInEveryLane() {
        for byte in 0...255 {
            for lane in 0..<8 {
                let word = UInt64(0x61) &* ByteSearch.ones & ~(UInt64(0xFF) << (lane * 8)) | UInt64(byte) << (lane * 8)
                let bits = PercentEncoding.unreservedBits(word)
                for other in 0..<8 {
                    let expected = other == lane ? PercentEncoding.isUnreserved(UInt8(byte)) : true
                    XCTAssertEqual(bits >> (other * 8 + 7) & 1 == 1, expected, "byte \(byte) in lane \(lane), lane \(other)")
                }
            }
        }
    }

    /// `plainEnd` and `write` against a byte-at-a-time reference, for an escape after runs
    /// of every length to 40.
    func testEncodingRunsAcrossWordBoundaries() {
        func plain(_ bytes: [UInt8], spaceAsPlus: Bool) -> [UInt8] {
            let hex = Array("0123456789ABCDEF".utf8)
            var out: [UInt8] = []
            for byte in bytes {
                if PercentEncoding.isUnreserved(byte) { out.append(byte) }
                else if byte == 0x20 && spaceAsPlus { out.append(0x2B) }
                else { out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
            }
            return out
        }
        for escape: [UInt8] in [[0x20], [0x26], [0xC3, 0xA9], [0x25], [0x7F], [0x2E, 0x20]] {
            for before in 0...40 {
                for after in [0, 1, 7, 8, 9, 16] {
                    let bytes = [UInt8](repeating: 0x41, count: before) + escape + [UInt8](repeating: 0x7E, count: after)
                    for spaceAsPlus in [false, true] {
                        var out: [UInt8] = [0x3D]
                        PercentEncoding.append(bytes, 0..<bytes.count, to: &out, spaceAsPlus: spaceAsPlus)
                        XCTAssertEqual(out, [0x3D] + plain(bytes, spaceAsPlus: spaceAsPlus), "\(before) \(escape) \(after)")
                    }
                    let slice = bytes[...]
                    for start in [0, 1, 5] where start <= bytes.count {
                        let expectedEnd = bytes[start...].firstIndex { !PercentEncoding.isUnreserved($0) } ?? bytes.count
                        XCTAssertEqual(PercentEncoding.plainEnd(slice.span, start..<bytes.count), expectedEnd, "\(before) \(escape) \(after) from \(start)")
                    }
                }
            }
        }
    }
}
