import BenchModels
import Foundation

/// A model the benchmark runs every peer on.
protocol BenchModel: Codable, Equatable, Sendable {
    static var title: String { get }
    static var sample: Self { get }
    func baselineQuery() -> String
    init(baselineQuery: String) throws
    /// The text values of `sample` whose decoding the decode table bounds from below: a
    /// decoder of any format must at least check each one's UTF-8 to make its `String`.
    static var floorTexts: [String] { get }
}

extension BenchModel {
    static var floorTexts: [String] { [] }
}

extension SearchCondition: BenchModel {
    static var title: String { "SearchCondition (6 fields)" }
}

extension FlatModel: BenchModel {
    static var title: String { "Flat (20 fields)" }
}

extension NestedModel: BenchModel {
    static var title: String { "Nested (objects, arrays, 20 items)" }
}

extension LargeModel: BenchModel {
    static var title: String { "Large (7,944-byte JSON, 204 leaves)" }
}

extension SparseModel: BenchModel {
    static var title: String { "Sparse (44 members, absent optionals)" }
}

extension ProseModel: BenchModel {
    static var title: String { "Prose (a 4 KB and a 16 KB text)" }
    static var floorTexts: [String] { sample.texts }
}

/// What an encoder wrote: text for the query coders, bytes for JSON.
enum Encoded {
    case text(String)
    case bytes(Data)

    var byteCount: Int {
        switch self {
        case .text(let text): return text.utf8.count
        case .bytes(let data): return data.count
        }
    }

    var text: String {
        switch self {
        case .text(let text): return text
        case .bytes(let data): return String(decoding: data, as: UTF8.self)
        }
    }
}

/// An encoder and decoder pair, with the options every peer shares: bracket arrays,
/// literal bools, dates as seconds since 1970, nil left out.
struct Codec<Model: BenchModel> {
    var name: String
    var encode: ((Model) throws -> Encoded)?
    var decode: ((Encoded) throws -> Model)?
    /// When this codec has no decoder of its own, the one that checks its output.
    var checkingDecoder: ((Encoded) throws -> Model)?
    /// Whether a failed round trip stops the run (our coders, JSON and the baseline).
    var mustRoundTrip = true
    /// When this codec's own decoder throws on its output, a decoder that checks that output
    /// instead, so that the encoder is still timed (Hummingbird: objects inside arrays).
    var fallbackDecoder: ((Encoded) throws -> Model)?
}
