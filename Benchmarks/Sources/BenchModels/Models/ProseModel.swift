import Foundation

/// A form whose values are long prose (a comment box, a description): a short title, a
/// summary of about 4 KB and a body of about 16 KB, with spaces, `&`, `;`, `,`,
/// parentheses and non-ASCII letters, so that most of the query is escaped text.
public struct ProseModel: Codable, Equatable, Sendable {
    public var id: Int
    public var title: String
    public var summary: String
    public var body: String

    public static let sample = ProseModel(
        id: 2_026,
        title: "Café notes (draft); Zürich & Kyōto",
        summary: Prose.text(bytes: 4_096, seed: 1),
        body: Prose.text(bytes: 16_384, seed: 2)
    )

    /// The text values, for the decode table's floor row.
    public var texts: [String] { [title, summary, body] }
}

/// One long prose value and an id: the scaling run's series of one value, 1 KB to 1 MB.
public struct ProseValue: Codable, Equatable, Sendable {
    public var id: Int
    public var text: String

    public init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    public static func sample(bytes: Int) -> ProseValue {
        ProseValue(id: bytes, text: Prose.text(bytes: bytes, seed: UInt64(bytes)))
    }
}

/// Deterministic prose of a given UTF-8 length: words (about one in eight with a letter
/// outside ASCII) joined by spaces and punctuation.
public enum Prose {
    static let words = [
        "the", "form", "carries", "a", "comment", "about", "delivery", "of", "café", "orders",
        "naïve", "résumé", "Zürich", "Kyōto", "and", "street", "address", "with", "numbers",
        "12", "over", "señor", "Ångström", "message", "to", "support", "is", "long", "text",
        "written", "by", "hand", "on", "phone", "übermorgen", "price", "shipping", "Ελλάδα",
    ]
    static let separators = [" ", " ", " ", " ", " ", ", ", "; ", " & ", " (", ") ", ". ", ": ", " - "]

    public static func text(bytes: Int, seed: UInt64) -> String {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        var output: [UInt8] = []
        output.reserveCapacity(bytes + 16)
        while output.count < bytes {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let pick = Int(truncatingIfNeeded: state >> 33)
            output += words[pick % words.count].utf8
            output += separators[(pick >> 8) % separators.count].utf8
        }
        // Cut on an ASCII byte so that the text stays valid UTF-8.
        var end = bytes
        while end > 0 && output[end - 1] >= 0x80 { end -= 1 }
        return String(decoding: output[..<end], as: UTF8.self)
    }
}
