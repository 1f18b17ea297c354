#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A field's styles mapped onto the coders' strategies, both directions in one place: each
// style's cases are listed once, as the requirements of a protocol that the field's style and
// both coders' strategies satisfy with their cases of the same names (SE-0280), and one
// switch a style maps each case onto the case of the same name in whichever strategy is
// asked for. A field can pick only the named cases, never `.custom` or `.formatted`; a case
// missing from a coder's strategy fails to compile here. `URLQueryItemEncoder`'s `ValueStyle`
// and `URLQueryItemDecoder`'s `DecodingStyle` read them.

/// The cases of `QueryFieldStrategy.ArrayStyle`, `URLQueryItemEncoder.ArrayEncodingStrategy` and
/// `URLQueryItemDecoder.ArrayDecodingStrategy`.
protocol ArrayStrategyCases {
    static var brackets: Self { get }
    static var indexed: Self { get }
    static var repeated: Self { get }
    static var commaSeparated: Self { get }
    static var jsonArray: Self { get }
    static var spaceDelimited: Self { get }
    static var pipeDelimited: Self { get }
    static var numbered: Self { get }
    static var numberedMembers: Self { get }
    static func numberedMembersNamed(_ name: String) -> Self
}

extension QueryFieldStrategy.ArrayStyle: ArrayStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: ArrayStrategyCases>() -> Strategy {
        switch self {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .commaSeparated: .commaSeparated
        case .jsonArray: .jsonArray
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .numbered: .numbered
        case .numberedMembers: .numberedMembers
        case .numberedMembersNamed(let name): .numberedMembersNamed(name)
        }
    }

    var encoding: URLQueryItemEncoder.ArrayEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.ArrayDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.ArrayEncodingStrategy: ArrayStrategyCases {}
extension URLQueryItemDecoder.ArrayDecodingStrategy: ArrayStrategyCases {}

/// The cases of `QueryFieldStrategy.ObjectStyle`, `URLQueryItemEncoder.ObjectEncodingStrategy` and
/// `URLQueryItemDecoder.ObjectDecodingStrategy`.
protocol ObjectStrategyCases {
    static var brackets: Self { get }
    static var dots: Self { get }
    static var commaSeparated: Self { get }
    static var flattened: Self { get }
    static var spaceDelimited: Self { get }
    static var pipeDelimited: Self { get }
    static var jsonObject: Self { get }
    static func numberedEntriesNamed(entry: String?, key: String, value: String) -> Self
}

extension QueryFieldStrategy.ObjectStyle: ObjectStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: ObjectStrategyCases>() -> Strategy {
        switch self {
        case .brackets: .brackets
        case .dots: .dots
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .jsonObject: .jsonObject
        case .numberedEntriesNamed(let entry, let key, let value): .numberedEntriesNamed(entry: entry, key: key, value: value)
        }
    }

    var encoding: URLQueryItemEncoder.ObjectEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.ObjectDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.ObjectEncodingStrategy: ObjectStrategyCases {}
extension URLQueryItemDecoder.ObjectDecodingStrategy: ObjectStrategyCases {}

/// The cases of `QueryFieldStrategy.DateStyle`, `URLQueryItemEncoder.DateEncodingStrategy` and
/// `URLQueryItemDecoder.DateDecodingStrategy`.
protocol DateStrategyCases {
    static var iso8601: Self { get }
    static var iso8601WithFractionalSeconds: Self { get }
    static var iso8601WholeSeconds: Self { get }
    static var secondsSince1970: Self { get }
    static var millisecondsSince1970: Self { get }
    static var deferredToDate: Self { get }
}

extension QueryFieldStrategy.DateStyle: DateStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: DateStrategyCases>() -> Strategy {
        switch self {
        case .iso8601: .iso8601
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .iso8601WholeSeconds: .iso8601WholeSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        }
    }

    var encoding: URLQueryItemEncoder.DateEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.DateDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.DateEncodingStrategy: DateStrategyCases {}
extension URLQueryItemDecoder.DateDecodingStrategy: DateStrategyCases {}

/// The cases of `QueryFieldStrategy.BoolStyle`, `URLQueryItemEncoder.BoolEncodingStrategy` and
/// `URLQueryItemDecoder.BoolDecodingStrategy`.
protocol BoolStrategyCases {
    static var literal: Self { get }
    static var numeric: Self { get }
    static var checkbox: Self { get }
}

extension QueryFieldStrategy.BoolStyle: BoolStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: BoolStrategyCases>() -> Strategy {
        switch self {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }

    var encoding: URLQueryItemEncoder.BoolEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.BoolDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.BoolEncodingStrategy: BoolStrategyCases {}
extension URLQueryItemDecoder.BoolDecodingStrategy: BoolStrategyCases {}

/// The cases of `QueryFieldStrategy.NilStyle`, `URLQueryItemEncoder.NilEncodingStrategy` and
/// `URLQueryItemDecoder.NilDecodingStrategy`.
protocol NilStrategyCases {
    static var omit: Self { get }
    static var emptyValue: Self { get }
    static var keyOnly: Self { get }
    static var null: Self { get }
}

extension QueryFieldStrategy.NilStyle: NilStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: NilStrategyCases>() -> Strategy {
        switch self {
        case .omit: .omit
        case .emptyValue: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
    }

    var encoding: URLQueryItemEncoder.NilEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.NilDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.NilEncodingStrategy: NilStrategyCases {}
extension URLQueryItemDecoder.NilDecodingStrategy: NilStrategyCases {}

/// The cases of `QueryFieldStrategy.DataStyle`, `URLQueryItemEncoder.DataEncodingStrategy` and
/// `URLQueryItemDecoder.DataDecodingStrategy`.
protocol DataStrategyCases {
    static var base64: Self { get }
    static var base64URL: Self { get }
    static var deferredToData: Self { get }
}

extension QueryFieldStrategy.DataStyle: DataStrategyCases {
    /// The case of the same name in a coder's strategy.
    func strategy<Strategy: DataStrategyCases>() -> Strategy {
        switch self {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferredToData: .deferredToData
        }
    }

    var encoding: URLQueryItemEncoder.DataEncodingStrategy { strategy() }
    var decoding: URLQueryItemDecoder.DataDecodingStrategy { strategy() }
}

extension URLQueryItemEncoder.DataEncodingStrategy: DataStrategyCases {}
extension URLQueryItemDecoder.DataDecodingStrategy: DataStrategyCases {}

extension QueryFieldStrategy.EmptyCollectionStyle {
    /// (The decoder reads an absent name and `a=` as an empty collection under either.)
    var encoding: URLQueryItemEncoder.EmptyCollectionEncodingStrategy {
        switch self {
        case .omit: .omit
        case .emptyValue: .emptyValue
        }
    }
}
