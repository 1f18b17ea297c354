/// The one nesting ceiling that every recursive path of the package shares: query levels
/// (`Limits.maximumDepth` may not exceed it), the encoder's levels, JSON inside a value
/// (`.jsonObject`, counted with the query levels above it), `RequestParameters`' JSON
/// reader and writer, its `Decodable` and `Encodable` conformances through any coder, and
/// its `description`. 100 levels of each fit a thread with a 512 KiB stack with room to
/// spare, in a debug build too (`DepthCeilingTests`); deeper input is refused with an
/// error that names the ceiling.
enum DepthCeiling {
    /// The most levels of nesting: 100.
    static let levels = 100

    /// How every error that refuses deeper input names the ceiling.
    static let name = "URLQueryItemDecoder.Limits.maximumDepthCeiling"

    /// `"<what> nested more than 100 levels deep: …"`, naming the ceiling and why it exists.
    static func message(_ what: String) -> String {
        "\(what) nested more than \(levels) levels deep: \(levels) is the depth ceiling of every recursive reader and writer (\(name)), which keeps them within a 512 KiB stack."
    }
}
