/// One member of a run: a scalar member of an object written straight in its output form
/// (`MemberRuns`). The run's node holds the bytes; this records where the member's key is
/// (for keys written twice) and where its segment ends.
///
/// Offsets are stored in 32 bits, as `EncodingNode` stores them (`EncodingTree.checkSize`).
struct RunMember {
    private let storedKeyStart: Int32
    private let storedKeyEnd: Int32
    private let storedEnd: Int32
    /// The hash of the key, as `KeyText` computes it for every key.
    let keyHash: UInt32

    init(key: KeyText.Range, end: Int) {
        storedKeyStart = Int32(truncatingIfNeeded: key.start)
        storedKeyEnd = Int32(truncatingIfNeeded: key.end)
        storedEnd = Int32(truncatingIfNeeded: end)
        keyHash = key.hash
    }

    /// The key's bytes in `EncodingTree.text`, in their output form.
    var keyStart: Int { Int(storedKeyStart) }
    var keyEnd: Int { Int(storedKeyEnd) }
    /// The end of the member's segment (`[key]=value`) in `EncodingTree.text`.
    var end: Int { Int(storedEnd) }
}
