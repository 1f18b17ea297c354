import Foundation
import QueryItemCoder

// Percent-decoding and percent-encoding of one value against plain references written here,
// one byte at a time.
//
// Byte 0 chooses the form (a form body as raw bytes, or a query string) and the malformed-input
// strategy; the rest is the value (`&` dropped, since it would end the pair). The decoder's
// reading of `text=<value>` must equal the reference's: the same text, or an error exactly
// where the reference finds a malformed escape or invalid UTF-8. The text is then encoded,
// which must give the reference's escaping, and decoded back to itself.

struct Form: Codable, Equatable {
    var text: String
}

/// The value decoded one byte at a time: nil for a malformed escape under `.throw` or for
/// invalid UTF-8 under `.throw`.
func plainDecode(_ bytes: [UInt8], recover: Bool) -> String? {
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
            if !recover { return nil }
            out.append(byte)
        } else {
            out.append(byte == 0x2B ? 0x20 : byte)
        }
        index += 1
    }
    let text = String(decoding: out, as: UTF8.self)
    if !recover && Array(text.utf8) != out { return nil }
    return text
}

/// RFC 3986's escaping, one byte at a time: the unreserved bytes kept, the rest `%XX`.
func plainEncode(_ text: String, spaceAsPlus: Bool) -> String {
    let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var out: [UInt8] = []
    for byte in text.utf8 {
        if unreserved.contains(byte) { out.append(byte) }
        else if byte == 0x20 && spaceAsPlus { out.append(0x2B) }
        else { out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
    }
    return String(decoding: out, as: UTF8.self)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEscaping(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let choice = bytes[0]
    let value = bytes.dropFirst().filter { $0 != 0x26 }
    let recover = choice & 1 != 0
    let asBody = choice & 2 != 0
    let decoder = URLQueryItemDecoder()
    decoder.malformedInputDecodingStrategy = recover ? .recover : .throw

    let input = Array("text=".utf8) + value
    let expected: String?
    let decoded: Form?
    if asBody {
        expected = plainDecode(value, recover: recover)
        decoded = try? decoder.decode(Form.self, from: Data(input))
    } else {
        // A query string is a `String`: its invalid raw bytes are repaired before decoding.
        let query = String(decoding: input, as: UTF8.self)
        expected = plainDecode(Array(query.utf8.dropFirst(5)), recover: recover)
        decoded = try? decoder.decode(Form.self, from: query)
    }
    guard decoded?.text == expected else {
        fatalError("decoded \(String(reflecting: decoded?.text)), the plain decoder \(String(reflecting: expected)), input \(bytes)")
    }
    guard let text = expected else { return 0 }

    let encoder = URLQueryItemEncoder()
    do {
        let query = try encoder.encodeQuery(Form(text: text))
        let body = try encoder.encodeFormBody(Form(text: text))
        guard query == "text=" + plainEncode(text, spaceAsPlus: false),
              body == Data(("text=" + plainEncode(text, spaceAsPlus: true)).utf8) else {
            fatalError("encoded \(query), the plain encoder \(plainEncode(text, spaceAsPlus: false)), input \(bytes)")
        }
        guard try URLQueryItemDecoder().decode(Form.self, from: query) == Form(text: text),
              try URLQueryItemDecoder().decode(Form.self, from: body) == Form(text: text) else {
            fatalError("the encoded text does not decode to itself, input \(bytes)")
        }
    } catch {
        fatalError("\(error), input \(bytes)")
    }
    return 0
}
