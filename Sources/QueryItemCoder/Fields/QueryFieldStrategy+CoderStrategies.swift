#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A field's styles mapped onto the coders' strategies where they are not one type. The
// decoder's arrays, objects, bools, nils and empty collections need no mapping: the field's
// style is the coder's strategy (`URLQueryItemDecoder.ArrayDecodingStrategy` is
// `QueryFieldStrategy.ArrayStyle`, and so on). The encoder's array strategy holds the field's
// style, or its own `.custom` naming. What is left are the strategies with cases a field cannot take
// (`.custom`, `.formatted`): both coders' dates and data. Each style's cases are listed once,
// as the requirements of a protocol that the field's style and the coders' strategies satisfy
// with their cases of the same names (SE-0280), and one switch maps each case onto the case
// of the same name in whichever strategy is asked for; a case missing from a coder's strategy
// fails to compile here. `URLQueryItemEncoder`'s `ValueStyle` and `URLQueryItemDecoder`'s
// `DecodingStyle` read them.

extension QueryFieldStrategy.ArrayStyle {
    /// The encoder's strategy that writes this style.
    var encoding: URLQueryItemEncoder.ArrayEncodingStrategy { URLQueryItemEncoder.ArrayEncodingStrategy(self) }
}

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

extension QueryFieldStrategy.BoolStyle {
    /// The decoder's case of the same name (its `.literalOrNumeric` no field takes).
    var decoding: URLQueryItemDecoder.BoolDecodingStrategy {
        switch self {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }
}
