/// Where a pair starts and where its name ends in the rendered bytes, for item output.
struct PairSpan {
    var start: Int
    /// The index of the `=`, or -1 for a name without a value (`nilEncodingStrategy = .keyOnly`).
    var separator: Int
}
