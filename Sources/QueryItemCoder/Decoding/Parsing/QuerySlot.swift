/// A value's bytes: a range of the parsed input, percent-decoded only when it is read.
struct QuerySlot {
    var start: Int32
    var end: Int32
    var flags: UInt32

    /// The bytes come from a query string or form body (not from query items): look for `%`,
    /// `+` and bytes above 0x7F when reading them, and decode and validate if there are any.
    static let needsDecoding: UInt32 = 1
    /// A name without `=` (`a` rather than `a=`).
    static let bare: UInt32 = 2
    /// The bytes live in the decoder's arena (elements of a JSON array), not in the input.
    static let arena: UInt32 = 4
    /// A JSON `null` element.
    static let jsonNull: UInt32 = 8

    static let none = QuerySlot(start: 0, end: 0, flags: 0)

    var isBare: Bool { flags & QuerySlot.bare != 0 }
    var isEmpty: Bool { start == end }
    /// `a=`: what the encoder writes for an empty array or object under its empty-collection
    /// option.
    var isEmptyCollection: Bool { isEmpty && !isBare }
}
