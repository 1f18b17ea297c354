import Foundation
import QueryItemCoder
import XCTest

final class EncoderEscapingTests: XCTestCase {
    /// Every printable ASCII character, in a value and in a key: only A-Z a-z 0-9 - . _ ~ stay.
    func testEveryPrintableASCIICharacter() throws {
        let encoder = URLQueryItemEncoder()
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
            let character = String(scalar)
            let unreserved = ("A"..."Z").contains(character) || ("a"..."z").contains(character)
                || ("0"..."9").contains(character) || "-._~".contains(character)
            let escaped = unreserved ? character : String(format: "%%%02X", scalar.value)
            XCTAssertEqual(try encoder.encodeQuery(["v": character]), "v=\(escaped)", "value \(character)")
            if character != "[" && character != "]" {
                XCTAssertEqual(try encoder.encodeQuery([character: "v"]), "\(escaped)=v", "key \(character)")
            }
        }
    }

    func testValuesThatNeedEscaping() throws {
        assertEncodes([
            // + must be %2B, or servers read a space.
            EncodeCase(name: "plus", value: Wrap("1+1=2"), expected: "a=1%2B1%3D2"),
            EncodeCase(name: "ampersand", value: Wrap("Tom & Jerry"), expected: "a=Tom%20%26%20Jerry"),
            EncodeCase(name: "percent", value: Wrap("100%"), expected: "a=100%25"),
            // A string that looks like an escape is escaped again.
            EncodeCase(name: "fake escape", value: Wrap("%ZZ%41"), expected: "a=%25ZZ%2541"),
            EncodeCase(name: "hash and question", value: Wrap("#?"), expected: "a=%23%3F"),
            EncodeCase(name: "slash", value: Wrap("/usr/bin"), expected: "a=%2Fusr%2Fbin"),
            EncodeCase(name: "empty", value: Wrap(""), expected: "a="),
            EncodeCase(name: "Japanese", value: Wrap("東京 駅"), expected: "a=%E6%9D%B1%E4%BA%AC%20%E9%A7%85"),
            // Emoji: 4-byte UTF-8; a flag is two scalars.
            EncodeCase(name: "emoji", value: Wrap("😀🇯🇵"), expected: "a=%F0%9F%98%80%F0%9F%87%AF%F0%9F%87%B5"),
            // Combining characters are not normalised: the bytes are kept.
            EncodeCase(name: "combining", value: Wrap("e\u{301}"), expected: "a=e%CC%81"),
            EncodeCase(name: "NUL and newline", value: Wrap("\u{0}\n"), expected: "a=%00%0A"),
            EncodeCase(name: "non-ASCII key", value: ["größe": 1], expected: "gr%C3%B6%C3%9Fe=1"),
            EncodeCase(name: "URL value", value: Wrap(URL(string: "https://example.com/a?b=c&d=e")!),
                       expected: "a=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc%26d%3De"),
        ])
    }

    /// A key's bytes are classified in one pass that only notes whether any byte needs a
    /// second look: the byte may be anywhere in the key, and of any kind.
    func testKeysWithAByteToEscapeAnywhere() throws {
        assertEncodes([
            // Control characters and DEL.
            EncodeCase(name: "controls", value: ["a\u{0}\u{1F}\u{7F}b": 1], expected: "a%00%1F%7Fb=1"),
            // The last byte alone is escaped.
            EncodeCase(name: "last byte", value: ["abcdefgh&": 1], expected: "abcdefgh%26=1"),
            // The first byte alone is escaped.
            EncodeCase(name: "first byte", value: ["&abcdefgh": 1], expected: "%26abcdefgh=1"),
            // Every unreserved kind together needs no escaping.
            EncodeCase(name: "unreserved", value: ["Az09-._~": 1], expected: "Az09-._~=1"),
            // A byte above 0x7F after plain bytes.
            EncodeCase(name: "non-ASCII last", value: ["abc\u{FF}": 1], expected: "abc%C3%BF=1"),
        ])
        // In items keys are raw: the byte to escape is kept as it is.
        XCTAssertEqual(try URLQueryItemEncoder().encode(["a b&": 1]), [URLQueryItem(name: "a b&", value: "1")])
    }

    func testKeysThatNoParserCouldReadBackThrow() {
        // Brackets in a key read as nesting everywhere.
        XCTAssertEqual(encodingError(["a[b]": 1])?.message, #"The key "a[b]" contains a bracket, which every parser reads as nesting. Rename the key."#)
        XCTAssertEqual(encodingError(Wrap(["x]": 1]))?.path, "a.x]")
        // An empty key is dropped by PHP and Rack.
        XCTAssertEqual(encodingError(["": 1])?.message, #"An empty key is written as "=value", which PHP's parse_str and Rack drop (URLSearchParams and URLQueryItemDecoder read it). Rename the key."#)
        // A dot is fine under brackets, but not under dots.
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(["a.b": 1]), "a.b=1")
        XCTAssertEqual(encodingError(["a.b": 1]) { $0.objectEncodingStrategy = .dots }?.message, #"The key "a.b" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."#)
        // The first unreadable byte is named, after a byte to escape and one above 0x7F.
        XCTAssertEqual(encodingError(["é&]": 1])?.message, #"The key "é&]" contains a bracket, which every parser reads as nesting. Rename the key."#)
        XCTAssertEqual(encodingError(["a&.b": 1]) { $0.objectEncodingStrategy = .dots }?.message, #"The key "a&.b" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."#)
    }
}
